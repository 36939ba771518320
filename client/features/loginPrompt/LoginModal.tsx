import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_PROMPT_SUBHEADER, loginPromptHeader, showLoginPromptSubheader } from '../../../shared/domain/loginPrompt';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useViewportSize } from '../../ui/useViewportSize';
import { applyViewerTheme } from '../appearance/theme';
import { useLoginMutation } from '../auth/authApi';
import { formErrors } from '../auth/formErrors';
import { closeLoginPrompt, selectLoginPrompt } from './loginPromptSlice';
import '../../ui/Dialog.css';
import './LoginModal.css';

const FIELDS = ['username_or_email', 'password'] as const;

/**
 * The limited-login modal: its header says what the visitor was about to do ('Log in to save this Pin', say, or
 * 'Log in to continue' when nothing more is known); on desktop a subheader follows. Logging in closes it and, when the
 * prompt named one, goes on to the route the visitor was headed for.
 */
export default function LoginModal() {
  const { trigger, next, inviterName } = useAppSelector(selectLoginPrompt);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading, error }] = useLoginMutation();
  const problems = formErrors(error, FIELDS);
  const close = () => dispatch(closeLoginPrompt());
  const subheader = showLoginPromptSubheader(useViewportSize().width);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await login({ username_or_email: String(data.get('username_or_email') ?? ''), password: String(data.get('password') ?? '') });
    if (!result.data) return;
    applyViewerTheme(result.data);
    close();
    if (next) navigate(next);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay dialog-layer--top" />
        {/* Without the subheader the dialog has no description, which Radix must be told. */}
        <Dialog.Content className="dialog dialog-layer--top login-modal" {...(subheader ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title className="login-modal__title">{loginPromptHeader(trigger, inviterName)}</Dialog.Title>
          {subheader && <Dialog.Description className="login-modal__subtitle">{LOGIN_PROMPT_SUBHEADER}</Dialog.Description>}
          <form className="login-modal__form" onSubmit={submit} noValidate aria-busy={isLoading}>
            {problems.message && (
              <p className="login-modal__message" role="alert">
                {problems.message}
              </p>
            )}
            <TextField
              name="username_or_email"
              label="Email or username"
              type="text"
              autoComplete="username"
              required
              error={problems.fields.username_or_email}
            />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" required error={problems.fields.password} />
            {/* A failed log-in may be answered only after a delay (the per-account backoff): say that it is under way. */}
            <Button type="submit" variant="primary" disabled={isLoading}>
              {isLoading ? 'Logging in…' : 'Log in'}
            </Button>
          </form>
          <p className="login-modal__footer">
            Not on Pinboard yet?{' '}
            <Link to="/signup" onClick={close}>
              Sign up
            </Link>
          </p>
          <Dialog.Close className="login-modal__close" aria-label="Close">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 4l16 16M20 4 4 20" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
