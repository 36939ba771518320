import type { BoardRef } from '../contracts/board';

/** A group board is collaborative or has collaborators. Favorites exist only there. */
export function isGroupBoard(board: Pick<BoardRef, 'isCollaborative' | 'collaboratorCount'>): boolean {
  return board.isCollaborative || board.collaboratorCount > 0;
}
