import { useLayoutEffect, useRef } from 'react';
import type { Positioner } from 'masonic';
import { firstScreenFits, type FirstScreenLayout } from './firstScreen';
import { createSeededPositioner } from './seededPositioner';

export interface GridPositionerOptions {
  /** The container's width. */
  width: number;
  columnCount: number;
  /** The column width wanted; columns are stretched to fill the width unless `maxColumnWidth` caps them. */
  columnWidth: number;
  maxColumnWidth?: number;
  gutter: number;
}

/** masonic's column width for a count (its getColumns): the width shared out, rounded down, capped. */
function columnWidthFor({ width, columnCount, maxColumnWidth, gutter }: GridPositionerOptions): number {
  const stretched = Math.floor((width - gutter * (columnCount - 1)) / columnCount);
  return maxColumnWidth !== undefined ? Math.min(stretched, maxColumnWidth) : stretched;
}

/** A positioner and what it was derived for. */
interface Derived {
  key: string;
  generation: number;
  positioner: Positioner;
  seeded: boolean;
}

/**
 * masonic's usePositioner, with a first screen to start from: a new positioner for new options keeps the heights
 * already measured (the cards are laid out again at the new width), one for a new list `generation` starts empty. The
 * first positioner whose columns fit `firstScreen` starts from where it put the cards (createSeededPositioner), once.
 *
 * A render may be abandoned (the first screen is taken over in a transition, which a more urgent update interrupts), so
 * a positioner is derived from the one last committed, never from one an abandoned render made: a positioner seeded
 * for the takeover and carried into an urgent render that still shows the first screen gave masonic cards it was not
 * given, and it threw.
 */
export function useGridPositioner(options: GridPositionerOptions, generation: number, firstScreen: FirstScreenLayout | null): Positioner {
  const columnWidth = columnWidthFor(options);
  // A first screen offered is a new positioner even at the same options: the grid may have been laid out (empty) before.
  const key = [options.width, options.columnCount, columnWidth, options.gutter, generation, firstScreen !== null].join(' ');
  const committed = useRef<Derived | null>(null);
  const latest = useRef<Derived | null>(null);
  /* eslint-disable react-hooks/refs -- as masonic's usePositioner: the positioner is derived while rendering and kept
     until its options change; deriving it twice for the same options gives the same layout. */
  const previous = committed.current;
  let derived = previous?.key === key ? previous : latest.current?.key === key ? latest.current : null;
  if (!derived) {
    const seeded = previous?.seeded === true;
    const seed = !seeded && firstScreen && firstScreenFits(firstScreen, options.columnCount, columnWidth) ? firstScreen.cells : [];
    const positioner = createSeededPositioner(options.columnCount, columnWidth, options.gutter, options.gutter, seed);
    if (previous && previous.generation === generation) {
      const measured = previous.positioner.size();
      for (let index = seed.length; index < measured; index++) positioner.set(index, previous.positioner.get(index)?.height ?? 0);
    }
    derived = { key, generation, positioner, seeded: seeded || seed.length > 0 };
    latest.current = derived;
  }
  const shown = derived;
  useLayoutEffect(() => {
    committed.current = shown;
  });
  return shown.positioner;
  /* eslint-enable react-hooks/refs */
}
