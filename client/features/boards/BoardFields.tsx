import { useId } from 'react';
import { LIMITS } from '../../../shared/constants';
import '../../ui/TextField.css';
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
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    maxLength: max,
    required,
    className: 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${errorId} ${countId}` : countId,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      <p id={countId} className="board-fields__count">
        {[...value].length}/{max}
      </p>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export const BoardNameField = (props: Omit<CountedFieldProps, 'label' | 'name' | 'max'>) => (
  <CountedField label="Name" name="name" max={LIMITS.boardTitle} required {...props} />
);

export const BoardDescriptionField = (props: Omit<CountedFieldProps, 'label' | 'name' | 'max' | 'multiline'>) => (
  <CountedField label="Description" name="description" max={LIMITS.boardDescription} multiline {...props} />
);
