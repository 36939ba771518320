import { useLayoutEffect, useRef } from 'react';
import { densityColumns, type PinDensity } from '../../../shared/domain/boardListOptions';
import { gridColumnCount, gridColumns } from '../../../shared/domain/gridLayout';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { useViewportSize } from '../../ui/useViewportSize';
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
  useLayoutEffect(() => onMeasured(gridRef.current && measureFirstScreen(gridRef.current)), [onMeasured]);
  const densityClass = density === 'default' ? '' : ` grid--${density}`;
  return (
    <div ref={gridRef} className={`grid grid--first-screen${densityClass}`} role="list">
      {ids.slice(0, FIRST_SCREEN_ROWS * columns).map((id, index) => (
        <div key={id} role="listitem">
          <PinCard id={id} width={variant.columnWidth} eager={index < columns} surface={surface} />
        </div>
      ))}
    </div>
  );
}
