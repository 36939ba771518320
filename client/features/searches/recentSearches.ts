import { useCallback, useSyncExternalStore } from 'react';
import { SEARCH } from '../../../shared/constants/search';
import { withoutRecentSearch, withRecentSearch } from '../../../shared/domain/recentSearches';
import { useAppSelector } from '../../app/hooks';
import { selectViewer } from '../auth/authSlice';
import { useRecentSearchAddMutation, useRecentSearchesQuery, useRecentSearchesRemoveMutation } from './searchesApi';

/** Where a signed-out visitor's recent searches are kept: this browser only. */
const STORAGE_KEY = 'pinboard:recentSearches';
const EMPTY: readonly string[] = [];

let cached: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };
const listeners = new Set<() => void>();

/** Storage can be disabled or blocked (private modes), or hold anything: then there are none, and nothing fails. */
function readLocal(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.list;
  let list: readonly string[] = EMPTY;
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(value)) list = value.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, SEARCH.recentSearches);
  } catch {
    list = EMPTY;
  }
  cached = { raw, list };
  return list;
}

function writeLocal(list: readonly string[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Full or blocked storage: the search still happened, it is only not remembered.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface RecentSearches {
  /** Whether the viewer is known yet, and so where their searches are kept. */
  ready: boolean;
  searches: readonly string[];
  add: (query: string) => void;
  /** Forgets one search, or all of them without one. */
  remove: (query?: string) => void;
}

/**
 * The viewer's recent searches, newest first: a signed-in person's on the server (RecentSearchesResource), so they
 * follow the account to any device; a signed-out visitor's in this browser's local storage.
 */
export function useRecentSearches(): RecentSearches {
  const viewer = useAppSelector(selectViewer);
  const signedIn = viewer?.isAuth === true;
  const { data } = useRecentSearchesQuery(undefined, { skip: !signedIn });
  const [addOnServer] = useRecentSearchAddMutation();
  const [removeOnServer] = useRecentSearchesRemoveMutation();
  const local = useSyncExternalStore(subscribe, readLocal, () => EMPTY);

  const add = useCallback(
    (query: string) => {
      if (signedIn) void addOnServer(query);
      else writeLocal(withRecentSearch(readLocal(), query, SEARCH.recentSearches));
    },
    [addOnServer, signedIn],
  );
  const remove = useCallback(
    (query?: string) => {
      if (signedIn) void removeOnServer(query);
      else writeLocal(withoutRecentSearch(readLocal(), query));
    },
    [removeOnServer, signedIn],
  );
  return { ready: viewer !== null, searches: signedIn ? (data ?? EMPTY) : local, add, remove };
}
