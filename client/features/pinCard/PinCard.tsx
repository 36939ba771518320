import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { GRID, SHOPPING_INDICATOR_SHIPPED_VARIANT } from '../../../shared/constants';
import { pinAltText } from '../../../shared/domain/altText';
import { boardAttributionHref } from '../../../shared/domain/attribution';
import { isGroupBoard } from '../../../shared/domain/boards';
import { showAdMenu, showEditButton, showOverflowMenu, showShareButton, statsButton, type CardViewer } from '../../../shared/domain/cardControls';
import { cardLayout, hasHoverOverlay, isCompactViewport, isImageOnlyCard, isImageOnlyGrid, showPinContextMenu } from '../../../shared/domain/cardLayout';
import { cardType } from '../../../shared/domain/cardType';
import { collageChipItems, collectionChipItems } from '../../../shared/domain/chips';
import { displayDescription, displayTitle } from '../../../shared/domain/pinText';
import { pinCloseupPath } from '../../../shared/domain/routes';
import { shoppingIndicatorPlacement, shoppingIndicatorVariant } from '../../../shared/domain/shoppingIndicator';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { useAppSelector } from '../../app/hooks';
import { selectViewer } from '../auth/authSlice';
import { FeedbackOverlay } from '../feedback/FeedbackOverlay';
import { PinMenuButton } from '../feedback/PinMenuButton';
import { SaveButton } from '../save/SaveButton';
import { useCardEntities } from './cardEntities';
import { SwipeTargetContext, useCardGestures } from './cardGestures';
import { CollageChips, CollectionChips } from './CollectionChips';
import { EditButton } from './EditButton';
import { FavoriteButton } from './FavoriteButton';
import { HoverOverlay } from './HoverOverlay';
import { mediaHeight } from './mediaHeight';
import { PinChips } from './PinChips';
import { PinFooter } from './PinFooter';
import { PinMedia } from './PinMedia';
import { PinMicrodata } from './PinMicrodata';
import { SeeMoreDrawer } from './SeeMoreDrawer';
import { ShareButton } from './ShareButton';
import { ShoppingIndicator } from './ShoppingIndicator';
import { StatsButton } from './StatsButton';
import { UNAVAILABLE_PIN_HEIGHT, UnavailablePin } from './UnavailablePin';
import { useViewportSize } from '../../ui/useViewportSize';
import './PinCard.css';

const loadContextMenu = () => import('./PinContextMenu');
const PinContextMenu = lazy(loadContextMenu);

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
 * media is under 160 px high at this width is header-only (title, no description or attribution); else the layout of
 * section 1 (cardLayout): signed-in desktop, signed-in product, compact signed-in mobile (no hover overlay; its menu
 * button sits under the media), or the simplified signed-out card with microdata and the see-more drawer.
 */
