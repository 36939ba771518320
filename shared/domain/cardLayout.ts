import { GRID, PRODUCT_CARD } from '../constants';
import { isNewUser } from './cardControls';
import { gridColumns } from './gridLayout';

/** The card layouts: signed-in desktop, signed-in product, signed-in mobile, and signed-out (desktop or mobile). */
export type CardLayout = 'signedOutDesktop' | 'signedOutMobile' | 'signedInDesktop' | 'signedInProduct' | 'signedInMobile';

/**
 * A phone-sized screen: where the grid switches to its compact 175 px columns. Keyed on the viewport, not the card's
 * width, because the grid stretches its columns to fill the row.
 */
export function isCompactViewport(viewportWidth: number): boolean {
  return gridColumns(viewportWidth).columnWidth === GRID.columnWidthCompact;
}

/**
 * Which card layout a card gets. Signed-out visitors get the simplified card whatever the pin; signed in, a phone gets the compact
 * card (no hover overlay), and on desktop a product pin gets the product layout with its fixed price block.
 */
export function cardLayout({ signedIn, compact, isProduct }: { signedIn: boolean; compact: boolean; isProduct: boolean }): CardLayout {
  if (!signedIn) return compact ? 'signedOutMobile' : 'signedOutDesktop';
  if (compact) return 'signedInMobile';
  return isProduct ? 'signedInProduct' : 'signedInDesktop';
}

/** Phones have no hover, so the compact layouts put their controls under the media instead of over it. */
export function hasHoverOverlay(layout: CardLayout): boolean {
  return layout === 'signedInDesktop' || layout === 'signedInProduct' || layout === 'signedOutDesktop';
}

/**
 * Product attribution heights: a product card reserves its price and merchant block at a fixed height so
 * neighbouring product cards line up: 68 px for price and merchant, 90 px when a one-line title sits above them.
 */
export function productBlockHeight(hasTitle: boolean): number {
  return hasTitle ? PRODUCT_CARD.attributionHeightTall : PRODUCT_CARD.attributionHeight;
}

/** The right-click menu is for signed-out desktop visitors, on pins that credit a creator. */
export function showPinContextMenu(layout: CardLayout, hasCreator: boolean): boolean {
  return layout === 'signedOutDesktop' && hasCreator;
}

type ImageOnlyViewer = { createdAt: string; isPartner: boolean } | null;

/** The image-only grid setting is on for new users who are not partners (never for signed-out visitors). */
export function isImageOnlyGrid(viewer: ImageOnlyViewer, now: Date | number): boolean {
  return viewer !== null && !viewer.isPartner && isNewUser(viewer.createdAt, now);
}

/**
 * On an image-only grid cards are image-only, except promoted and sponsored pins, which keep their footer
 * because the advertiser's disclosure must stay visible.
 */
export function isImageOnlyCard(viewer: ImageOnlyViewer, pin: { isPromoted: boolean; isSponsored: boolean }, now: Date | number): boolean {
  return isImageOnlyGrid(viewer, now) && !pin.isPromoted && !pin.isSponsored;
}
