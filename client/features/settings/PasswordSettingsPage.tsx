import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { formErrors, useFocusOnProblem } from '../auth/formErrors';
import { usePasswordChangeMutation } from '../passwords/passwordsApi';
import { SettingsGate } from './SettingsGate';
import '../auth/AuthForm.css';

const FIELDS = ['current_password', 'new_password'] as const;

/** `/settings/password`: a new password for the signed-in person, who proves they know the current one. */
export default function PasswordSettingsPage() {
  const [change, { isLoading, error, isSuccess }] = usePasswordChangeMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const problems = formErrors(error, FIELDS);
  useFocusOnProblem(formRef, error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = await change({
      current_password: String(data.get('current_password') ?? ''),
      new_password: String(data.get('new_password') ?? ''),
    });
    if (!result.error) form.reset();
  };

  return (
    <SettingsGate title="Password">
      <h1>Password</h1>
      <form ref={formRef} className="auth__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={isLoading}>
        {problems.message && (
          <p className="auth__message" role="alert" tabIndex={-1}>
            {problems.message}
          </p>
        )}
        {isSuccess && !error && <p role="status">Your password is changed. You stay signed in here and were signed out on your other devices.</p>}
        <TextField
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={problems.fields.current_password}
        />
        <TextField
          name="new_password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          error={problems.fields.new_password}
        />
        <Button type="submit" variant="primary" disabled={isLoading}>
          {isLoading ? 'Changing…' : 'Change password'}
        </Button>
      </form>
      <p>
        Forgot it? <Link to="/password/reset">Reset it by email</Link>. Think someone else has it? <Link to="/secure/panic">Sign out everywhere</Link>
        .
      </p>
    </SettingsGate>
  );
}
