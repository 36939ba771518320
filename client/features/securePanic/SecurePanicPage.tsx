import { useEffect } from 'react';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button, ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { authApi } from '../auth/authApi';
import { SignedInGate } from '../loginPrompt/SignedInGate';
import { PasswordNotice } from '../passwords/PasswordNotice';
import { useSecurePanicMutation } from '../passwords/passwordsApi';
import '../auth/AuthForm.css';

const TITLE = 'Sign out everywhere';

/**
 * `/secure/panic`: for someone who thinks another person got into their account. One button signs them out on every
 * device, this one too, and locks the account until a new password is chosen from the link mailed to them.
 */
export default function SecurePanicPage() {
  const [panic, { isLoading, isSuccess, error }] = useSecurePanicMutation();
  const dispatch = useAppDispatch();

  // This browser's session has ended with the others: the viewer is now signed out.
  useEffect(() => {
    if (isSuccess) void dispatch(authApi.endpoints.viewerGet.initiate(undefined, { forceRefetch: true, subscribe: false }));
  }, [isSuccess, dispatch]);

  if (isSuccess) {
    return (
      <PasswordNotice
        title="You are signed out everywhere"
        action={
          <ButtonLink to="/" variant="secondary">
            Go to the home feed
          </ButtonLink>
        }
      >
        Your old password no longer works. We sent your email a link to choose a new one; it works for an hour, and you can ask for another on the
        password reset page at any time.
      </PasswordNotice>
    );
  }
  return (
    <SignedInGate title={TITLE} heading="Log in to sign out everywhere" className="auth">
      {() => (
        <section className="auth">
          <PageTitle page={TITLE} />
          <h1 className="auth__title">{TITLE}</h1>
          <p>
            Think someone else knows your password or uses your account? This signs you out on every device, this one included, and locks the account:
            your old password stops working, and we email you a link to choose a new one.
          </p>
          {error !== undefined && (
            <p className="auth__message" role="alert">
              {apiErrorMessage(error)}
            </p>
          )}
          <Button variant="primary" onClick={() => void panic({})} disabled={isLoading}>
            {isLoading ? 'Signing out…' : 'Sign out everywhere and lock my account'}
          </Button>
        </section>
      )}
    </SignedInGate>
  );
}
