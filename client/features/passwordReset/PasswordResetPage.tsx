import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { AuthForm, type AuthField } from '../auth/AuthForm';
import { PasswordNotice } from '../passwords/PasswordNotice';
import { usePasswordResetRequestMutation } from '../passwords/passwordsApi';

const FIELDS: readonly AuthField[] = [{ name: 'username_or_email', label: 'Email or username', type: 'text', autoComplete: 'username' }];

/**
 * `/password/reset`: asks for the email or username of a forgotten password. The server answers alike whether or not
 * an account matches, so the page can only say where the link went if there is one.
 */
export default function PasswordResetPage() {
  const [request, { isLoading, error, isSuccess, reset }] = usePasswordResetRequestMutation();
  const [asked, setAsked] = useState('');

  if (isSuccess) {
    return (
      <PasswordNotice
        title="Check your email"
        action={
          <Button variant="secondary" onClick={reset}>
            Ask again
          </Button>
        }
      >
        If {asked} belongs to an account, we sent its email a link to choose a new password. The link works once, for an hour. Nothing after a few
        minutes? Look in your spam folder, or ask again.
      </PasswordNotice>
    );
  }

  const submit = ({ username_or_email }: Record<string, string>) => {
    setAsked(username_or_email.trim());
    void request({ username_or_email });
  };

  return (
    <AuthForm
      title="Reset your password"
      fields={FIELDS}
      submitLabel="Send a reset link"
      busyLabel="Sending…"
      busy={isLoading}
      error={error}
      onSubmit={submit}
      footer={
        <>
          Remembered it? <Link to="/login">Log in</Link>
        </>
      }
    />
  );
}
