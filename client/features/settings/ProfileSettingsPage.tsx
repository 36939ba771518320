import { useId, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../shared/constants';
import type { SignedInViewer } from '../../../shared/contracts/user';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppSelector } from '../../app/hooks';
import { Link } from 'react-router-dom';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useProfilePhotoUpdateMutation, useProfileUpdateMutation } from '../account/accountApi';
import { selectViewer } from '../auth/authSlice';
import { useUserGetQuery } from '../feeds/profileFeeds/profileFeedsApi';
import { formErrors, useFocusOnProblem } from '../auth/formErrors';
import { SettingsGate } from './SettingsGate';

const FIELDS = ['first_name', 'full_name', 'username', 'about'] as const;

/** The photo: chosen, it is uploaded at once, so the picture beside it is always the one others see. */
function PhotoField({ viewer }: { viewer: SignedInViewer }) {
  const id = useId();
  const [upload, uploaded] = useProfilePhotoUpdateMutation();
  const error = uploaded.isError ? apiErrorMessage(uploaded.error) : undefined;
  return (
    <div className="settings__photo">
      <Avatar name={viewer.fullName} src={viewer.imageLargeUrl} size={96} alt="Your photo" />
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Change your photo
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={uploaded.isLoading}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
        {uploaded.isLoading && <p className="field__hint">Uploading…</p>}
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

function ProfileForm({ viewer, about }: { viewer: SignedInViewer; about: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [save, saved] = useProfileUpdateMutation();
  const [done, setDone] = useState(false);
  const errors = formErrors(saved.error, FIELDS);
  useFocusOnProblem(form, saved.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const elements = event.currentTarget.elements;
    const text = (name: string) => (elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement).value;
    const result = await save({ first_name: text('first_name'), full_name: text('full_name'), username: text('username'), about: text('about') });
    setDone(!('error' in result));
  };

  return (
    <form ref={form} className="settings__form" onSubmit={(e) => void submit(e)} noValidate>
      {errors.message && (
        <p className="field__error" role="alert" tabIndex={-1}>
          {errors.message}
        </p>
      )}
      <TextField
        label="First name"
        name="first_name"
        defaultValue={viewer.first_name}
        maxLength={LIMITS.firstName}
        error={errors.fields.first_name}
        required
      />
      <TextField
        label="Full name"
        name="full_name"
        defaultValue={viewer.fullName}
        maxLength={LIMITS.fullName}
        error={errors.fields.full_name}
        required
      />
      <TextField
        label="Username"
        name="username"
        defaultValue={viewer.username}
        maxLength={LIMITS.username.max}
        autoComplete="username"
        error={errors.fields.username}
        required
      />
      <Field label="About" error={errors.fields.about}>
        {(control) => <textarea {...control} name="about" rows={4} defaultValue={about} maxLength={LIMITS.about} />}
      </Field>
      <Button type="submit" variant="primary" disabled={saved.isLoading}>
        {saved.isLoading ? 'Saving…' : 'Save'}
      </Button>
      <p role="status" className="settings__status">
        {done && (
          <>
            Saved. <Link to={`/${viewer.username}/`}>See your profile</Link>
          </>
        )}
      </p>
    </form>
  );
}

/** The form once the profile's about text is known (the viewer does not carry it). */
function ProfileFormLoaded({ viewer }: { viewer: SignedInViewer }) {
  const profile = useUserGetQuery(viewer.username);
  if (profile.isError) return <p role="alert">{apiErrorMessage(profile.error)}</p>;
  if (!profile.data) return <Spinner label="Loading your profile" />;
  return <ProfileForm viewer={viewer} about={profile.data.about} />;
}

/** `/settings/profile`: what others see of you, your photo, names, username and about. */
export default function ProfileSettingsPage() {
  const viewer = useAppSelector(selectViewer);
  return (
    <SettingsGate title="Edit profile">
      <h1>Edit profile</h1>
      <p>People who visit your profile see this.</p>
      {viewer?.isAuth && (
        <>
          <PhotoField viewer={viewer} />
          <ProfileFormLoaded viewer={viewer} />
        </>
      )}
    </SettingsGate>
  );
}
