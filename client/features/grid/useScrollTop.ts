import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GRID } from '../../../shared/constants';

/**
 * The next position the grid renders at on its way to the window's. A scroll of up to a viewport is followed in steps
 * of half a viewport, one step a frame, so each commit mounts about half a viewport of new cards instead of a whole
 * one. The grid keeps a viewport of cards above and two below the position it renders at, so the screen stays
 * covered while it catches up. A longer jump (a Home key, a drag of the scrollbar) goes straight there: nothing on
 * the way would be seen.
 */
export function nextScrollStep(shown: number, target: number, viewportHeight: number): number {
  const distance = Math.abs(target - shown);
  const step = viewportHeight / 2;
  if (distance <= step || distance > viewportHeight) return target;
  return shown + Math.sign(target - shown) * step;
}

/**
 * The window's scroll position below the grid's top, followed a dozen times a second. Each step mounts the cards
 * coming into range, which is the heaviest work a scroll causes, so it renders as a transition: React builds the new
 * cards in slices of a few milliseconds and lets the browser scroll and paint in between, and the commit (which
 * React cannot slice) holds at most half a viewport of new cards (nextScrollStep).
 * (masonic's own useScroller sets it as an urgent update, and also toggles the container's pointer-events and
 * will-change while scrolling, which restyles every card twice per scroll; neither is used.)
 */
export function useScrollTop(offset: number, viewportHeight: number): number {
  // The server renders the grid's first screen through this hook too, with no window: it stands at the top there.
  const [shown, setShown] = useState(() => (typeof window === 'undefined' ? 0 : window.scrollY));
  const target = useRef(shown);
  const height = useRef(viewportHeight);
  // Read by the next frame's step, which always runs after this commit.
  useLayoutEffect(() => {
    height.current = viewportHeight;
  }, [viewportHeight]);
  const frame = useRef<number | undefined>(undefined);

  const stepSoon = () => {
    frame.current ??= requestAnimationFrame(() => {
      frame.current = undefined;
      startTransition(() => setShown((from) => nextScrollStep(from, target.current, height.current)));
    });
  };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      timer = undefined;
      target.current = window.scrollY;
      stepSoon();
    };
    const onScroll = () => {
      timer ??= setTimeout(follow, GRID.scrollUpdateMs);
    };
    follow();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
      frame.current = undefined;
    };
  }, []);

  // One step a frame until the grid has caught up with the window.
  useEffect(() => {
    if (shown !== target.current) stepSoon();
  }, [shown]);

  return Math.max(0, shown - offset);
}
