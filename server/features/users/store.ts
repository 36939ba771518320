import type * as tables from '../../../db/tables';
import type { Db } from '../../sqlite/open';

/** A user as the stores read it: the table's columns plus the avatar's image signature. */
export interface UserRow extends tables.UserRow {
  avatar_signature: string | null;
}

/** A user with the counts and viewer-relative flags a summary needs. */
export interface UserSummaryRow extends UserRow {
  follower_count: number;
  followed_by_me: number;
}

const USER_COLUMNS = `u.*, i.signature AS avatar_signature`;

/**
 * The signed-in viewer as the session loads it: the columns handlers and the viewer answer use, and no others, so the
 * password hash (and the email) never reach a handler. VIEWER_COLUMNS selects exactly these, from `users u` joined to
 * the avatar's `images i`.
 */
export type ViewerRow = Pick<
  UserRow,
  'id' | 'username' | 'first_name' | 'full_name' | 'country' | 'is_partner' | 'is_employee' | 'save_behavior' | 'created_at' | 'avatar_signature'
>;
export const VIEWER_COLUMNS =
  'u.id, u.username, u.first_name, u.full_name, u.country, u.is_partner, u.is_employee, u.save_behavior, u.created_at, i.signature AS avatar_signature';

export function createUsersStore(db: Db) {
  const byId = db.prepare<[number], UserRow>(`SELECT ${USER_COLUMNS} FROM users u LEFT JOIN images i ON i.id = u.avatar_image_id WHERE u.id = ?`);
  const byLogin = db.prepare<[string, string], UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN images i ON i.id = u.avatar_image_id WHERE u.username = ? OR u.email = ?`,
  );
  const byUsername = db.prepare<[string], UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN images i ON i.id = u.avatar_image_id WHERE u.username = ?`,
  );
  const summaries = db.prepare<[number, string], UserSummaryRow>(
    `SELECT ${USER_COLUMNS},
       (SELECT count(*) FROM user_follows f WHERE f.followee_id = u.id) AS follower_count,
       EXISTS (SELECT 1 FROM user_follows f WHERE f.followee_id = u.id AND f.follower_id = ?) AS followed_by_me
     FROM users u LEFT JOIN images i ON i.id = u.avatar_image_id
     WHERE u.id IN (SELECT value FROM json_each(?))`,
  );
  const insert = db.prepare<[string, string, string, string, string, number]>(
    `INSERT INTO users (username, email, password_hash, first_name, full_name, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const counts = db.prepare<[number, number, number, number, number], ProfileCounts>(
    `SELECT
       (SELECT count(*) FROM boards WHERE owner_id = ?) AS board_count,
       (SELECT count(*) FROM boards WHERE owner_id = ? AND privacy = 'secret') AS secret_board_count,
       (SELECT count(*) FROM pins WHERE pinner_id = ?) AS pin_count,
       (SELECT count(*) FROM user_follows WHERE follower_id = ?) AS following_count,
       EXISTS (SELECT 1 FROM boards WHERE owner_id = ? AND layout = 'quick_saves') AS has_quicksave_board`,
  );

  return {
    byId: (id: number) => byId.get(id),
    byLogin: (login: string) => byLogin.get(login, login),
    byUsername: (username: string) => byUsername.get(username),
    /** Summaries keyed by id, with `followed_by_me` relative to the viewer (0 when signed out). */
    summaries(ids: Iterable<number>, viewerId: number | null): Map<number, UserSummaryRow> {
      const unique = [...new Set(ids)];
      const rows = unique.length ? summaries.all(viewerId ?? 0, JSON.stringify(unique)) : [];
      return new Map(rows.map((r) => [r.id, r]));
    },
    insert(u: { username: string; email: string; passwordHash: string; firstName: string; now: number }): number {
      return Number(insert.run(u.username, u.email, u.passwordHash, u.firstName, u.firstName, u.now).lastInsertRowid);
    },
    counts: (id: number) => counts.get(id, id, id, id, id)!,
  };
}

export interface ProfileCounts {
  board_count: number;
  secret_board_count: number;
  pin_count: number;
  following_count: number;
  has_quicksave_board: number;
}

export type UsersStore = ReturnType<typeof createUsersStore>;
