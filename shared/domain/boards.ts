import type { BoardRef } from '../contracts/board';

/** A group board is collaborative or has collaborators. Favorites exist only there. */
export function isGroupBoard(board: Pick<BoardRef, 'isCollaborative' | 'collaboratorCount'>): boolean {
  return board.isCollaborative || board.collaboratorCount > 0;
}

/** The board grid's favorites filter lives in the url (as the API names it), so it survives a reload and the back button. */
export const FAVORITES_PARAM = { name: 'filter', value: 'favorited' } as const;

/** Whether a board page shows only favorited pins: on a group board whose url asks; a stale filter elsewhere is ignored. */
export function showsFavoritesOnly(board: Pick<BoardRef, 'isCollaborative' | 'collaboratorCount'>, params: URLSearchParams): boolean {
  return isGroupBoard(board) && params.get(FAVORITES_PARAM.name) === FAVORITES_PARAM.value;
}
