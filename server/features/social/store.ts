import type { Db } from '../../sqlite/open';
import { perLimit } from '../../common/perLimit';
import { BOARD_VISIBLE, GROUP_BOARD } from '../../common/visibility';

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

/** Where a follow list's page starts: after the follow made at `at` by (or of) `id`; the first page starts at the top. */
export interface FollowAfter {
  at: number;
  id: number;
}
/** One follow in a list: who, and when the follow was made (the list's keyset). */
export interface FollowRow {
  id: number;
  at: number;
}

/**
 * A follow list: the people on one side of a follow table, newest follow first, read through the index that leads
 * with the other side and the follow's time (db/migrations/0032_people_search.sql).
 */
function followList(db: Db, table: 'user_follows' | 'board_follows', of: string, person: string) {
  return perLimit<{ of: number } & FollowAfter, FollowRow>(
    db,
    (n) => `SELECT ${person} AS id, created_at AS at FROM ${table}
       WHERE ${of} = @of AND (created_at < @at OR (created_at = @at AND ${person} < @id))
       ORDER BY created_at DESC, ${person} DESC LIMIT ${n}`,
  );
}

/**
 * A follow table and the table that remembers unfollows, by their column names: the follower's column in the first
 * (the second names it user_id) and the followed board's or user's, the same in both.
 */
interface FollowTables {
  follows: 'board_follows' | 'user_follows';
  follower: 'user_id' | 'follower_id';
  unfollows: 'board_unfollows' | 'user_unfollows';
  target: 'board_id' | 'followee_id';
}

/** Sets one kind of follow (of boards, of users) with its unfollow record as below, and answers the new state. */
function followWriter(db: Db, { follows, follower, unfollows, target }: FollowTables) {
  const add = db.prepare<[number, number, number]>(`INSERT OR IGNORE INTO ${follows} (${follower}, ${target}, created_at) VALUES (?, ?, ?)`);
  const remove = db.prepare<[number, number]>(`DELETE FROM ${follows} WHERE ${follower} = ? AND ${target} = ?`);
  const addUnfollow = db.prepare<[number, number, number]>(`INSERT OR IGNORE INTO ${unfollows} (user_id, ${target}, created_at) VALUES (?, ?, ?)`);
  const removeUnfollow = db.prepare<[number, number]>(`DELETE FROM ${unfollows} WHERE user_id = ? AND ${target} = ?`);
  const state = db.prepare<Pair, StateRow>(
    `SELECT EXISTS (SELECT 1 FROM ${follows} WHERE ${follower} = @viewer AND ${target} = @id) AS mine,
       (SELECT count(*) FROM ${follows} WHERE ${target} = @id) AS count`,
  );
  const set = db.transaction((viewerId: number, targetId: number, on: boolean, now: number) => {
    if (on) {
      add.run(viewerId, targetId, now);
      removeUnfollow.run(viewerId, targetId);
    } else if (remove.run(viewerId, targetId).changes > 0) addUnfollow.run(viewerId, targetId, now);
    return state.get({ viewer: viewerId, id: targetId })!;
  });
  return (viewerId: number, targetId: number, on: boolean, now: number) => set.immediate(viewerId, targetId, on, now);
}

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
  const setBoardFollow = followWriter(db, { follows: 'board_follows', follower: 'user_id', unfollows: 'board_unfollows', target: 'board_id' });
  const setUserFollow = followWriter(db, { follows: 'user_follows', follower: 'follower_id', unfollows: 'user_unfollows', target: 'followee_id' });

  const followers = followList(db, 'user_follows', 'followee_id', 'follower_id');
  const following = followList(db, 'user_follows', 'follower_id', 'followee_id');
  const boardFollowers = followList(db, 'board_follows', 'board_id', 'user_id');

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
    setBoardFollow,
    setUserFollow,
    followers: (userId: number, after: FollowAfter, limit: number) => followers(limit, { of: userId, ...after }),
    following: (userId: number, after: FollowAfter, limit: number) => following(limit, { of: userId, ...after }),
    boardFollowers: (boardId: number, after: FollowAfter, limit: number) => boardFollowers(limit, { of: boardId, ...after }),

    interestExists: (interestId: number) => interestExists.get(interestId) !== undefined,
    setInterestFollow(viewerId: number, interestId: number, on: boolean, now: number): boolean {
      if (on) addInterestFollow.run(viewerId, interestId, now);
      else removeInterestFollow.run(viewerId, interestId);
      return interestFollowed.get(viewerId, interestId) !== undefined;
    },
  };
}

export type SocialStore = ReturnType<typeof createSocialStore>;
