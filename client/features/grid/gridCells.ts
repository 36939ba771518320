import { useEffect, useMemo, useReducer } from 'react';
import type { Positioner } from 'masonic';

export interface GridCells {
  /**
   * A cell entered the grid: measured if its index has no height yet, and followed from then on. Returns what its
   * leaving must call.
   */
  attach(element: HTMLElement, index: number): () => void;
  disconnect(): void;
}

/**
 * Follows the height of every mounted grid cell, so that a card that changes height moves the cards below it.
 *
 * masonic's own useResizeObserver never stops observing a cell it unmounts, and keeps the last element of every index
 * in a closure, so every card ever shown stayed in memory with its images and listeners: 5,000 pins scrolled past
 * left 94 MB of detached DOM that every major garbage collection had to trace. Here a cell is observed from the
 * moment it mounts to the moment it unmounts, and only a weak map knows its index.
 */
export function createGridCells(positioner: Positioner, onMoved: () => void): GridCells {
  const indexOf = new WeakMap<Element, number>();
  const follow = (entries: ResizeObserverEntry[]) => {
    const updates: number[] = [];
    for (const { target } of entries) {
      const index = indexOf.get(target);
      // Layout is clean when observers run, so reading the height here costs nothing extra.
      const height = (target as HTMLElement).offsetHeight;
      const known = index === undefined ? undefined : positioner.get(index);
      if (index !== undefined && known !== undefined && height > 0 && height !== known.height) updates.push(index, height);
    }
    if (updates.length === 0) return;
    positioner.update(updates);
    onMoved();
  };
  // The server renders the grid's first screen through this hook too, with no ResizeObserver; no cell attaches there.
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(follow);
  return {
    attach(element, index) {
      if (positioner.get(index) === undefined) positioner.set(index, element.offsetHeight);
      indexOf.set(element, index);
      observer?.observe(element);
      return () => observer?.unobserve(element);
    },
    disconnect: () => observer?.disconnect(),
  };
}

/** The cells of one layout (positioner); a new layout follows its cells afresh and lets the old observer go. */
export function useGridCells(positioner: Positioner): GridCells {
  const [, relayout] = useReducer((n: number) => n + 1, 0);
  const cells = useMemo(() => createGridCells(positioner, relayout), [positioner]);
  useEffect(() => () => cells.disconnect(), [cells]);
  return cells;
}
