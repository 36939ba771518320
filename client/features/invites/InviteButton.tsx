import type { ReactNode } from 'react';
import { INVITES } from '../../../shared/constants';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { showToast } from '../toast/toastSlice';
import { copyInviteLink } from './copyInviteLink';
import { useInviteCreateMutation } from './invitesApi';

interface Props {
  boardId: string;
  children?: ReactNode;
  /** After the link is copied: a page showing the board's link reads it again (copying may have made it). */
  onCopied?: () => void;
}

/** Invite: copies the board's invite link (its one active link, or a new one when it has none). */
export function InviteButton({ boardId, children = 'Invite', onCopied }: Props) {
  const dispatch = useAppDispatch();
  const [create, { isLoading }] = useInviteCreateMutation();
  const onClick = async () => {
    const result = await create({ board_id: boardId, invite_channel: INVITES.copiedLinkChannel });
    if (!result.data) {
      dispatch(showToast({ parts: apiErrorMessage(result.error) }));
      return;
    }
    await copyInviteLink(dispatch, result.data.invite_url, 'Invite link copied');
    onCopied?.();
  };
  return (
    <Button disabled={isLoading} onClick={() => void onClick()}>
      {children}
    </Button>
  );
}
