/**
 * The search box's suggestions and recent searches. Imported from this file, not the constants index: home's script
 * carries the index, and these are for the search box's own chunk and the server.
 */
export const SEARCH = {
  /** Recent searches kept and offered, newest first; an older one drops off when a new one comes. */
  recentSearches: 8,
  /** People the search box suggests as the words are typed. */
  suggestedPeople: 4,
  /** Boards the search box suggests as the words are typed. */
  suggestedBoards: 3,
  /** The search box asks for suggestions once typing has paused this long (ms), not on every key. */
  suggestionDelay: 150,
} as const;
