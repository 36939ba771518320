import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { PASSWORD_RESET } from '../../../shared/constants';
import { useAppDispatch } from '../../app/hooks';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { AuthForm, type AuthField } from '../auth/AuthForm';
import { authApi } from '../auth/authApi';
import { PasswordNotice } from '../passwords/PasswordNotice';
import { usePasswordResetCompleteMutation, usePasswordResetGetQuery } from '../passwords/passwordsApi';

const FIELDS: readonly AuthField[] = [{ name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password' }];

const askAgain = (
  <ButtonLink to="/password/reset" variant="primary">
    Ask for a new link
  </ButtonLink>
);

/** `/pw/{username}/?t={token}`: the link of a reset mail, where the new password is chosen. */
export default function NewPasswordPage() {
  const { username = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get(PASSWORD_RESET.tokenParam) ?? '';
  const link = usePasswordResetGetQuery(token ? { username, token } : skipToken);
  const [complete, { isLoading, error, isSuccess }] = usePasswordResetCompleteMutation();
  const dispatch = useAppDispatch();

  // Every session of the account has ended, this browser's too if it was signed in as it: ask who the viewer is now.
  useEffect(() => {
    if (isSuccess) void dispatch(authApi.endpoints.viewerGet.initiate(undefined, { forceRefetch: true, subscribe: false }));
  }, [isSuccess, dispatch]);

  if (isSuccess) {
    return (
      <PasswordNotice
        title="Your password is changed"
        action={
          <ButtonLink to="/login" variant="primary">
            Log in
          </ButtonLink>
        }
      >
        You were signed out everywhere. Log in with your new password.
      </PasswordNotice>
    );
  }
  if (token && link.isLoading) return <Spinner label="Checking your link" />;
  if (!token || link.isError) {
    return (
      <PasswordNotice title="This link no longer works" action={askAgain}>
        A reset link works once, for an hour, and none works once the password has been changed. Ask for a new link and open it from the mail that
        brings it.
      </PasswordNotice>
    );
  }
  return (
    <AuthForm
      title={`Choose a new password for ${link.data?.username ?? username}`}
      fields={FIELDS}
      submitLabel="Change password"
      busyLabel="Changing…"
      busy={isLoading}
      error={error}
      onSubmit={({ password }) => void complete({ username, token, password })}
      messageAction={<Link to="/password/reset">Ask for a new link</Link>}
      footer="At least 8 characters. A phrase of a few unrelated words is easy to remember and hard to guess."
    />
  );
}
