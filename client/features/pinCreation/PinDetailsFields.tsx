import type { InputHTMLAttributes } from 'react';
import { LIMITS, PIN_CREATION } from '../../../shared/constants';
import { Field } from '../../ui/Field';
import { TextField } from '../../ui/TextField';
import type { DETAIL_FIELDS, PinDetails } from './pinDetails';

interface PinDetailsFieldsProps {
  details: PinDetails;
  onChange: (details: PinDetails) => void;
  errors: Record<string, string>;
}

/** Title, description (with what is left of its 500 characters), destination link and alt text. */
export function PinDetailsFields({ details, onChange, errors }: PinDetailsFieldsProps) {
  const set = (field: keyof PinDetails) => (event: { target: { value: string } }) => onChange({ ...details, [field]: event.target.value });
  /** A one-line detail; `name` is the server's name for it, where its errors are placed. */
  const line = (
    field: keyof PinDetails,
    name: (typeof DETAIL_FIELDS)[number],
    label: string,
    maxLength: number,
    hint: string,
    input: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={details[field]}
      maxLength={maxLength}
      onChange={set(field)}
      error={errors[name]}
      hint={hint}
      {...input}
    />
  );

  return (
    <>
      {line('title', 'title', 'Title', PIN_CREATION.titleMax, `Up to ${PIN_CREATION.titleMax} characters.`)}
      <Field label="Description" error={errors.description} hint={`${LIMITS.pinDescription - details.description.length} characters left`}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            className="field__input pin-form__description"
            rows={4}
            maxLength={LIMITS.pinDescription}
            value={details.description}
            onChange={set('description')}
          />
        )}
      </Field>
      {line('link', 'link', 'Destination link', PIN_CREATION.linkMax, 'A web address starting with http:// or https://.', {
        type: 'url',
        inputMode: 'url',
        placeholder: 'https://',
      })}
      {line(
        'altText',
        'alt_text',
        'Alt text',
        PIN_CREATION.altTextMax,
        `What the image shows, for people who cannot see it. Up to ${PIN_CREATION.altTextMax} characters.`,
      )}
    </>
  );
}
