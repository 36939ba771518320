import { GESTURES } from '../constants';

export type SwipeDirection = 'next' | 'previous';

/** On mobile, a touch that moved less than 100 squared pixels is a tap, not a swipe. */
export function isSwipe(dx: number, dy: number): boolean {
  return dx * dx + dy * dy >= GESTURES.swipeMinSquared;
}

/**
 * A horizontal swipe pages a carousel: leftwards shows the next slot. A tap, or a mostly vertical drag (the page
 * scrolling), is no swipe at all.
 */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (!isSwipe(dx, dy) || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
