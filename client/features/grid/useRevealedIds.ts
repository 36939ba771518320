import { startTransition, useEffect, useMemo, useState } from 'react';
import { grewAtEnd } from './listGrowth';

/**
 * The ids the grid lays out. A page appended at the end is laid out a few cards a frame: masonic measures every new
 * card it places in one synchronous layout, and a whole page of them at once made the longest task of a scroll. A
 * list that did not grow at its end (a new search, a refetch) is laid out whole at once.
 */
export function useRevealedIds(ids: readonly string[], perFrame: number): readonly string[] {
  const [revealed, setRevealed] = useState({ list: ids, count: ids.length });
  let { count } = revealed;
  if (revealed.list !== ids) {
    count = grewAtEnd(revealed.list, ids) ? Math.min(ids.length, count + perFrame) : ids.length;
    setRevealed({ list: ids, count });
  }

  useEffect(() => {
    if (count >= ids.length) return;
    const frame = requestAnimationFrame(() =>
      startTransition(() => setRevealed((now) => (now.list === ids ? { list: ids, count: Math.min(ids.length, now.count + perFrame) } : now))),
    );
    return () => cancelAnimationFrame(frame);
  }, [ids, count, perFrame]);

  return useMemo(() => (count >= ids.length ? ids : ids.slice(0, count)), [ids, count]);
}
