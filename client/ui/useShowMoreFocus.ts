import { useEffect, useRef } from 'react';

interface PagedList {
  /** Whether a page is on its way: a second press waits for it. */
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

/**
 * 'Show more' for a list that grows at its end: the returned handler asks for the next page, and once the list has
 * more than `count` items the keyboard focus moves to the first new one (`focusItem(index)`), so a keyboard user
 * carries on where the new items begin. The button stays enabled while a page loads, since a disabled button would
 * drop the focus.
 */
export function useShowMoreFocus(count: number, feed: PagedList, focusItem: (index: number) => void): () => void {
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    focusItem(from);
  }, [count, focusItem]);
  return () => {
    if (feed.isFetching) return;
    focusFrom.current = count;
    void feed.fetchNextPage();
  };
}
