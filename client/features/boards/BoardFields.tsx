import { LIMITS } from '../../../shared/constants';
import { Field } from '../../ui/Field';
import './BoardFields.css';

interface CountedFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string;
  multiline?: boolean;
  required?: boolean;
}

/**
 * A labelled text field that shows how many of its characters are used ('12/50'), as the spec's limits are felt
 * rather than met. The count and any error describe the field, so a screen reader hears both.
 */
export function CountedField({ label, name, value, onChange, max, error, multiline = false, required }: CountedFieldProps) {
  return (
    <Field label={label} error={error} hint={`${[...value].length}/${max}`} hintClassName="board-fields__count">
      {(control) => {
        const shared = { ...control, name, value, maxLength: max, required };
        return multiline ? (
          <textarea {...shared} rows={3} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...shared} type="text" onChange={(e) => onChange(e.target.value)} />
        );
      }}
    </Field>
  );
}

export const BoardNameField = (props: Omit<CountedFieldProps, 'label' | 'name' | 'max'>) => (
  <CountedField label="Name" name="name" max={LIMITS.boardTitle} required {...props} />
);

export const BoardDescriptionField = (props: Omit<CountedFieldProps, 'label' | 'name' | 'max' | 'multiline'>) => (
  <CountedField label="Description" name="description" max={LIMITS.boardDescription} multiline {...props} />
);

interface BoardTextFieldsProps {
  name: string;
  onName: (name: string) => void;
  description: string;
  onDescription: (description: string) => void;
  /** The last save's refusal, spread over the form (formErrors). */
  problems: { fields: Record<string, string>; message?: string };
}

/** A board form's opening: the refusal no field explains (focusable, so the form can move the keyboard to it), then name and description. */
export function BoardTextFields({ name, onName, description, onDescription, problems }: BoardTextFieldsProps) {
  return (
    <>
      {problems.message && (
        <p className="board-form__message" role="alert" tabIndex={-1}>
          {problems.message}
        </p>
      )}
      <BoardNameField value={name} onChange={onName} error={problems.fields.name} />
      <BoardDescriptionField value={description} onChange={onDescription} error={problems.fields.description} />
    </>
  );
}

interface HintedChoiceProps {
  type: 'checkbox' | 'radio';
  /** The input's id; its hint's is derived from it. */
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  value?: string;
}

/** A checkbox or radio button with its label and, under it, a hint that describes it. */
export function HintedChoice({ type, id, label, hint, checked, onChange, name, value }: HintedChoiceProps) {
  return (
    <div className="board-fields__check">
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <p id={`${id}-hint`} className="board-fields__hint">
          {hint}
        </p>
      </div>
    </div>
  );
}
