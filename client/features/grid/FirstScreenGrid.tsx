import { useLayoutEffect, useRef } from 'react';
import { shallowEqual } from 'react-redux';
import { densityColumns, type PinDensity } from '../../../shared/domain/boardListOptions';
import { firstScreenImageLoads } from '../../../shared/domain/firstScreenImages';
import { gridColumnCount, gridColumns } from '../../../shared/domain/gridLayout';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { useAppSelector } from '../../app/hooks';
import { selectPinById } from '../../entities/pinsSlice';
import { useViewportSize } from '../../ui/useViewportSize';
import { mediaHeight } from '../pinCard/mediaHeight';
import { PinCard } from '../pinCard/PinCard';
import { measureFirstScreen, type FirstScreenLayout } from './firstScreen';

/** Rows of cards the server renders: a phone's or a desktop's first screen and a little more, no further. */
const FIRST_SCREEN_ROWS = 3;

interface FirstScreenGridProps {
  ids: readonly string[];
  surface: GridSurface;
  density: PinDensity;
  /** Once hydrated: where CSS put the cards, for masonic to take them over from there (null: nothing to take over). */
  onMeasured: (layout: FirstScreenLayout | null) => void;
}

/**
 * The grid's first screen as the server renders it and the browser hydrates it: the first rows of cards in feed order,
 * laid out by CSS (Grid.css: the spec's columns and gutters at each breakpoint and density, as many as fit, each row
 * below the tallest card of the one above), since the server knows no width to lay masonry out at. Cards are rendered
 * at the column width of the viewport the page was rendered for. No overlay: the board's selection mode is never the
 * first screen. Right after hydration it reports where every card stands, and the grid hands them to masonic there.
 */
export function FirstScreenGrid({ ids, surface, density, onMeasured }: FirstScreenGridProps) {
  const gridRef = useRef<HTMLDivElement | null>(null);
  const viewport = useViewportSize();
  const variant = densityColumns(gridColumns(viewport.mediaWidth), density);
  const columns = gridColumnCount(viewport.width, variant);
  const shown = ids.slice(0, FIRST_SCREEN_ROWS * columns);
  const heights = useAppSelector(
    (state) =>
      shown.map((id) => {
        const pin = selectPinById(state, id);
        return pin ? mediaHeight(pin, variant.columnWidth) : 0;
      }),
    shallowEqual,
  );
  const loads = firstScreenImageLoads(heights, columns, variant.gutter, viewport.height);
  useLayoutEffect(() => onMeasured(gridRef.current && measureFirstScreen(gridRef.current)), [onMeasured]);
  const densityClass = density === 'default' ? '' : ` grid--${density}`;
  return (
    <div ref={gridRef} className={`grid grid--first-screen${densityClass}`} role="list">
      {shown.map((id, index) => (
        <div key={id} role="listitem">
          <PinCard id={id} width={variant.columnWidth} load={loads[index]} surface={surface} />
        </div>
      ))}
    </div>
  );
}
