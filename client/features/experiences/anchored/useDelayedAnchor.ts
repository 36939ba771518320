import { useEffect, useState } from 'react';
import { useAnchorElement } from './anchors';

/**
 * The anchor `name` once it has been on the page for `delayMs`: a delayed tooltip shows after its delay, and each time
 * its anchor comes back (a new element under the name) it re-shows after the delay again.
 */
export function useDelayedAnchor(name: string | null, delayMs: number): HTMLElement | null {
  const anchor = useAnchorElement(name);
  const [readyFor, setReadyFor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!anchor || delayMs === 0) return;
    const timer = setTimeout(() => setReadyFor(anchor), delayMs);
    return () => clearTimeout(timer);
  }, [anchor, delayMs]);
  return anchor && (delayMs === 0 || readyFor === anchor) ? anchor : null;
}
