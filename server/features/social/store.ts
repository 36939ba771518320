import type { Db } from '../../db/open';
import { BOARD_VISIBLE, GROUP_BOARD } from '../boards/visibility';

export interface FavoriteTargetRow {
  id: number;
  /** The pin sits on a group board: collaborative, or with collaborators. */
  group_board: number;
  /** The viewer owns that board or collaborates on it with 'favorite' among their permissions. */
  may_favorite: number;
}

export interface FollowableBoardRow {
  id: number;
  owner_id: number;
}

interface StateRow {
  mine: number;
  count: number;
}

type Pair = { viewer: number; id: number };

/**
 * Favorites and follows. Each write is an INSERT OR IGNORE or a DELETE, so repeating it changes nothing. Dropping
 * a follow that existed also records the unfollow (the home feed leaves that source out), and following again
 * clears it, in the same transaction.
 */
export function createSocialStore(db: Db) {
  const favoriteTarget = db.prepare<Pair, FavoriteTargetRow>(
    `SELECT p.id,
       ${GROUP_BOARD} AS group_board,
       (b.owner_id = @viewer OR EXISTS (
         SELECT 1 FROM board_collaborators c, json_each(c.permissions) perm
         WHERE c.board_id = b.id AND c.user_id = @viewer AND perm.value = 'favorite')) AS may_favorite
     FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id = @id AND ${BOARD_VISIBLE}`,
  );
  const addFavorite = db.prepare<[number, number, number]>(`INSERT OR IGNORE INTO favorites (pin_id, user_id, created_at) VALUES (?, ?, ?)`);
  const removeFavorite = db.prepare<[number, number]>(`DELETE FROM favorites WHERE pin_id = ? AND user_id = ?`);
  const countFavorites = db.prepare<[number, number]>(`UPDATE pins SET favorite_user_count = favorite_user_count + ? WHERE id = ?`);
  const favoriteState = db.prepare<Pair, StateRow>(
    `SELECT EXISTS (SELECT 1 FROM favorites f WHERE f.pin_id = p.id AND f.user_id = @viewer) AS mine, p.favorite_user_count AS count
     FROM pins p WHERE p.id = @id`,
  );
  // The row count the INSERT or DELETE reports is what moves the counter, in the same transaction, so the count
  // stays equal to the rows however requests interleave.
  const setFavorite = db.transaction((pinId: number, viewerId: number, on: boolean, now: number) => {
    const delta = on ? addFavorite.run(pinId, viewerId, now).changes : -removeFavorite.run(pinId, viewerId).changes;
    if (delta !== 0) countFavorites.run(delta, pinId);
    return favoriteState.get({ viewer: viewerId, id: pinId })!;
  });

  const followableBoard = db.prepare<Pair, FollowableBoardRow>(`SELECT b.id, b.owner_id FROM boards b WHERE b.id = @id AND ${BOARD_VISIBLE}`);
  const addBoardFollow = db.prepare<[number, number, number]>(`INSERT OR IGNORE INTO board_follows (user_id, board_id, created_at) VALUES (?, ?, ?)`);
  const removeBoardFollow = db.prepare<[number, number]>(`DELETE FROM board_follows WHERE user_id = ? AND board_id = ?`);
  const addBoardUnfollow = db.prepare<[number, number, number]>(`INSERT OR IGNORE INTO board_unfollows (user_id, board_id, created_at) VALUES (?, ?, ?)`);
  const removeBoardUnfollow = db.prepare<[number, number]>(`DELETE FROM board_unfollows WHERE user_id = ? AND board_id = ?`);
  const boardFollowState = db.prepare<Pair, StateRow>(
    `SELECT EXISTS (SELECT 1 FROM board_follows WHERE user_id = @viewer AND board_id = @id) AS mine,
       (SELECT count(*) FROM board_follows WHERE board_id = @id) AS count`,
  );
  const setBoardFollow = db.transaction((viewerId: number, boardId: number, on: boolean, now: number) => {
    if (on) {
      addBoardFollow.run(viewerId, boardId, now);
      removeBoardUnfollow.run(viewerId, boardId);
    } else if (removeBoardFollow.run(viewerId, boardId).changes > 0) addBoardUnfollow.run(viewerId, boardId, now);
    return boardFollowState.get({ viewer: viewerId, id: boardId })!;
  });

  const addUserFollow = db.prepare<[number, number, number]>(`INSERT OR IGNORE INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)`);
  const removeUserFollow = db.prepare<[number, number]>(`DELETE FROM user_follows WHERE follower_id = ? AND followee_id = ?`);
  const addUserUnfollow = db.prepare<[number, number, number]>(`INSERT OR IGNORE INTO user_unfollows (user_id, followee_id, created_at) VALUES (?, ?, ?)`);
  const removeUserUnfollow = db.prepare<[number, number]>(`DELETE FROM user_unfollows WHERE user_id = ? AND followee_id = ?`);
  const userFollowState = db.prepare<Pair, StateRow>(
    `SELECT EXISTS (SELECT 1 FROM user_follows WHERE follower_id = @viewer AND followee_id = @id) AS mine,
       (SELECT count(*) FROM user_follows WHERE followee_id = @id) AS count`,
  );
  const setUserFollow = db.transaction((viewerId: number, userId: number, on: boolean, now: number) => {
    if (on) {
      addUserFollow.run(viewerId, userId, now);
      removeUserUnfollow.run(viewerId, userId);
    } else if (removeUserFollow.run(viewerId, userId).changes > 0) addUserUnfollow.run(viewerId, userId, now);
    return userFollowState.get({ viewer: viewerId, id: userId })!;
  });

  const interestExists = db.prepare<[number], number>(`SELECT 1 FROM interests WHERE id = ?`).pluck();
  const addInterestFollow = db.prepare<[number, number, number]>(
    `INSERT OR IGNORE INTO interest_follows (user_id, interest_id, created_at) VALUES (?, ?, ?)`,
  );
  const removeInterestFollow = db.prepare<[number, number]>(`DELETE FROM interest_follows WHERE user_id = ? AND interest_id = ?`);
  const interestFollowed = db.prepare<[number, number], number>(`SELECT 1 FROM interest_follows WHERE user_id = ? AND interest_id = ?`).pluck();

  return {
    favoriteTarget: (viewerId: number, pinId: number) => favoriteTarget.get({ viewer: viewerId, id: pinId }),
    setFavorite: (viewerId: number, pinId: number, on: boolean, now: number) => setFavorite.immediate(pinId, viewerId, on, now),

    followableBoard: (viewerId: number, boardId: number) => followableBoard.get({ viewer: viewerId, id: boardId }),
    setBoardFollow: (viewerId: number, boardId: number, on: boolean, now: number) => setBoardFollow.immediate(viewerId, boardId, on, now),
    setUserFollow: (viewerId: number, userId: number, on: boolean, now: number) => setUserFollow.immediate(viewerId, userId, on, now),

    interestExists: (interestId: number) => interestExists.get(interestId) !== undefined,
    setInterestFollow(viewerId: number, interestId: number, on: boolean, now: number): boolean {
      if (on) addInterestFollow.run(viewerId, interestId, now);
      else removeInterestFollow.run(viewerId, interestId);
      return interestFollowed.get(viewerId, interestId) !== undefined;
    },
  };
}
