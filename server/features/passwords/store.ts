import type { Db } from '../../sqlite/open';

/** A live reset link's account, as the link is checked against it. */
export interface ResetLinkRow {
  user_id: number;
  username: string;
}

export function createPasswordsStore(db: Db) {
  const insert = db.prepare<[string, number, number, number]>(
    'INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const live = db.prepare<[string, number], ResetLinkRow>(
    `SELECT r.user_id, u.username FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.token_hash = ? AND r.expires_at > ?`,
  );
  const removeForUser = db.prepare<[number]>('DELETE FROM password_resets WHERE user_id = ?');
  const purge = db.prepare<[number]>('DELETE FROM password_resets WHERE expires_at <= ?');
  const setHash = db.prepare<[string, number]>('UPDATE users SET password_hash = ? WHERE id = ?');
  return {
    /** Expired links are deleted whenever a new one is made: an indexed range delete, no timer. */
    insert(tokenHash: string, userId: number, now: number, expiresAt: number): void {
      purge.run(now);
      insert.run(tokenHash, userId, now, expiresAt);
    },
    /** The account of the unexpired link whose token hashes to `tokenHash`. */
    live: (tokenHash: string, now: number) => live.get(tokenHash, now),
    /** Every link of the user: one was used, or the password changed, so none made before may set it again. */
    removeForUser: (userId: number) => removeForUser.run(userId).changes,
    setPasswordHash: (userId: number, passwordHash: string) => void setHash.run(passwordHash, userId),
  };
}

export type PasswordsStore = ReturnType<typeof createPasswordsStore>;
