import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ImageLoad } from '../../../shared/domain/firstScreenImages';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { useAppSelector } from '../../app/hooks';
import { useCompactViewport } from '../../ui/useViewportSize';
import { selectSignedInViewer } from '../auth/authSlice';
import { FeedbackOverlay } from '../feedback/FeedbackOverlay';
import { ShownSlotContext, createShownSlot } from '../offsite/shownSlot';
import { useCardEntities } from './cardEntities';
import { SwipeTargetContext, useCardGestures } from './cardGestures';
import { cardModel } from './cardModel';
import { CollageChips, CollectionChips } from './CollectionChips';
import { HoverOverlay } from './HoverOverlay';
import { EditButton, FavoriteButton, loadCardControls, PinMenuButton, ShareButton, StatsButton } from './lazyCardControls';
import { PinChips } from './PinChips';
import { PinFooter } from './PinFooter';
import { PinMedia } from './PinMedia';
import { PinMicrodata } from './PinMicrodata';
import { SeeMoreDrawer } from './SeeMoreDrawer';
import { ShoppingIndicator } from './ShoppingIndicator';
import { UnavailablePin } from './UnavailablePin';
import './PinCard.css';

const loadContextMenu = () => import('./PinContextMenu');
const PinContextMenu = lazy(loadContextMenu);
// Save shows only while the overlay is (on the card's hover or focus), so it loads then, or at once for someone signed
// in, who is likely to save: a signed-out first visit to home does not carry it (0.6 KB as sent).
const loadSaveButton = () => import(/* webpackChunkName: "save-button" */ '../saves/SaveButton');
const SaveButton = lazy(() => loadSaveButton().then(({ SaveButton }) => ({ default: SaveButton })));

interface PinCardProps {
  id: string;
  /** The column width masonic laid the card out at. */
  width: number;
  /** How the card's image is fetched (the grid's first screen loads at once). */
  load: ImageLoad;
  surface: GridSurface;
}

/**
 * The closeup link is laid over the media as a sibling, not wrapped around it: the media holds controls of its own
 * (carousel arrows) and the overlay holds Save, and interactive elements may not nest inside a link. The card's other
 * controls (collection chips, favorite, stats, edit) sit after the visual area, as siblings of the link too.
 *
 * Layouts: a deleted story pin is an 'Unavailable' box at the media's reserved height with no actions; a card whose
 * media is under 160 px high at this width is header-only (title, no description or attribution); else one of four
 * layouts (cardLayout): signed-in desktop, signed-in product, compact signed-in mobile (no hover overlay; its menu
 * button sits under the media), or the simplified signed-out card with microdata and the see-more drawer. Which of
 * them, and which controls, is cardModel's decision (a pure function); the component composes what it answers.
 */
