import { INVITES, TIMINGS } from '../../../shared/constants';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { showToast } from '../toast/toastSlice';
import { useInviteCreateMutation } from './invitesApi';

/**
 * Invite: makes a link invite to the board and copies it. Where the clipboard is refused, the toast shows the link
 * for longer, to copy by hand.
 */
export function InviteButton({ boardId }: { boardId: string }) {
  const dispatch = useAppDispatch();
  const [create, { isLoading }] = useInviteCreateMutation();
  const onClick = async () => {
    const result = await create({ board_id: boardId, invite_channel: INVITES.copiedLinkChannel });
    if (!result.data) {
      dispatch(showToast({ parts: apiErrorMessage(result.error) }));
      return;
    }
    const link = new URL(result.data.invite_url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(link);
      dispatch(showToast({ parts: 'Invite link copied' }));
    } catch {
      dispatch(showToast({ parts: `Copy this invite link: ${link}`, duration: TIMINGS.saveToast }));
    }
  };
  return (
    <Button disabled={isLoading} onClick={() => void onClick()}>
      Invite
    </Button>
  );
}
