import { Link } from 'react-router-dom';
import type { Board } from '../../../shared/contracts/board';
import { isGroupBoard } from '../../../shared/domain/boards';
import { formatCount } from '../../../shared/domain/formats';
import { LockIcon } from '../../ui/icons';
import { useClientStyle } from '../../ui/useHydrated';
import './BoardCard.css';

/** A board's cover uses the 170x image size. */
const COVER_SIZE = '170x';

/**
 * A board in a list of boards: its cover (a neutral placeholder while it has no pins), name, pin count, a lock on
 * secret boards and a note on group boards. The name is the link, stretched over the whole card, so the link's
 * accessible name is the board's name alone and the rest is read as the card's content.
 */
export function BoardCard({ board }: { board: Board }) {
  const cover = board.coverImages[COVER_SIZE];
  // Only once hydrated: the profile's Saved tab is rendered on the server, whose HTML may carry no style (the CSP).
  const coverStyle = useClientStyle(cover ? { backgroundColor: cover.dominantColor } : undefined);
  return (
    <article className="board-card">
      <div className="board-card__cover" style={coverStyle}>
        {cover && <img className="board-card__image" src={cover.url} alt="" width={cover.width} height={cover.height} loading="lazy" />}
      </div>
      <h3 className="board-card__name">
        <Link to={board.url} className="board-card__link">
          {board.name}
        </Link>
      </h3>
      <p className="board-card__meta">
        {formatCount(board.pinCount, 'pin', 'pins')}
        {board.privacy === 'secret' && (
          <span className="board-card__lock" role="img" aria-label="Secret board">
            <LockIcon className="board-card__lock-icon" />
          </span>
        )}
      </p>
      {isGroupBoard(board) && <p className="board-card__group">Group board</p>}
    </article>
  );
}
