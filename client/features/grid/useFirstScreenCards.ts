import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { densityColumns, type PinDensity } from '../../../shared/domain/boardListOptions';
import { firstScreenImageLoads, type ImageLoad } from '../../../shared/domain/firstScreenImages';
import { GRID } from '../../../shared/constants';
import { gridCardWidth, gridColumnCount, gridColumns } from '../../../shared/domain/gridLayout';
import { useAppSelector } from '../../app/hooks';
import { selectPinById } from '../../entities/pinsSlice';
import { useViewportSize } from '../../ui/useViewportSize';
import { mediaHeight } from '../pinCard/mediaHeight';

/** Rows of cards the server renders: a phone's or a desktop's first screen and a little more, no further. */
const FIRST_SCREEN_ROWS = 3;

const NONE: readonly number[] = [];
const NO_LOADS: readonly ImageLoad[] = [];

export interface FirstScreenCards {
  /** How many of the feed's first cards the first screen holds. */
  count: number;
  /** The column width its cards are rendered at. */
  columnWidth: number;
  /** How each card's image is fetched, by index. */
  loads: readonly ImageLoad[];
  className: string;
}

/**
 * The grid's first screen as the server renders it and the browser hydrates it: the first rows of cards in feed order,
 * laid out by CSS (Grid.css: the spec's columns and gutters at each breakpoint and density, as many as fit, each row
 * below the tallest card of the one above), since the server knows no width to lay masonry out at. Cards are rendered
 * at the column width of the viewport the page was rendered for. `shown` false (masonic has the cards): nothing is
 * read from the store.
 */
export function useFirstScreenCards(ids: readonly string[], density: PinDensity, shown: boolean): FirstScreenCards {
  const viewport = useViewportSize();
  const variant = densityColumns(gridColumns(viewport.mediaWidth), density);
  const columns = gridColumnCount(viewport.width, variant);
  const count = Math.min(ids.length, FIRST_SCREEN_ROWS * columns);
  // A phone's columns stretch across the grid's container, the viewport less the page's gutters: its cards are
  // rendered at the width masonic will give them, so that it takes them over without rendering them again.
  const columnWidth = gridCardWidth(viewport.width - 2 * GRID.pageGutter, columns, variant);
  const heights = useAppSelector(
    (state) =>
      shown
        ? ids.slice(0, count).map((id) => {
            const pin = selectPinById(state, id);
            return pin ? mediaHeight(pin, columnWidth) : 0;
          })
        : NONE,
    shallowEqual,
  );
  const densityClass = density === 'default' ? '' : ` grid--${density}`;
  // The same array while nothing it depends on changes: the grid hands it to every card through a context.
  const loads = useMemo(
    () => (shown ? firstScreenImageLoads(heights, columns, variant.gutter, viewport.height) : NO_LOADS),
    [shown, heights, columns, variant.gutter, viewport.height],
  );
  return {
    count,
    columnWidth,
    loads,
    className: `grid grid--first-screen${densityClass}`,
  };
}
