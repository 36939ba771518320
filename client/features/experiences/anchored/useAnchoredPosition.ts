import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import type { Side } from '../../../../shared/domain/experiences/anchored';

/** Space between an anchor and what hangs on it, and kept from the window's edges (px). */
const GAP = 8;

interface Box {
  width: number;
  height: number;
}

/** A side of the anchor, or its top right corner (where a pulsar sits, over the anchor's edge). */
export type Where = Side | 'corner';

/** Where a box of `size` sits on `side` of `anchor` (window coordinates), centred along it and kept inside the window. */
export function placeBeside(anchor: DOMRect, size: Box, side: Where, view: Box): { top: number; left: number } {
  if (side === 'corner') return { top: anchor.top - size.height / 2, left: anchor.right - size.width / 2 };
  let top =
    side === 'top' ? anchor.top - size.height - GAP : side === 'bottom' ? anchor.bottom + GAP : anchor.top + (anchor.height - size.height) / 2;
  let left = side === 'left' ? anchor.left - size.width - GAP : side === 'right' ? anchor.right + GAP : anchor.left + (anchor.width - size.width) / 2;
  top = Math.min(Math.max(top, GAP), Math.max(GAP, view.height - size.height - GAP));
  left = Math.min(Math.max(left, GAP), Math.max(GAP, view.width - size.width - GAP));
  return { top, left };
}

/**
 * A fixed position for `floating` on `side` of `anchor`, following it as the page scrolls or resizes. The package
 * list has no positioning library (the dropdown menu's is internal to Radix), and this is all the anchored surfaces need.
 */
export function useAnchoredPosition(anchor: HTMLElement, side: Where, floating: RefObject<HTMLElement | null>): CSSProperties {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const update = () => {
      const box = floating.current?.getBoundingClientRect() ?? { width: 0, height: 0 };
      setPosition(placeBeside(anchor.getBoundingClientRect(), box, side, { width: window.innerWidth, height: window.innerHeight }));
    };
    update();
    window.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [anchor, side, floating]);
  // Hidden until measured, so it never flashes at the window's corner.
  return position ? { position: 'fixed', ...position } : { position: 'fixed', top: 0, left: 0, visibility: 'hidden' };
}
