import type { Db } from '../../sqlite/open';

/** A signed-in person's recent searches (recent_searches): one row per query, whatever its case. */
export function createSearchesStore(db: Db) {
  const list = db.prepare<[number, number], string>(`SELECT query FROM recent_searches WHERE user_id = ? ORDER BY searched_at DESC LIMIT ?`).pluck();
  // A repeat takes the new spelling and moves to the top. A search is always newer than the one before it, even in
  // the same millisecond, so the order is the order they were made in.
  const upsert = db.prepare<{ user: number; query: string; now: number }>(
    `INSERT INTO recent_searches (user_id, query, searched_at)
     VALUES (@user, @query, max(@now, coalesce((SELECT max(searched_at) + 1 FROM recent_searches WHERE user_id = @user), 0)))
     ON CONFLICT (user_id, query) DO UPDATE SET query = excluded.query, searched_at = excluded.searched_at`,
  );
  // Only the newest `keep` stay: the list is all anyone sees of them.
  const trim = db.prepare<[number, number, number]>(
    `DELETE FROM recent_searches WHERE user_id = ? AND query NOT IN (
       SELECT query FROM recent_searches WHERE user_id = ? ORDER BY searched_at DESC LIMIT ?)`,
  );
  const removeOne = db.prepare<[number, string]>(`DELETE FROM recent_searches WHERE user_id = ? AND query = ?`);
  const removeAll = db.prepare<[number]>(`DELETE FROM recent_searches WHERE user_id = ?`);

  const add = db.transaction((userId: number, query: string, now: number, keep: number) => {
    upsert.run({ user: userId, query, now });
    trim.run(userId, userId, keep);
  });

  return {
    list: (userId: number, keep: number) => list.all(userId, keep),
    add: (userId: number, query: string, now: number, keep: number) => add.immediate(userId, query, now, keep),
    remove: (userId: number, query: string | undefined) => (query === undefined ? removeAll.run(userId) : removeOne.run(userId, query)),
  };
}

export type SearchesStore = ReturnType<typeof createSearchesStore>;
