import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { showToast } from '../toast/toastSlice';
import { copyInviteLink } from './copyInviteLink';
import { useInviteLinkRotateMutation } from './invitesApi';

/**
 * Reset invite link: the board's link stops working for everyone who has it, and a new one is copied. How an owner
 * takes back a link that went further than meant.
 */
export function ResetInviteLinkButton({ boardId, onReset }: { boardId: string; onReset?: () => void }) {
  const dispatch = useAppDispatch();
  const [rotate, { isLoading }] = useInviteLinkRotateMutation();
  const onClick = async () => {
    const result = await rotate({ board_id: boardId });
    if (!result.data) {
      dispatch(showToast({ parts: apiErrorMessage(result.error) }));
      return;
    }
    await copyInviteLink(dispatch, result.data.invite_url, 'New invite link copied; the old one no longer works');
    onReset?.();
  };
  return (
    <Button disabled={isLoading} onClick={() => void onClick()}>
      Reset invite link
    </Button>
  );
}
