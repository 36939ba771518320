import { createContext, useEffect, useRef, type MouseEvent, type RefObject, type TouchEvent } from 'react';
import { TIMINGS } from '../../../shared/constants';
import { isSwipe, swipeDirection, type SwipeDirection } from '../../../shared/domain/gestures';

/** Pages the card's media by one slot; answers whether it moved, so the card knows the swipe was used. */
export type SwipeHandler = (direction: SwipeDirection) => boolean;

/**
 * The closeup link lies over the media, so touches land on the link, never on the carousel under it. The card
 * therefore reads the gestures on its visual area (the link's parent) and hands swipes to whatever media registered
 * here.
 */
export const SwipeTargetContext = createContext<RefObject<SwipeHandler | null> | null>(null);

/**
 * Touch gestures on the card's visual area: a horizontal swipe pages the media; with `onLongPress`, holding still
 * for 500 ms calls it instead of opening the pin.
 */
export function useCardGestures(onLongPress: (() => void) | null) {
  const swipeTarget = useRef<SwipeHandler | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const longPressed = useRef(false);

  const cancelPress = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => cancelPress, []);

  const handlers = {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      longPressed.current = false;
      cancelPress();
      if (onLongPress && start.current) {
        timer.current = setTimeout(() => {
          longPressed.current = true;
          onLongPress();
        }, TIMINGS.longPress);
      }
    },
    onTouchMove(event: TouchEvent) {
      const from = start.current;
      const touch = event.touches[0];
      // A finger that travels is scrolling or swiping, not pressing.
      if (from && touch && isSwipe(touch.clientX - from.x, touch.clientY - from.y)) cancelPress();
    },
    onTouchEnd(event: TouchEvent) {
      cancelPress();
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      // Without preventDefault the browser turns the finished gesture into a click on the closeup link.
      if (longPressed.current) {
        event.preventDefault();
        return;
      }
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction && swipeTarget.current?.(direction)) event.preventDefault();
    },
    onTouchCancel() {
      cancelPress();
      start.current = null;
    },
    onContextMenu(event: MouseEvent) {
      // Mobile browsers open their link menu on a long press; ours replaces it where long press is ours.
      if (onLongPress && (start.current || longPressed.current)) event.preventDefault();
    },
  };
  return { swipeTarget, handlers };
}
