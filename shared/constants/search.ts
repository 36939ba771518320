/** The search box's suggestions and recent searches. */
export const SEARCH = {
  /** Recent searches kept and offered, newest first; an older one drops off when a new one comes. */
  recentSearches: 8,
  /** People the search box suggests as the words are typed. */
  suggestedPeople: 4,
  /** Boards the search box suggests as the words are typed. */
  suggestedBoards: 3,
} as const;
