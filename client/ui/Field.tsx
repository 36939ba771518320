import { useId, type ReactNode } from 'react';
import './TextField.css';

/** What a field hands its control so the label, the hint and the error belong to it. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error?: string;
  /** A line under the control that describes it (how many characters are left): read after the error, if any. */
  hint?: ReactNode;
  /** The hint's own look, beside the default. */
  hintClassName?: string;
  /** Renders the control (an input, a select, a textarea) with the props that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and error under it, both read out as the control's description, the error first. */
export function Field({ label, error, hint, hintClassName, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint !== undefined && hintId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, className: 'field__input', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint !== undefined && (
        <p id={hintId} className={hintClassName ? `field__hint ${hintClassName}` : 'field__hint'}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
