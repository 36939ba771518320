interface FormAlertProps {
  errors: { fields: Record<string, string>; message?: string };
}

/**
 * Announces why a submit failed. The problems shown under their fields are read out once here (a field's own error
 * text is only read when the field is focused); a failure no field explains is shown here as well.
 */
export function FormAlert({ errors }: FormAlertProps) {
  const placed = Object.values(errors.fields);
  return (
    <div role="alert">
      {placed.length > 0 && <p className="visually-hidden">{`Please check: ${placed.join('; ')}`}</p>}
      {errors.message && <p className="field__error">{errors.message}</p>}
    </div>
  );
}