export function PinCard({ id, width, load, surface }: PinCardProps) {
  const { pin, ...people } = useCardEntities(id);
  const viewer = useAppSelector(selectSignedInViewer);
  const [menuOpen, setMenuOpen] = useState(false);
  // The right-click that loads the context menu is replayed once the menu is there, so that first click opens it too.
  const [contextMenuAt, setContextMenuAt] = useState<{ x: number; y: number } | null>(null);
  const compact = useCompactViewport();
  // The new-user rules are judged in days: the time the card mounted is close enough, and keeps render pure.
  const [now] = useState(Date.now);
  // The carousel (in the media) tells the source link (in the footer) which slot is on show.
  const [shownSlot] = useState(createShownSlot);
  const model = pin ? cardModel(pin, viewer, surface, { people, width, compact, now }) : null;
  const { swipeTarget, handlers } = useCardGestures(model?.longPressOpensMenu ? () => setMenuOpen(true) : null);
  // Started while rendering so the signed-in controls are on their way before the first hover or the actions row.
  if (viewer?.isAuth) {
    void loadCardControls();
    void loadSaveButton();
  }
  if (!pin || !model) return null;

  if (model.unavailable) {
    // Same height the media would have taken, so the masonry slot does not jump; nothing to open, save or report.
    return (
      <article className="pin-card pin-card--unavailable" data-pin-id={pin.id}>
        <UnavailablePin height={model.height} />
      </article>
    );
  }

  const { title, pinPath, signedIn, contextMenu, shoppingIndicator: indicator } = model;
  const closeup = <Link to={pinPath} className="pin-card__closeup" aria-label={model.closeupLabel} />;
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    setContextMenuAt({ x: event.clientX, y: event.clientY });
  };
  const link = contextMenu ? (
    <div className="pin-card__closeup-host" onContextMenu={contextMenuAt ? undefined : onContextMenu} onPointerEnter={() => void loadContextMenu()}>
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
        <ShownSlotContext value={shownSlot}>
          <PinMedia pin={pin} width={width} load={load} surface={surface} />
        </ShownSlotContext>
      </SwipeTargetContext>
      {link}
      {indicator.placement === 'overlay' && <ShoppingIndicator placement="overlay" animated={indicator.animated} />}
      <PinChips chips={pin.aggregatedPinData.pinTagsChips} />
      <FeedbackOverlay pinId={pin.id} height={model.height} />
    </div>
  );

  let footer = null;
  if (model.footer === 'header') footer = <div className="pin-card__header">{title}</div>;
  else if (model.footer !== null) {
    footer = (
      <PinFooter
        pin={pin}
        people={{ pinner: people.pinner, nativeCreator: people.nativeCreator, promoter: people.promoter, board: people.board }}
        surface={surface}
        signedIn={signedIn}
        imageOnlyGrid={model.imageOnlyGrid}
        variant={model.footer}
      />
    );
  }

  return (
    <article
      className={model.className}
      data-pin-id={pin.id}
      data-layout={model.dataLayout}
      data-card-layout={model.layout}
      {...(model.microdata ? { itemScope: true, itemType: 'https://schema.org/ImageObject' } : {})}
    >
      {model.microdata && (
        <PinMicrodata
          pinPath={pinPath}
          title={title}
          description={model.seoDescription}
          imageUrl={pin.origImageUrl}
          thumbnailUrl={model.thumbnailUrl}
          creator={model.creator}
        />
      )}
      {model.hoverOverlay ? (
        <HoverOverlay
          save={
            <Suspense fallback={null}>
              <SaveButton pinId={pin.id} />
            </Suspense>
          }
          share={
            model.share ? (
              <Suspense fallback={null}>
                <ShareButton pinPath={pinPath} title={title} />
              </Suspense>
            ) : null
          }
          menu={
            model.menu ? (
              <Suspense fallback={null}>
                <PinMenuButton pinId={pin.id} surface={surface} />
              </Suspense>
            ) : null
          }
        >
          {visual}
        </HoverOverlay>
      ) : (
        visual
      )}
      {model.collectionChips && <CollectionChips pin={pin} items={model.collectionChips} />}
      {model.collageChips && <CollageChips items={model.collageChips} signedIn={signedIn} />}
      <ShownSlotContext value={shownSlot}>{footer}</ShownSlotContext>
      {indicator.placement === 'footer' && <ShoppingIndicator placement="footer" animated={false} />}
      {model.seeMore && <SeeMoreDrawer title={title} description={model.seoDescription} board={model.seeMore.board} domain={pin.domain} />}
      {model.actions && (
        <div className="pin-card__actions">
          {/* A control's height while the chunk loads, so the row does not grow under the masonry afterwards. */}
          <Suspense fallback={<span className="pin-card__actions-pending" />}>
            {model.favorite && <FavoriteButton pinId={pin.id} favorited={pin.favoritedByMe} count={pin.favoriteUserCount} />}
            {model.stats && <StatsButton pinId={pin.id} kind={model.stats} />}
            {model.edit && <EditButton pinId={pin.id} boardId={pin.boardId} editsPin={model.editsPin} />}
            {model.mobileMenu && <PinMenuButton pinId={pin.id} surface={surface} open={menuOpen} onOpenChange={setMenuOpen} />}
          </Suspense>
        </div>
      )}
    </article>
  );
}
