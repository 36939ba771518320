import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useAccountDeleteMutation, useAccountGetQuery, useAccountUpdateMutation } from '../account/accountApi';
import { authApi } from '../auth/authApi';
import { formErrors, useFocusOnProblem } from '../auth/formErrors';
import { showToast } from '../toast/toastSlice';
import { SettingsGate } from './SettingsGate';

const valueOf = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;

/** What the person reads on home once the account is gone. */
export const ACCOUNT_DELETED = 'Your account has been deleted. Everything in it is gone.';

function EmailForm({ email }: { email: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [change, changed] = useAccountUpdateMutation();
  const [done, setDone] = useState(false);
  const errors = formErrors(changed.error, ['email', 'password']);
  useFocusOnProblem(form, changed.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const result = await change({ email: valueOf(event.currentTarget, 'email'), password: valueOf(event.currentTarget, 'password') });
    if (!('error' in result)) {
      setDone(true);
      form.current?.reset();
    }
  };

  return (
    <form ref={form} className="settings__form" onSubmit={(e) => void submit(e)} aria-labelledby="account-email" noValidate>
      {errors.message && (
        <p className="field__error" role="alert" tabIndex={-1}>
          {errors.message}
        </p>
      )}
      <TextField key={email} label="Email" name="email" type="email" autoComplete="email" defaultValue={email} error={errors.fields.email} required />
      <TextField label="Current password" name="password" type="password" autoComplete="current-password" error={errors.fields.password} required />
      <Button type="submit" variant="primary" disabled={changed.isLoading}>
        {changed.isLoading ? 'Saving…' : 'Change email'}
      </Button>
      <p role="status" className="settings__status">
        {done && 'Your email is changed.'}
      </p>
    </form>
  );
}

/** Deleting asks for the password, which also makes sure the person means it; nothing is deleted before that. */
function DeleteForm() {
  const form = useRef<HTMLFormElement>(null);
  const [remove, removed] = useAccountDeleteMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errors = formErrors(removed.error, ['password']);
  useFocusOnProblem(form, removed.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await remove({ password: valueOf(event.currentTarget, 'password') });
    if ('error' in result) return;
    // Home first, then the viewer asked afresh (signed out now: the server has cleared the cookie), so this page is
    // gone before it could turn into a log-in prompt.
    dispatch(showToast({ parts: ACCOUNT_DELETED }));
    void navigate('/', { replace: true });
    void dispatch(authApi.endpoints.viewerGet.initiate(undefined, { forceRefetch: true }));
  };

  return (
    <form ref={form} className="settings__form" onSubmit={(e) => void submit(e)} aria-labelledby="account-delete" noValidate>
      <p>
        This deletes your profile and photo, your boards and their sections, your Pins, saves and uploaded images, and your follows, favorites and
        reactions. Boards you collaborate on stay with their owners. It cannot be undone.
      </p>
      {errors.message && (
        <p className="field__error" role="alert" tabIndex={-1}>
          {errors.message}
        </p>
      )}
      <TextField
        label="Your password, to confirm"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.fields.password}
        required
      />
      <Button type="submit" variant="primary" disabled={removed.isLoading}>
        {removed.isLoading ? 'Deleting…' : 'Delete account'}
      </Button>
    </form>
  );
}

function AccountParts() {
  const account = useAccountGetQuery();
  if (account.isError) return <p role="alert">{apiErrorMessage(account.error)}</p>;
  if (!account.data) return <Spinner label="Loading your account" />;
  return (
    <>
      <section className="settings__part" aria-labelledby="account-email">
        <h2 id="account-email">Email</h2>
        <EmailForm email={account.data.email} />
      </section>
      <section className="settings__part" aria-labelledby="account-delete">
        <h2 id="account-delete">Delete your account</h2>
        <DeleteForm />
      </section>
    </>
  );
}

/** `/settings/account`: the email the account signs in with, and deleting the account. */
export default function AccountSettingsPage() {
  return (
    <SettingsGate title="Account">
      <h1>Account</h1>
      <AccountParts />
    </SettingsGate>
  );
}
