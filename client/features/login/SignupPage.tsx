import { Link, useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../shared/constants';
import { SIGN_UP_REFUSED } from '../../../shared/domain/signUp';
import { isApiError } from '../../app/apiErrors';
import { applyViewerTheme } from '../appearance/theme';
import { AuthForm, type AuthField } from '../auth/AuthForm';
import { useRegisterMutation } from '../auth/authApi';

/** Each field's rule is said under it before it can be broken; the limits are the contract's (shared constants). */
const FIELDS: readonly AuthField[] = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name', hint: `Up to ${LIMITS.firstName} characters.` },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', hint: 'Only you see it. You log in with it.' },
  {
    name: 'username',
    label: 'Username',
    type: 'text',
    autoComplete: 'username',
    hint: `${LIMITS.username.min} to ${LIMITS.username.max} letters, digits or underscores.`,
  },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `At least ${LIMITS.password.min} characters. A phrase of a few words is easy to remember and hard to guess.`,
  },
];

export default function SignupPage() {
  const [register, { isLoading, error }] = useRegisterMutation();
  const navigate = useNavigate();

  const submit = async ({ first_name, email, username, password }: Record<string, string>) => {
    const result = await register({ first_name, email, username, password });
    if (!result.data) return;
    applyViewerTheme(result.data);
    navigate('/', { replace: true });
  };

  return (
    <AuthForm
      title="Welcome to Pinboard"
      fields={FIELDS}
      submitLabel="Sign up"
      busyLabel="Signing up…"
      busy={isLoading}
      error={error}
      onSubmit={submit}
      // The refusal does not say whether the email has an account (it may be the visitor's own): offer the way in.
      messageAction={isApiError(error) && error.code === SIGN_UP_REFUSED.code && <Link to="/login">Log in</Link>}
      footer={
        <>
          Already a member? <Link to="/login">Log in</Link>
        </>
      }
    />
  );
}