export function PinCard({ id, width, eager, surface }: PinCardProps) {
  const { pin, board, pinner, nativeCreator: creator, promoter } = useCardEntities(id);
  const viewer = useAppSelector(selectViewer);
  const [menuOpen, setMenuOpen] = useState(false);
  // The right-click that loads the context menu is replayed once the menu is there, so that first click opens it too.
  const [contextMenuAt, setContextMenuAt] = useState<{ x: number; y: number } | null>(null);
  const signedIn = viewer?.isAuth === true;
  const compact = isCompactViewport(useViewportSize().width);
  const cardViewer: CardViewer = { viewerId: viewer?.isAuth ? viewer.id : null, surface, isProfileManager: false };
  // An ad has no overflow menu but its own (Hide ad, Report ad): the same button, PinMenu picks the items.
  const menuShown =
    pin !== undefined &&
    board !== undefined &&
    (showOverflowMenu({ board, isPromoted: pin.isPromoted }, cardViewer, false) || showAdMenu({ board, isPromoted: pin.isPromoted }, cardViewer));
  // Section 4 (Mobile): on related pins a long press opens the pin menu, since a phone has no hover to reveal it.
  const longPress = signedIn && compact && menuShown && surface === 'RelatedPinGrid' ? () => setMenuOpen(true) : null;
  const { swipeTarget, handlers } = useCardGestures(longPress);
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
  const kind = cardType(pin);
  const layout = cardLayout({ signedIn, compact, isProduct: kind === 'product' });
  const signedOut = !signedIn;
  // What the signed-out card gives search engines and its drawer: the description its simplified footer leaves out.
  const seoDescription = signedOut ? displayDescription(pin.description, { viewParameter: 0, isImageOnlyAttribution: false, noIndexReason: null }) : '';
  const pinPath = pinCloseupPath(pin, signedIn);
  const headerOnly = height < GRID.headerOnlyBelow;
  const imageOnlyViewer = viewer?.isAuth ? { createdAt: viewer.created_at, isPartner: viewer.isPartner } : null;
  const imageOnlyGrid = isImageOnlyGrid(imageOnlyViewer, Date.now());
  const imageOnly = isImageOnlyCard(imageOnlyViewer, { isPromoted: pin.isPromoted, isSponsored: pin.sponsorship !== null }, Date.now());
  const favoriteShown = signedIn && board !== undefined && isGroupBoard(board);
  const stats = pinner ? statsButton({ pinner, storyPinData: pin.storyPinData }, cardViewer, viewer?.isAuth === true && viewer.isPartner) : null;
  const edit = board !== undefined && showEditButton({ board, access: pin.access, savedInfo: pin.savedInfo }, cardViewer);
  const chips = collectionChipItems(pin);
  // A collage is an organic pin, never a collection ad, so at most one of the two rows shows.
  const collageChips = chips ? null : collageChipItems(pin);
  const indicator = shoppingIndicatorPlacement(
    shoppingIndicatorVariant(viewer?.isAuth ? viewer : null, SHOPPING_INDICATOR_SHIPPED_VARIANT),
    { surface, country: viewer?.isAuth ? viewer.country : null, isProduct: kind === 'product' },
  );
  const creatorLink = creator ? { name: creator.fullName.trim() || creator.username, username: creator.username } : null;
  const contextMenu = showPinContextMenu(layout, creatorLink !== null) ? creatorLink : null;
  const mobileMenu = !hasHoverOverlay(layout) && menuShown;

  const classes = ['pin-card', `pin-card--${layout}`];
  if (headerOnly) classes.push('pin-card--header-only');
  // The favorite control shows its own count, so the footer's read-only count would repeat it.
  if (favoriteShown) classes.push('pin-card--favorite-control');

  const closeup = <Link to={pinPath} className="pin-card__closeup" aria-label={title || pinAltText(pin)} />;
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    setContextMenuAt({ x: event.clientX, y: event.clientY });
  };
  const link = contextMenu ? (
    <div
      className="pin-card__closeup-host"
      onContextMenu={contextMenuAt ? undefined : onContextMenu}
      onPointerEnter={() => void loadContextMenu()}
    >
      {contextMenuAt ? (
        <Suspense fallback={closeup}>
          <PinContextMenu pinId={pin.id} pinPath={pinPath} creator={contextMenu} replayAt={contextMenuAt}>
            {closeup}
          </PinContextMenu>
        </Suspense>
      ) : (
        closeup
      )}
    </div>
  ) : (
    closeup
  );

  const visual = (
    <div className="pin-card__visual" {...handlers}>
      <SwipeTargetContext value={swipeTarget}>
        <PinMedia pin={pin} width={width} eager={eager} surface={surface} />
      </SwipeTargetContext>
      {link}
      {indicator.placement === 'overlay' && <ShoppingIndicator placement="overlay" animated={indicator.animated} />}
      <PinChips chips={pin.aggregatedPinData.pinTagsChips} />
      <FeedbackOverlay pinId={pin.id} height={height} />
    </div>
  );

  let footer = null;
  if (headerOnly) footer = title && <div className="pin-card__header">{title}</div>;
  else if (!imageOnly) {
    const variant = signedOut ? 'simplified' : layout === 'signedInProduct' ? 'product' : 'full';
    footer = <PinFooter pin={pin} people={{ pinner, nativeCreator: creator, promoter, board }} surface={surface} signedIn={signedIn} imageOnlyGrid={imageOnlyGrid} variant={variant} />;
  }

  return (
    <article
      className={classes.join(' ')}
      data-pin-id={pin.id}
      data-layout={headerOnly ? 'header-only' : imageOnly ? 'image-only' : 'full'}
      data-card-layout={layout}
      {...(signedOut ? { itemScope: true, itemType: 'https://schema.org/ImageObject' } : {})}
    >
      {signedOut && (
        <PinMicrodata
          pinPath={pinPath}
          title={title}
          description={seoDescription}
          imageUrl={pin.origImageUrl}
          thumbnailUrl={(pin.images['236x'] ?? pin.images.orig).url}
          creator={creatorLink}
        />
      )}
      {hasHoverOverlay(layout) ? (
        <HoverOverlay
          save={<SaveButton pinId={pin.id} />}
          share={signedIn && showShareButton(surface) ? <ShareButton pinPath={pinPath} title={title} /> : null}
          menu={menuShown ? <PinMenuButton pinId={pin.id} surface={surface} /> : null}
        >
          {visual}
        </HoverOverlay>
      ) : (
        visual
      )}
      {chips && <CollectionChips items={chips} />}
      {collageChips && <CollageChips items={collageChips} signedIn={signedIn} />}
      {footer}
      {indicator.placement === 'footer' && <ShoppingIndicator placement="footer" animated={false} />}
      {signedOut && !headerOnly && (
        <SeeMoreDrawer
          title={title}
          description={seoDescription}
          board={board ? { name: board.name, href: boardAttributionHref(board) } : null}
          domain={pin.domain}
        />
      )}
      {(favoriteShown || stats || edit || mobileMenu) && (
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
          {mobileMenu && <PinMenuButton pinId={pin.id} surface={surface} open={menuOpen} onOpenChange={setMenuOpen} />}
        </div>
      )}
    </article>
  );
}
