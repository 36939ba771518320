import { useCallback } from 'react';
import { isUnauthorized } from '../../app/apiErrors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectViewer } from '../auth/authSlice';
import { openLoginPrompt, type OpenLoginPrompt } from './loginPromptSlice';

/**
 * The one way to ask a visitor to log in (the limited-login modal). `whenSignedIn` runs a call that needs a viewer:
 * signed out, it asks instead and answers undefined; when the session ended since the page loaded (the server answers
 * 401), it asks after the call. `askOn401` is that second half alone, for a call that runs whatever the page thinks of
 * the session (an undo).
 */
export function useLoginGate() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectViewer)?.isAuth === true;
  const askToLogIn = useCallback((prompt: OpenLoginPrompt) => void dispatch(openLoginPrompt(prompt)), [dispatch]);
  const askOn401 = useCallback(
    <R extends { error?: unknown } | undefined>(prompt: OpenLoginPrompt, result: R): R => {
      if (isUnauthorized(result?.error)) askToLogIn(prompt);
      return result;
    },
    [askToLogIn],
  );
  const whenSignedIn = useCallback(
    async <R extends { error?: unknown } | undefined>(prompt: OpenLoginPrompt, run: () => Promise<R>): Promise<R | undefined> => {
      if (!signedIn) {
        askToLogIn(prompt);
        return undefined;
      }
      return askOn401(prompt, await run());
    },
    [signedIn, askToLogIn, askOn401],
  );
  return { signedIn, askToLogIn, askOn401, whenSignedIn };
}
