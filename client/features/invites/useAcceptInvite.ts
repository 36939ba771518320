import { useCallback } from 'react';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../toast/toastSlice';
import { useInviteAcceptMutation } from './invitesApi';

/**
 * Accepts an invite and says how it went: 'You joined {board}' (the name links to it), 'You're already a member of
 * {board}' when nothing changed, or the server's message. `settled` runs after either, so the page can drop the
 * invite from its url.
 */
export function useAcceptInvite(settled: () => void) {
  const dispatch = useAppDispatch();
  const [accept, state] = useInviteAcceptMutation();
  const run = useCallback(
    async (inviteCode: string) => {
      const result = await accept(inviteCode);
      if (result.data) {
        const { board, joined } = result.data;
        dispatch(showToast({ parts: [joined ? 'You joined ' : "You're already a member of ", { text: board.name, to: board.url }] }));
      } else {
        dispatch(showToast({ parts: apiErrorMessage(result.error) }));
      }
      settled();
    },
    [accept, dispatch, settled],
  );
  return [run, state] as const;
}
