import type { Db } from '../../sqlite/open';
import { VIEWER_COLUMNS, type ViewerRow } from '../users/store';

export function createSessionsStore(db: Db) {
  const insert = db.prepare<[string, number, number, number]>(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const userFor = db.prepare<[string, number], ViewerRow>(
    `SELECT ${VIEWER_COLUMNS}
     FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN images i ON i.id = u.avatar_image_id
     WHERE s.token_hash = ? AND s.expires_at > ?`,
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  const purge = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  const removeForUser = db.prepare<[number, string | null]>('DELETE FROM sessions WHERE user_id = ? AND token_hash IS NOT ?');
  return {
    insert: (tokenHash: string, userId: number, now: number, expiresAt: number) => void insert.run(tokenHash, userId, now, expiresAt),
    userForToken: (tokenHash: string, now: number) => userFor.get(tokenHash, now),
    remove: (tokenHash: string) => void remove.run(tokenHash),
    purgeExpired: (now: number) => purge.run(now).changes,
    /** Deletes every session of the user but the one whose token hashes to `keepTokenHash` (null: every one); answers how many. */
    removeForUser: (userId: number, keepTokenHash: string | null) => removeForUser.run(userId, keepTokenHash).changes,
  };
}

export type SessionsStore = ReturnType<typeof createSessionsStore>;
