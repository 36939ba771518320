import { useId } from 'react';
import { LIMITS, PIN_CREATION } from '../../../shared/constants';
import { TextField } from '../../ui/TextField';
import type { PinDetails } from './pinDetails';

interface PinDetailsFieldsProps {
  details: PinDetails;
  onChange: (details: PinDetails) => void;
  errors: Record<string, string>;
}

/** Title, description (with what is left of its 500 characters), destination link and alt text. */
export function PinDetailsFields({ details, onChange, errors }: PinDetailsFieldsProps) {
  const id = useId();
  const set = (field: keyof PinDetails) => (event: { target: { value: string } }) => onChange({ ...details, [field]: event.target.value });
  const left = LIMITS.pinDescription - details.description.length;
  const describedBy = [`${id}-count`, errors.description ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <>
      <TextField label="Title" name="title" value={details.title} maxLength={PIN_CREATION.titleMax} onChange={set('title')} error={errors.title} />
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Description
        </label>
        <textarea
          id={id}
          name="description"
          className="field__input pin-form__description"
          rows={4}
          maxLength={LIMITS.pinDescription}
          value={details.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy}
          onChange={set('description')}
        />
        <p id={`${id}-count`} className="pin-form__count">
          {left} characters left
        </p>
        {errors.description && (
          <p id={`${id}-error`} className="field__error">
            {errors.description}
          </p>
        )}
      </div>
      <TextField
        label="Destination link"
        name="link"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={details.link}
        maxLength={PIN_CREATION.linkMax}
        onChange={set('link')}
        error={errors.link}
      />
      <TextField
        label="Alt text"
        name="alt_text"
        value={details.altText}
        maxLength={PIN_CREATION.altTextMax}
        onChange={set('altText')}
        error={errors.alt_text}
      />
    </>
  );
}
