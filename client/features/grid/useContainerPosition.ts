import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

export interface ContainerPosition {
  /** The container's distance from the top of the document. */
  offset: number;
  width: number;
}

const UNMEASURED: ContainerPosition = { offset: 0, width: 0 };

/**
 * masonic's useContainerPosition (the grid's container measured before the browser paints, and again when the viewport
 * changes), with one difference: while the server's first screen shows (`urgent` false), the measure is kept in a
 * transition. masonic's state update in a layout effect is synchronous, and right after hydration it pulled every
 * effect of the hydrated page into the same long task; nothing needs the measure until masonic takes the first screen
 * over, which is itself a transition.
 */
export function useContainerPosition(
  ref: RefObject<HTMLElement | null>,
  viewportWidth: number,
  viewportHeight: number,
  urgent: boolean,
): ContainerPosition {
  const [position, setPosition] = useState(UNMEASURED);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let offset = 0;
    for (let at: HTMLElement | null = element; at; at = at.offsetParent as HTMLElement | null) offset += at.offsetTop;
    const next = { offset, width: element.offsetWidth };
    const update = () => setPosition((kept) => (kept.offset === next.offset && kept.width === next.width ? kept : next));
    if (urgent) update();
    else startTransition(update);
  }, [ref, viewportWidth, viewportHeight, urgent]);
  return position;
}
