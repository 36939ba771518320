import { useCallback } from 'react';
import { INVITE_ERRORS } from '../../../shared/domain/invites';
import { apiErrorMessage, isApiError } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../toast/toastSlice';
import { useInviteAcceptMutation } from './invitesApi';

/**
 * Accepts an invite and says how it went: 'You joined {board}' (the name links to it), 'You're already a member of
 * {board}' when nothing changed, or the server's message. `settled` runs after either, so the page can drop the
 * invite from its url. A seamless join the server refuses (no login from this invite led here) is no failure to
 * report: `seamlessRefused` runs instead, and the page asks.
 */
export function useAcceptInvite(settled: () => void, seamlessRefused?: () => void) {
  const dispatch = useAppDispatch();
  const [accept, state] = useInviteAcceptMutation();
  const run = useCallback(
    async (inviteCode: string, seamless = false) => {
      const result = await accept({ code: inviteCode, seamless });
      if (seamlessRefused && isApiError(result.error) && result.error.code === INVITE_ERRORS.seamlessRefused) {
        seamlessRefused();
        return;
      }
      if (result.data) {
        const { board, joined } = result.data;
        dispatch(showToast({ parts: [joined ? 'You joined ' : "You're already a member of ", { text: board.name, to: board.url }] }));
      } else {
        dispatch(showToast({ parts: apiErrorMessage(result.error) }));
      }
      settled();
    },
    [accept, dispatch, settled, seamlessRefused],
  );
  return [run, state] as const;
}
