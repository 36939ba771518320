import { BREAKPOINTS, GRID } from '../constants';

export interface GridColumns {
  /** The spec's column width for this viewport: 175 (compact), 236 or 270 (wide). */
  columnWidth: number;
  gutter: number;
  /** Compact columns stretch to fill a phone's row; the desktop widths are fixed and the grid is centred. */
  stretch: boolean;
}

/**
 * Column variants by viewport width:
 * - below 630 px, compact 175 px columns with 8 px gutters, stretched to fill the row (at least two columns), so a
 *   phone of any width shows two columns edge to edge;
 * - 630 to 859 px, 236 px columns with 12 px gutters (tablets: room for the card, not for wide gaps);
 * - 860 to 1339 px, 236 px columns with 16 px gutters;
 * - from 1340 px, the wide 270 px columns with 16 px gutters: a large screen shows bigger pins rather than more of them.
 */
export function gridColumns(viewportWidth: number): GridColumns {
  if (viewportWidth < BREAKPOINTS.compact) return { columnWidth: GRID.columnWidthCompact, gutter: GRID.gutterCompact, stretch: true };
  const gutter = viewportWidth < BREAKPOINTS.desktop ? GRID.gutterMedium : GRID.gutter;
  const columnWidth = viewportWidth < BREAKPOINTS.wide ? GRID.columnWidth : GRID.columnWidthWide;
  return { columnWidth, gutter, stretch: false };
}

/** Compact grids never drop to one column: two narrower columns read better on a small phone than one wide one. */
const MIN_STRETCHED_COLUMNS = 2;

/** How many columns of the variant fit in `availableWidth` (the grid's container), never fewer than one. */
export function gridColumnCount(availableWidth: number, { columnWidth, gutter, stretch }: GridColumns): number {
  const fit = Math.floor((availableWidth + gutter) / (columnWidth + gutter));
  return Math.max(stretch ? MIN_STRETCHED_COLUMNS : 1, fit);
}

/**
 * The width a grid's cards are laid out at, as masonic computes it: a stretched variant's columns share the available
 * width (whole pixels, rounded down), the others keep the variant's width.
 */
export function gridCardWidth(availableWidth: number, columnCount: number, { columnWidth, gutter, stretch }: GridColumns): number {
  return stretch ? Math.floor((availableWidth - gutter * (columnCount - 1)) / columnCount) : columnWidth;
}
