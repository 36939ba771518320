import { useLayoutEffect, useRef } from 'react';
import { grewAtEnd } from './listGrowth';

/**
 * masonic caches each cell's position by index, which is only valid while the list grows at its end. Any other
 * change (a refetch after logging in, a new search) starts a new generation, and with it a fresh positioner.
 *
 * The list is compared with the one last committed, not the one last rendered. The grid renders its ids through
 * useDeferredValue, so the render that appends a page can be interrupted and thrown away, and the urgent render
 * that follows still holds the shorter list: measured against the discarded longer one it looked replaced, and the
 * fresh positioner then mounted and measured every pin above the scroll position in one synchronous render (seconds
 * of main thread, deep in a long feed).
 */
/* eslint-disable react-hooks/refs -- deliberate: the ref holds the last *committed* list (written in a layout effect),
   which is exactly what an interrupted deferred render must be compared with; state would hold the last rendered one. */
export function useListGeneration(ids: readonly string[]): number {
  const committed = useRef({ ids, generation: 0 });
  const { ids: previous, generation } = committed.current;
  const appended = ids === previous || grewAtEnd(previous, ids);
  const next = appended ? generation : generation + 1;
  useLayoutEffect(() => {
    committed.current = { ids, generation: next };
  }, [ids, next]);
  return next;
}
/* eslint-enable react-hooks/refs */
