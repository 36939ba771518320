import { useId } from 'react';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { COLOR_OPTIONS, ICON_OPTIONS, swatchOf } from './styleNames';
import type { FieldSpec } from './surfaceForms';

interface Props {
  spec: FieldSpec;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}

/** One display_data field of the create form, with the control its kind calls for. */
export function DisplayField({ spec, value, error, onChange }: Props) {
  const errorId = useId();
  const name = `display_data.${spec.path}`;
  if (spec.kind === 'flag') {
    return (
      <div className="exp-admin__flag">
        <label>
          <input
            type="checkbox"
            name={name}
            checked={value === true}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(e.target.checked)}
          />{' '}
          {spec.label}
        </label>
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'icon':
      return <SelectField label={spec.label} value={text} options={ICON_OPTIONS} onChange={onChange} error={error} />;
    case 'color':
      return (
        <div className="exp-admin__color">
          <SelectField label={spec.label} value={text} options={COLOR_OPTIONS} onChange={onChange} error={error} />
          <span className="exp-admin__swatch" aria-hidden="true" style={{ background: swatchOf(text) }} />
        </div>
      );
    case 'choice':
      return <SelectField label={spec.label} value={text} options={spec.options ?? []} onChange={onChange} error={error} />;
    case 'long':
    case 'lines':
      return (
        <Field label={spec.label} error={error} hint={spec.hint}>
          {(control) => <textarea {...control} name={name} rows={3} value={text} onChange={(e) => onChange(e.target.value)} />}
        </Field>
      );
    default:
      return (
        <Field label={spec.label} error={error} hint={spec.hint}>
          {(control) => (
            <input
              {...control}
              name={name}
              type={spec.kind === 'number' ? 'number' : 'text'}
              inputMode={spec.kind === 'link' ? 'url' : undefined}
              value={text}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </Field>
      );
  }
}
