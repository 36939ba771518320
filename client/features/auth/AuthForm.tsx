import { useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { TextField } from '../../ui/TextField';
import { formErrors, useFocusOnProblem } from './formErrors';
import './AuthForm.css';

export interface AuthField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  /** The field's rule, shown under it before it is broken. */
  hint?: string;
}

interface AuthFormProps {
  title: string;
  fields: readonly AuthField[];
  submitLabel: string;
  /** The button's label while the answer is awaited: a failed log-in may be answered only after a delay. */
  busyLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (values: Record<string, string>) => void;
  footer: ReactNode;
  /** What the visitor can do about the message above the form (a link), shown after it. */
  messageAction?: ReactNode;
}

export function AuthForm({ title, fields, submitLabel, busyLabel, busy, error, onSubmit, footer, messageAction }: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const problems = formErrors(
    error,
    fields.map((field) => field.name),
  );

  useFocusOnProblem(formRef, error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')])));
  };

  return (
    <section className="auth">
      <PageTitle page={submitLabel} />
      <h1 className="auth__title">{title}</h1>
      <form ref={formRef} className="auth__form" onSubmit={submit} noValidate aria-busy={busy}>
        {problems.message && (
          <p className="auth__message" role="alert" tabIndex={-1}>
            {problems.message} {messageAction}
          </p>
        )}
        {fields.map((field) => (
          <TextField key={field.name} {...field} error={problems.fields[field.name]} required />
        ))}
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </form>
      <p className="auth__footer">{footer}</p>
    </section>
  );
}
