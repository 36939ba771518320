import { GRID, SHOPPING_INDICATOR_SHIPPED_VARIANT } from '../../../shared/constants';
import type { Viewer } from '../../../shared/contracts/user';
import { pinAltText } from '../../../shared/domain/altText';
import { boardAttributionHref } from '../../../shared/domain/attribution';
import { isGroupBoard } from '../../../shared/domain/boards';
import {
  showAdMenu,
  showEditButton,
  showOverflowMenu,
  showShareButton,
  statsButton,
  type CardViewer,
  type StatsButton,
} from '../../../shared/domain/cardControls';
import {
  cardLayout,
  hasHoverOverlay,
  isImageOnlyCard,
  isImageOnlyGrid,
  showPinContextMenu,
  type CardLayout,
} from '../../../shared/domain/cardLayout';
import { cardType } from '../../../shared/domain/cardType';
import { collageChipItems, collectionChipItems, type ChipItem } from '../../../shared/domain/chips';
import { mayChangePin } from '../../../shared/domain/pinEditing';
import { displayDescription, displayTitle } from '../../../shared/domain/pinText';
import { pinCloseupPath } from '../../../shared/domain/routes';
import { shoppingIndicatorPlacement, shoppingIndicatorVariant, type ShoppingIndicatorPlacement } from '../../../shared/domain/shoppingIndicator';
import type { GridSurface } from '../../../shared/domain/surfaces';
import type { PinEntity } from '../../entities/normalize';
import type { PinPeople } from './cardEntities';
import { mediaHeight } from './mediaHeight';
import { UNAVAILABLE_PIN_HEIGHT } from './UnavailablePin';

/** What the card needs besides the pin, the viewer and the surface: where and when it is drawn. */
export interface CardContext {
  /** The pin's people and board, as their slices hold them (any may be missing from the store). */
  people: Partial<PinPeople>;
  /** The column width masonic laid the card out at. */
  width: number;
  /** A phone-sized viewport (isCompactViewport). */
  compact: boolean;
  /** The time the new-user rules (image-only grid) are judged at, in ms. */
  now: number;
}

/** A link to the pin's creator: the signed-out microdata and the right-click menu name them. */
export interface CreatorLink {
  name: string;
  username: string;
}

/** The footer under the media: a title alone (header-only card), PinFooter in one of its variants, or nothing. */
export type CardFooter = 'header' | 'simplified' | 'product' | 'full' | null;

/** Everything a card shows that depends on its pin and its viewer, decided in one place. */
export interface CardModel {
  unavailable: false;
  /** The media box's height at this width. */
  height: number;
  signedIn: boolean;
  layout: CardLayout;
  title: string;
  /** The closeup link's accessible name: the title, else the pin's alt text. */
  closeupLabel: string;
  pinPath: string;
  /** The media is too short for a footer: the card shows its title only. */
  headerOnly: boolean;
  /** The viewer's grid is image-only (new users): the footer drops its extras. */
  imageOnlyGrid: boolean;
  /** This card shows its media only (an image-only grid, and not an ad). */
  imageOnly: boolean;
  /** `data-layout`: header-only, image-only or full. */
  dataLayout: 'header-only' | 'image-only' | 'full';
  className: string;
  footer: CardFooter;
  /** Signed out: the description the simplified footer leaves out, for the microdata and the see-more drawer. */
  seoDescription: string;
  /** The signed-out card's microdata (schema.org ImageObject). */
  microdata: boolean;
  thumbnailUrl: string;
  creator: CreatorLink | null;
  /** The right-click menu (signed-out desktop, a pin with a creator) and whom it credits. */
  contextMenu: CreatorLink | null;
  /** The hover overlay (Save, share, menu over the media); the compact layouts have none. */
  hoverOverlay: boolean;
  share: boolean;
  /** The pin menu: the overflow menu, or an ad's own (Hide ad, Report ad). */
  menu: boolean;
  /** The pin menu's button sits under the media (no hover overlay to hold it). */
  mobileMenu: boolean;
  /** A long press opens the pin menu (signed in, a phone, related pins). */
  longPressOpensMenu: boolean;
  favorite: boolean;
  stats: StatsButton;
  edit: boolean;
  /** The edit button opens the pin's own edit page (the viewer may edit the pin), else the viewer's saved copy's. */
  editsPin: boolean;
  /** The row of actions under the card: favorite, stats, edit, the mobile menu. */
  actions: boolean;
  collectionChips: ChipItem[] | null;
  collageChips: ChipItem[] | null;
  shoppingIndicator: ShoppingIndicatorPlacement;
  /** The signed-out see-more drawer, and the board it names. */
  seeMore: { board: { name: string; href: string | null } | null } | null;
}

/** A deleted story pin: an 'Unavailable' box at the media's height, nothing to open, save or report. */
export interface UnavailableCardModel {
  unavailable: true;
  height: number;
  longPressOpensMenu: boolean;
}

