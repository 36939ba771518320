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
