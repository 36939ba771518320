import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CollaboratorsPage as Members } from '../../../shared/contracts/collaborators';
import type { UserSummary } from '../../../shared/contracts/user';
import { Button, ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { InviteButton } from '../invites/InviteButton';
import { ResetInviteLinkButton } from '../invites/ResetInviteLinkButton';
import { BoardMembersGate } from '../collaborators/BoardMembersGate';
import { useCollaboratorsGetQuery } from '../collaborators/collaboratorsApi';
import { PersonRow } from '../people/PersonRow';
import { PermissionsFieldset } from '../collaborators/PermissionsFieldset';
import { useMemberChanges } from '../collaborators/useMemberChanges';

/** Until when the board's link works, as the owner reads it. */
const linkExpiry = (expiresAt: string | null) =>
  expiresAt === null ? 'It does not expire.' : `It works until ${new Date(expiresAt).toLocaleDateString(undefined, { dateStyle: 'long' })}.`;

function Members({ page, viewerId }: { page: Members; viewerId: string }) {
  const { board } = page;
  const { removeMember, cancelInvite, setPermissions } = useMemberChanges(board.id, viewerId);
  const { refetch } = useCollaboratorsGetQuery(board.id);
  const navigate = useNavigate();
  // Whoever leaves has no business on the members page (a secret board is not even visible to them any more).
  const leave = async (user: UserSummary) => {
    if (await removeMember(user)) await navigate(`/${user.username}/`);
  };
  const isOwner = board.ownerId === viewerId;
  const mayInvite = page.viewerPermissions.includes('invite');
  return (
    <section className="members">
      <PageTitle page={`Collaborators on ${board.name}`} />
      <h1>Collaborators</h1>
      <p>
        On <Link to={board.url}>{board.name}</Link>
      </p>
      {mayInvite && (
        <ButtonLink to={`/board/${board.id}/edit/add_collaborators`} variant="primary">
          Add collaborators
        </ButtonLink>
      )}

      <ul className="people-list" aria-label="Members">
        <PersonRow user={page.owner} detail="Owner" />
        {page.collaborators.map(({ user, permissions }) => (
          <PersonRow key={user.id} user={user} detail={user.id === viewerId ? 'Collaborator (you)' : 'Collaborator'}>
            <PermissionsFieldset
              name={user.fullName}
              permissions={permissions}
              editable={isOwner}
              onChange={(next) => void setPermissions(user, next)}
            />
            {(isOwner || user.id === viewerId) && (
              <Button onClick={() => void (user.id === viewerId ? leave(user) : removeMember(user))}>
                {user.id === viewerId ? 'Leave board' : `Remove ${user.fullName}`}
              </Button>
            )}
          </PersonRow>
        ))}
      </ul>
      {page.collaborators.length === 0 && <p>No collaborators yet.</p>}

      {page.pendingInvites.length > 0 && (
        <>
          <h2>Invited</h2>
          <ul className="people-list" aria-label="Invited">
            {page.pendingInvites.map(({ user }) => (
              <PersonRow key={user.id} user={user} detail="Invite sent">
                {mayInvite && <Button onClick={() => void cancelInvite(user)}>{`Cancel invite to ${user.fullName}`}</Button>}
              </PersonRow>
            ))}
          </ul>
        </>
      )}

      {mayInvite && (
        <>
          <h2>Invite link</h2>
          <p>
            {page.inviteLink
              ? `Anyone with the board’s link can join it. ${linkExpiry(page.inviteLink.expiresAt)}`
              : 'The board has no working link; copying one makes it.'}
          </p>
          <div className="members__actions">
            <InviteButton boardId={board.id} onCopied={() => void refetch()}>
              Copy invite link
            </InviteButton>
            {page.inviteLink && <ResetInviteLinkButton boardId={board.id} onReset={() => void refetch()} />}
          </div>
        </>
      )}
    </section>
  );
}

/** `/board/{id}/edit/collaborators`: the owner, the collaborators and what each may do, and the pending invites. */
export default function CollaboratorsPage() {
  const { id = '' } = useParams();
  return <BoardMembersGate boardId={id}>{(page, viewerId) => <Members page={page} viewerId={viewerId} />}</BoardMembersGate>;
}
