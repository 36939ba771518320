import { GRID } from '../constants';

export interface GridColumns {
  columnWidth: number;
  gutter: number;
}

/**
 * Below the narrowest breakpoint (630 px) the grid switches to compact 175 px columns with 8 px gutters, so a phone
 * shows two columns instead of one stretched 236 px column; wider screens use 236 px columns and 16 px gutters.
 */
export function gridColumns(viewportWidth: number): GridColumns {
  return viewportWidth < GRID.breakpoints[0]
    ? { columnWidth: GRID.columnWidthCompact, gutter: 8 }
    : { columnWidth: GRID.columnWidth, gutter: GRID.gutter };
}
