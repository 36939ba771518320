import type { Pin } from '../contracts/pin';
import type { GridSurface } from './surfaces';
import { isBoardGrid } from './surfaces';
import { collapseWhitespace } from './text';

/** SEO no-index reasons meaning the pin's own words are unsafe to show or to hand to crawlers. */
export const SENSITIVE_TEXT_NO_INDEX_REASONS: ReadonlySet<string> = new Set(['sensitive_raw_pin_text', 'is_sensitive_rich_pin_description']);

export interface PinTextOptions {
  viewParameter: number;
  isImageOnlyAttribution: boolean;
  noIndexReason: string | null;
  surface: GridSurface;
}

/** The grid title, else the pin title: the grid title exists to give cards a shorter line when one was written. */
export function displayTitle(pin: Pick<Pin, 'gridTitle' | 'title'>): string {
  return collapseWhitespace(pin.gridTitle) || collapseWhitespace(pin.title);
}

/**
 * The description under the card. An image-only attribution would repeat the image's own caption, so it is shown
 * there only for view parameter 0; a sensitive no-index reason blanks it everywhere.
 */
export function displayDescription(description: string, options: Omit<PinTextOptions, 'surface'>): string {
  if (options.noIndexReason !== null && SENSITIVE_TEXT_NO_INDEX_REASONS.has(options.noIndexReason)) return '';
  if (options.viewParameter !== 0 && options.isImageOnlyAttribution) return '';
  return collapseWhitespace(description);
}

/** The pinner's note annotates the pin as saved on a board, so it means nothing on any other grid. */
export function displayPinNote(pinNote: string, surface: GridSurface): string {
  return isBoardGrid(surface) ? collapseWhitespace(pinNote) : '';
}
