import type { Db } from '../../sqlite/open';

/** A profile's boards and its owner's custom order of them. */
export function createBoardListStore(db: Db) {
  // The boards a profile lists, as BoardsResource get lists them for their owner: owned or collaborated.
  const profileBoardIds = db
    .prepare<{ user: number }, number>(
      `SELECT b.id FROM boards b WHERE b.owner_id = @user
       UNION SELECT c.board_id FROM board_collaborators c WHERE c.user_id = @user`,
    )
    .pluck();
  const clearOrder = db.prepare<[number]>(`DELETE FROM board_order WHERE user_id = ?`);
  const place = db.prepare<[number, number, number]>(`INSERT INTO board_order (user_id, board_id, position) VALUES (?, ?, ?)`);

  return {
    profileBoardIds: (userId: number) => profileBoardIds.all({ user: userId }),
    /** Replaces the user's order with `boardIds`, first lowest. */
    storeOrder(userId: number, boardIds: number[]) {
      clearOrder.run(userId);
      boardIds.forEach((boardId, i) => place.run(userId, boardId, i + 1));
    },
  };
}

export type BoardListStore = ReturnType<typeof createBoardListStore>;
