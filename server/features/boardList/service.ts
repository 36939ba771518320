import type * as contracts from '../../../shared/contracts/boardList';
import type { OptionsOf } from '../../../shared/contracts/endpoint';
import { badRequest } from '../../http/errors';
import type { Db } from '../../sqlite/open';
import type { BoardListStore } from './store';

/** The custom board order (BoardsResource get, sort custom); a write is one IMMEDIATE transaction. */
export function createBoardListService(db: Db, store: BoardListStore) {
  const reorder = db.transaction((o: OptionsOf<typeof contracts.boardOrderUpdate>, viewerId: number): string[] => {
    const current = new Set(store.profileBoardIds(viewerId));
    const asked = o.board_ids.map(Number);
    if (asked.length !== current.size || new Set(asked).size !== asked.length || !asked.every((boardId) => current.has(boardId))) {
      throw badRequest('The list must hold each of your boards once.', { board_ids: 'must be exactly the boards on your profile' });
    }
    store.storeOrder(viewerId, asked);
    return asked.map(String);
  });

  return {
    reorder: (o: OptionsOf<typeof contracts.boardOrderUpdate>, viewerId: number) => reorder.immediate(o, viewerId),
  };
}

export type BoardListService = ReturnType<typeof createBoardListService>;
