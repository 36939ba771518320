import type { BoardFilter, BoardSortOrder } from './profileViewSettings';

/** A profile lists the boards most recently saved to first: the board list's default order (DEFAULT_PROFILE_VIEW). */
export const PROFILE_BOARD_SORT: BoardSortOrder = 'last_pinned_to';

/** Whose boards, and (the owner's profile view settings) in which order and which of them. */
export interface UserBoardsArg {
  username: string;
  sort?: BoardSortOrder;
  board_filter?: BoardFilter;
}

/**
 * The Saved tab's board list query: anyone else's profile in the default order; the viewer's own (`own`: their
 * profile view settings) in their chosen order and filter. The profile, and the server rendering it, ask the same.
 */
export function profileBoardsArg(username: string, own: { boardSortOrder: BoardSortOrder; boardFilter: BoardFilter } | null): UserBoardsArg {
  if (!own) return { username };
  const { boardSortOrder: sort, boardFilter } = own;
  return boardFilter === 'NONE' ? { username, sort } : { username, sort, board_filter: boardFilter };
}

/** BoardsResource get's options for a page of that list, in the one order that makes its url (the server answers it). */
export function profileBoardsOptions({ username, sort = PROFILE_BOARD_SORT, board_filter }: UserBoardsArg, bookmark?: string) {
  return { username, ...(board_filter === undefined ? {} : { board_filter }), sort, bookmark };
}
