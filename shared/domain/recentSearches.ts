/**
 * A list of recent searches after one more: the new one first, a repeat (whatever its case) taking its place and its
 * new spelling, at most `keep` of them. The server keeps a signed-in person's the same way (recent_searches).
 */
export function withRecentSearch(list: readonly string[], query: string, keep: number): string[] {
  const lower = query.toLowerCase();
  return [query, ...list.filter((q) => q.toLowerCase() !== lower)].slice(0, keep);
}

/** The list without one search (whatever its case), or empty without any (`query` undefined: forget them all). */
export const withoutRecentSearch = (list: readonly string[], query: string | undefined): string[] =>
  query === undefined ? [] : list.filter((q) => q.toLowerCase() !== query.toLowerCase());