/**
 * The card's derivation: which layout (signed-in desktop, product or mobile, or signed-out), which controls (menu,
 * share, favorite, stats, edit, each by who may use it), which footer, chips, indicator and signed-out extras a pin
 * gets for this viewer, surface and viewport. Pure: the component only composes what it answers.
 */
export function cardModel(pin: PinEntity, viewer: Viewer | null, surface: GridSurface, context: CardContext): CardModel | UnavailableCardModel {
  const { people, width, compact, now } = context;
  const { board, pinner, nativeCreator: creatorUser } = people;
  const signedIn = viewer?.isAuth === true;
  const cardViewer: CardViewer = { viewerId: viewer?.isAuth ? viewer.id : null, surface, isProfileManager: false };
  // An ad has no overflow menu but its own (Hide ad, Report ad): the same button, PinMenu picks the items.
  const menu =
    board !== undefined &&
    (showOverflowMenu({ board, isPromoted: pin.isPromoted }, cardViewer, false) || showAdMenu({ board, isPromoted: pin.isPromoted }, cardViewer));
  // On phones a long press (over 500 ms) on related pins opens the pin menu, since a phone has no hover to reveal it.
  const longPressOpensMenu = signedIn && compact && menu && surface === 'RelatedPinGrid';

  const height = mediaHeight(pin, width);
  // Same height the media would have taken, so the masonry slot does not jump.
  if (pin.storyPinData?.isDeleted) return { unavailable: true, height: height > 0 ? height : UNAVAILABLE_PIN_HEIGHT, longPressOpensMenu };

  const title = displayTitle(pin);
  const kind = cardType(pin);
  const layout = cardLayout({ signedIn, compact, isProduct: kind === 'product' });
  const signedOut = !signedIn;
  const seoDescription = signedOut
    ? displayDescription(pin.description, { viewParameter: 0, isImageOnlyAttribution: false, noIndexReason: null })
    : '';
  const headerOnly = height < GRID.headerOnlyBelow;
  const imageOnlyViewer = viewer?.isAuth ? { createdAt: viewer.created_at, isPartner: viewer.isPartner } : null;
  const imageOnlyGrid = isImageOnlyGrid(imageOnlyViewer, now);
  const imageOnly = isImageOnlyCard(imageOnlyViewer, { isPromoted: pin.isPromoted, isSponsored: pin.sponsorship !== null }, now);
  const favorite = signedIn && board !== undefined && isGroupBoard(board);
  const stats = pinner ? statsButton({ pinner, storyPinData: pin.storyPinData }, cardViewer, viewer?.isAuth === true && viewer.isPartner) : null;
  const edit = board !== undefined && showEditButton({ board, access: pin.access, savedInfo: pin.savedInfo }, cardViewer);
  const editsPin = edit && mayChangePin({ pinnerId: pin.pinnerId, boardOwnerId: board.ownerId }, cardViewer.viewerId, 'edit', board.permissions);
  const collectionChips = collectionChipItems(pin);
  const creator = creatorUser ? { name: creatorUser.fullName.trim() || creatorUser.username, username: creatorUser.username } : null;
  const hoverOverlay = hasHoverOverlay(layout);
  const mobileMenu = !hoverOverlay && menu;

  const classes = ['pin-card', `pin-card--${layout}`];
  if (headerOnly) classes.push('pin-card--header-only');
  // The favorite control shows its own count, so the footer's read-only count would repeat it.
  if (favorite) classes.push('pin-card--favorite-control');

  let footer: CardFooter = null;
  if (headerOnly) footer = title ? 'header' : null;
  else if (!imageOnly) footer = signedOut ? 'simplified' : layout === 'signedInProduct' ? 'product' : 'full';

  return {
    unavailable: false,
    height,
    signedIn,
    layout,
    title,
    closeupLabel: title || pinAltText(pin),
    pinPath: pinCloseupPath(pin, signedIn),
    headerOnly,
    imageOnlyGrid,
    imageOnly,
    dataLayout: headerOnly ? 'header-only' : imageOnly ? 'image-only' : 'full',
    className: classes.join(' '),
    footer,
    seoDescription,
    microdata: signedOut,
    thumbnailUrl: (pin.images['236x'] ?? pin.images.orig).url,
    creator,
    contextMenu: showPinContextMenu(layout, creator !== null) ? creator : null,
    hoverOverlay,
    share: signedIn && showShareButton(surface),
    menu,
    mobileMenu,
    longPressOpensMenu,
    favorite,
    stats,
    edit,
    editsPin,
    actions: favorite || stats !== null || edit || mobileMenu,
    collectionChips,
    // A collage is an organic pin, never a collection ad, so at most one of the two rows shows.
    collageChips: collectionChips ? null : collageChipItems(pin),
    shoppingIndicator: shoppingIndicatorPlacement(shoppingIndicatorVariant(viewer?.isAuth ? viewer : null, SHOPPING_INDICATOR_SHIPPED_VARIANT), {
      surface,
      country: viewer?.isAuth ? viewer.country : null,
      isProduct: kind === 'product',
    }),
    seeMore: signedOut && !headerOnly ? { board: board ? { name: board.name, href: boardAttributionHref(board) } : null } : null,
  };
}
