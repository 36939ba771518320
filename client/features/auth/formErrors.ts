import { useEffect, type RefObject } from 'react';
import { isApiError } from '../../app/apiErrors';
import { fieldMessage } from '../../app/fieldMessages';

interface FormErrors {
  /** Problems the server tied to a field the form shows. */
  fields: Record<string, string>;
  /** Shown above the form when no field explains the failure. */
  message?: string;
}

/**
 * Splits an envelope error over the form: field problems under their fields, in the words of the one table
 * (app/fieldMessages.ts, by code, field and rule; `form` names the form for the fields it words its own way), anything
 * else as one message.
 */
export function formErrors(error: unknown, fieldNames: readonly string[], form?: string): FormErrors {
  if (!error) return { fields: {} };
  if (!isApiError(error)) return { fields: {}, message: 'Something went wrong. Please try again.' };
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const [name, problem] of Object.entries(error.fields ?? {})) {
    if (fieldNames.includes(name)) fields[name] = fieldMessage(error.code, name, error.rules?.[name], form) ?? problem;
    else unplaced = true;
  }
  return Object.keys(fields).length > 0 && !unplaced ? { fields } : { fields, message: error.message };
}

/** After a failed attempt, puts the keyboard where the problem is: the first invalid field, or the form's message. */
export function useFocusOnProblem(form: RefObject<HTMLElement | null>, error: unknown) {
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [form, error]);
}
