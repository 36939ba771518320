import { Link } from 'react-router-dom';
import { GRID } from '../../shared/constants';
import { pinAltText } from '../../shared/domain/altText';
import { showEditButton, statsButton, type CardViewer } from '../../shared/domain/cardControls';
import { displayTitle } from '../../shared/domain/pinText';
import type { GridSurface } from '../../shared/domain/surfaces';
import { useAppSelector } from '../app/hooks';
import { selectBoardById } from '../entities/boardsSlice';
import { selectPinById } from '../entities/pinsSlice';
import { selectUserById } from '../entities/usersSlice';
import { selectViewer } from '../features/auth/authSlice';
import { FeedbackOverlay } from '../features/feedback/FeedbackOverlay';
import { PinMenuButton } from '../features/feedback/PinMenuButton';
import { SaveButton } from '../features/save/SaveButton';
import { CollectionChips, collectionChipItems } from './pinCard/CollectionChips';
import { EditButton } from './pinCard/EditButton';
import { FavoriteButton } from './pinCard/FavoriteButton';
import { HoverOverlay } from './pinCard/HoverOverlay';
import { mediaHeight } from './pinCard/mediaHeight';
import { PinFooter } from './pinCard/PinFooter';
import { PinMedia } from './pinCard/PinMedia';
import { StatsButton } from './pinCard/StatsButton';
import { UNAVAILABLE_PIN_HEIGHT, UnavailablePin } from './pinCard/UnavailablePin';
import './PinCard.css';

interface PinCardProps {
  id: string;
  /** The column width masonic laid the card out at. */
  width: number;
  /** Cards in the first row are visible at once, so they load eagerly. */
  eager: boolean;
  surface: GridSurface;
}

/**
 * The closeup link is laid over the media as a sibling, not wrapped around it: the media holds controls of its own
 * (carousel arrows) and the overlay holds Save, and interactive elements may not nest inside a link. The card's other
 * controls (collection chips, favorite, stats, edit) sit after the visual area, as siblings of the link too.
 *
 * Layouts: a deleted story pin is an 'Unavailable' box at the media's reserved height with no actions; a card whose
 * media is under 160 px high at this width is header-only (title, no description or attribution); else the full card.
 */
export function PinCard({ id, width, eager, surface }: PinCardProps) {
  const pin = useAppSelector((state) => selectPinById(state, id));
  const viewer = useAppSelector(selectViewer);
  const board = useAppSelector((state) => (pin ? selectBoardById(state, pin.boardId) : undefined));
  const pinner = useAppSelector((state) => (pin ? selectUserById(state, pin.pinnerId) : undefined));
  if (!pin) return null;

  const height = mediaHeight(pin, width);
  if (pin.storyPinData?.isDeleted) {
    // Same height the media would have taken, so the masonry slot does not jump; nothing to open, save or report.
    return (
      <article className="pin-card pin-card--unavailable" data-pin-id={pin.id}>
        <UnavailablePin height={height > 0 ? height : UNAVAILABLE_PIN_HEIGHT} />
      </article>
    );
  }

  const title = displayTitle(pin);
  const signedIn = viewer?.isAuth === true;
  const cardViewer: CardViewer = { viewerId: viewer?.isAuth ? viewer.id : null, surface, isProfileManager: false };
  const headerOnly = height < GRID.headerOnlyBelow;
  const isGroupBoard = board !== undefined && (board.isCollaborative || board.collaboratorCount > 0);
  const favoriteShown = signedIn && isGroupBoard;
  const stats = pinner ? statsButton({ pinner, storyPinData: pin.storyPinData }, cardViewer, viewer?.isAuth === true && viewer.isPartner) : null;
  const edit = board !== undefined && showEditButton({ board, access: pin.access, savedInfo: pin.savedInfo }, cardViewer);
  const chips = collectionChipItems(pin);

  const classes = ['pin-card'];
  if (headerOnly) classes.push('pin-card--header-only');
  // The favorite control shows its own count, so the footer's read-only count would repeat it.
  if (favoriteShown) classes.push('pin-card--favorite-control');

  return (
    <article className={classes.join(' ')} data-pin-id={pin.id} data-layout={headerOnly ? 'header-only' : 'full'}>
      <HoverOverlay save={<SaveButton pinId={pin.id} />} menu={<PinMenuButton pinId={pin.id} />}>
        <div className="pin-card__visual">
          <PinMedia pin={pin} width={width} eager={eager} surface={surface} />
          <Link to={`/pin/${pin.id}/`} className="pin-card__closeup" aria-label={title || pinAltText(pin)} />
          <FeedbackOverlay pinId={pin.id} height={height} />
        </div>
      </HoverOverlay>
      {chips && <CollectionChips items={chips} />}
      {headerOnly ? (
        title && <div className="pin-card__header">{title}</div>
      ) : (
        <PinFooter pin={pin} surface={surface} signedIn={signedIn} />
      )}
      {(favoriteShown || stats || edit) && (
        <div className="pin-card__actions">
          {favoriteShown && (
            <FavoriteButton
              pinId={pin.id}
              favorited={pin.favoritedByMe}
              count={pin.favoriteUserCount}
            />
          )}
          {stats && <StatsButton pinId={pin.id} kind={stats} />}
          {edit && <EditButton pinId={pin.id} boardId={pin.boardId} />}
        </div>
      )}
    </article>
  );
}
