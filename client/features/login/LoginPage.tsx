import { Link, useNavigate } from 'react-router-dom';
import { AuthForm, type AuthField } from '../auth/AuthForm';
import { applyViewerTheme } from '../appearance/theme';
import { useLoginMutation } from '../auth/authApi';

const FIELDS: readonly AuthField[] = [
  { name: 'username_or_email', label: 'Email or username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

export default function LoginPage() {
  const [login, { isLoading, error }] = useLoginMutation();
  const navigate = useNavigate();

  const submit = async ({ username_or_email, password }: Record<string, string>) => {
    const result = await login({ username_or_email, password });
    if (!result.data) return;
    applyViewerTheme(result.data);
    navigate('/', { replace: true });
  };

  return (
    <AuthForm
      title="Log in to Pinboard"
      fields={FIELDS}
      submitLabel="Log in"
      busyLabel="Logging in…"
      busy={isLoading}
      error={error}
      onSubmit={submit}
      messageAction={<Link to="/password/reset">Forgot your password?</Link>}
      footer={
        <>
          Not on Pinboard yet? <Link to="/signup">Sign up</Link> · <Link to="/password/reset">Forgot your password?</Link>
        </>
      }
    />
  );
}
