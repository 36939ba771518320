import { Link } from 'react-router-dom';
import type { BoardDetail } from '../../../shared/contracts/board';
import type { UserSummary } from '../../../shared/contracts/user';
import { isGroupBoard } from '../../../shared/domain/boards';
import { formatCount, formatShortNumber } from '../../../shared/domain/formats';
import { useAppSelector } from '../../app/hooks';
import { Avatar } from '../../ui/Avatar';
import { ButtonLink } from '../../ui/Button';
import { selectViewer } from '../auth/authSlice';
import { selectBoardById } from '../../entities/boardsSlice';
import { FollowButton } from '../follow/FollowButton';
import { FollowListButton } from '../people/FollowListButton';
import { InviteButton } from '../invites/InviteButton';
import { ResetInviteLinkButton } from '../invites/ResetInviteLinkButton';
import { LeaveBoardButton } from '../collaborators/LeaveBoardButton';

type Section = BoardDetail['sections'][number];

const AVATAR_SIZE = 40;

const displayName = (user: UserSummary) => user.fullName.trim() || user.username;

/** The owner and the first collaborators as profile links; the collaborator count says how many more there are. */
function Members({ board }: { board: BoardDetail }) {
  const more = board.collaboratorCount - board.collaborators.length;
  return (
    <ul className="board-header__members" aria-label="Board members">
      {[board.owner, ...board.collaborators].map((user) => (
        <li key={user.id}>
          <Link to={`/${user.username}/`} className="board-header__member" title={displayName(user)}>
            <Avatar name={displayName(user)} src={user.imageMediumUrl} size={AVATAR_SIZE} />
          </Link>
        </li>
      ))}
      {more > 0 && (
        <li className="board-header__more">
          <span aria-hidden="true">+{formatShortNumber(more)}</span>
          <span className="visually-hidden">and {formatCount(more, 'more collaborator', 'more collaborators')}</span>
        </li>
      )}
    </ul>
  );
}

/**
 * The board page's header: the name (or, on a section's page, the section's title under a link to its board), the
 * owner, the members of a group board, the counts, Follow for everyone but the owner, Invite for whoever may invite
 * (not on the quick-saves board), Leave board for a collaborator, and Edit board (or, on a section's page, Edit
 * section) for whoever the board's permissions allow. The follower count is the board entity's, so a
 * follow made here or anywhere else moves it.
 */
export function BoardHeader({ board, section }: { board: BoardDetail; section?: Section }) {
  const viewer = useAppSelector(selectViewer);
  const followerCount = useAppSelector((state) => selectBoardById(state, board.id)?.followerCount) ?? board.followerCount;
  const viewerId = viewer?.isAuth === true ? viewer.id : null;
  const own = viewerId !== null && viewerId === board.owner.id;
  const canInvite = board.permissions.includes('invite') && board.layout !== 'quick_saves';
  const pinCount = section ? section.pinCount : board.pinCount;

  return (
    <header className="board-header page-header">
      {section && (
        <Link to={board.url} className="board-header__board">
          {board.name}
        </Link>
      )}
      <h1 className="board-header__name">{section ? section.title : board.name}</h1>
      {board.privacy === 'secret' && <p className="board-header__privacy">Secret board</p>}
      {!section && board.description && <p className="board-header__description">{board.description}</p>}
      <p className="board-header__owner">
        by <Link to={`/${board.owner.username}/`}>{displayName(board.owner)}</Link>
      </p>
      {isGroupBoard(board) && <Members board={board} />}
      <p className="board-header__counts">
        {formatCount(pinCount, 'pin', 'pins')} ·{' '}
        <FollowListButton of={{ kind: 'boardFollowers', boardId: board.id }} name={board.name}>
          {formatCount(followerCount, 'follower', 'followers')}
        </FollowListButton>
      </p>
      <div className="board-header__actions">
        {!own && <FollowButton target={{ kind: 'board', id: board.id }} />}
        {canInvite && <InviteButton boardId={board.id} />}
        {canInvite && <ResetInviteLinkButton boardId={board.id} />}
        {viewerId !== null && !own && board.collaboratedByMe && <LeaveBoardButton board={board} viewerId={viewerId} />}
        {section
          ? board.permissions.some((p) => p === 'edit_section' || p === 'delete_section') && (
              <ButtonLink to={`/boardsection/${section.id}/edit/`}>Edit section</ButtonLink>
            )
          : board.permissions.includes('edit_board') && <ButtonLink to={`/board/${board.id}/edit/`}>Edit board</ButtonLink>}
      </div>
    </header>
  );
}
