import { inviteSenderFirstName } from '../../../shared/domain/textLabels';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { showToast } from '../toast/toastSlice';
import { useInviteDenyMutation, useInviteMetadataQuery } from './invitesApi';
import { useAcceptInvite } from './useAcceptInvite';
import './InviteBanner.css';

interface InviteBannerProps {
  inviteCode: string;
  viewerId: string;
  /** The invite was answered (or could not be): the page drops it from the url. */
  done: () => void;
}

/**
 * Signed in with an invite link: who invited the viewer to which board, with Accept and Decline. Nothing shows when the
 * lookup fails. Declining an invite addressed to the viewer denies it on the server; a link invite is shared, so
 * declining it only dismisses it here and leaves it open to others.
 */
export function InviteBanner({ inviteCode, viewerId, done }: InviteBannerProps) {
  const dispatch = useAppDispatch();
  const { data: invite } = useInviteMetadataQuery(inviteCode);
  const [accept, accepting] = useAcceptInvite(done);
  const [deny, denying] = useInviteDenyMutation();
  if (!invite) return null;

  const decline = async () => {
    if (invite.invited_user_id === viewerId) {
      const result = await deny({ board_id: invite.board.id, invited_user_id: viewerId });
      if (result.error) {
        dispatch(showToast({ parts: apiErrorMessage(result.error) }));
        return;
      }
    }
    dispatch(showToast({ parts: 'Invite declined' }));
    done();
  };

  const name = inviteSenderFirstName(invite.sender.first_name);
  const busy = accepting.isLoading || denying.isLoading;
  return (
    <section className="invite-banner" aria-label="Board invite">
      <p className="invite-banner__text">
        {name ? `${name} invited you to join ` : "You're invited to join "}
        <strong>{invite.board.name}</strong>
      </p>
      <div className="invite-banner__actions">
        <Button variant="primary" disabled={busy} onClick={() => void accept(inviteCode)}>
          Accept
        </Button>
        <Button disabled={busy} onClick={() => void decline()}>
          Decline
        </Button>
      </div>
    </section>
  );
}
