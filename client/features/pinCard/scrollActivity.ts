import { useSyncExternalStore } from 'react';
import { TIMINGS } from '../../../shared/constants';

/**
 * "Is the page scrolling?" for the shopping indicators (shown on scroll for 1500 ms, the scroll handler throttled to
 * 50 ms). One window listener serves every card, so a grid of cards adds one handler, not dozens.
 */
let active = false;
let lastHandled = Number.NEGATIVE_INFINITY;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setActive(next: boolean) {
  if (active === next) return;
  active = next;
  listeners.forEach((listener) => listener());
}

function onScroll() {
  const now = Date.now();
  if (now - lastHandled < TIMINGS.scrollThrottle) return;
  lastHandled = now;
  setActive(true);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => setActive(false), TIMINGS.shoppingIndicator);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('scroll', onScroll, { passive: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    clearTimeout(hideTimer);
    active = false;
    lastHandled = Number.NEGATIVE_INFINITY;
  };
}

/** True from a scroll until 1500 ms after the last handled one. */
export function useScrollActivity(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => false,
  );
}
