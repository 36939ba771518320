import type { PinDensity } from './boardListOptions';

/**
 * The profile view settings' values other than pin density (boardListOptions.ts): the board list's orders and
 * filters and the own-profile pin filter, shared by the contracts, the server's list query and the view-options menu,
 * and what a person who never chose sees.
 */
/** Sort orders of BoardsResource get, in the order the view-options menu offers them. */
export const BOARD_SORT_ORDERS = ['last_pinned_to', 'alphabetical', 'newest', 'oldest', 'group_boards_at_top', 'custom'] as const;
export type BoardSortOrder = (typeof BOARD_SORT_ORDERS)[number];

const SORT_LABELS: Record<BoardSortOrder, string> = {
  last_pinned_to: 'Last saved to',
  alphabetical: 'A to Z',
  newest: 'Newest',
  oldest: 'Oldest',
  group_boards_at_top: 'Group boards first',
  custom: 'Custom order',
};

export const boardSortLabel = (sort: BoardSortOrder) => SORT_LABELS[sort];

/** Board filters with their spec ranks (0 to 3): the rank is the filter's place in the menu. */
const FILTER_RANKS = { NONE: 0, GROUP: 1, SECRET: 2, ARCHIVED: 3 } as const;
export type BoardFilter = keyof typeof FILTER_RANKS;

export const boardFilterRank = (filter: BoardFilter): number => FILTER_RANKS[filter];

/**
 * The filters by rank, lowest first (a test holds it to FILTER_RANKS). Written out rather than sorted at load: a
 * top-level call would keep this whole module in every chunk that imports anything from it.
 */
export const BOARD_FILTERS: [BoardFilter, ...BoardFilter[]] = ['NONE', 'GROUP', 'SECRET', 'ARCHIVED'];

const FILTER_LABELS: Record<BoardFilter, string> = {
  NONE: 'All boards',
  GROUP: 'Group boards',
  SECRET: 'Secret boards',
  ARCHIVED: 'Archived boards',
};

export const boardFilterLabel = (filter: BoardFilter) => FILTER_LABELS[filter];

/** What an empty board list says: under a filter, that none matches, not that there are no boards at all. */
export const emptyBoardListText = (filter: BoardFilter = 'NONE') =>
  filter === 'NONE' ? 'No boards yet' : `No ${FILTER_LABELS[filter].toLowerCase()}`;

export const SELF_PROFILE_PIN_FILTERS = ['none', 'COLORS', 'CREATED_BY_ME', 'FAVORITED', 'FAVORITED_AND_CREATED_BY_ME', 'INTERESTS'] as const;
export type SelfProfilePinFilter = (typeof SELF_PROFILE_PIN_FILTERS)[number];

/** What a person who never chose sees: the list options' defaults. */
export const DEFAULT_PROFILE_VIEW = {
  boardSortOrder: 'last_pinned_to' as BoardSortOrder,
  boardFilter: 'NONE' as BoardFilter,
  boardPinDensity: 'default' as PinDensity,
  profilePinDensity: 'default' as PinDensity,
  selfProfilePinFilter: 'none' as SelfProfilePinFilter,
};
