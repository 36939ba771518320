import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../sqlite/open';

const KEY_BYTES = 32;

/**
 * The signing key for one purpose (`name`: 'csrf', later 'offsite' ...), so a token made for one purpose never
 * verifies for another.
 *
 * With SECRET_KEY (`secretKey`) set, each purpose's key is derived from it and nothing is stored: the operator owns
 * the secret and can rotate it. Without, a random key is made once per name and kept in app_secrets, so restarts and
 * every process on the same database file agree. Whoever inserts first wins and everyone reads the winner back, so
 * two processes starting at once still end up with one key. A key already kept is only read: starting needs no
 * write lock, and a database file that cannot be written can still be served.
 */
export function appSecret(db: Db, name: string, secretKey: string | null = null): Buffer {
  if (secretKey) return createHmac('sha256', secretKey).update(`pinboard:${name}`).digest();
  const kept = db.prepare<[string], Buffer>('SELECT secret FROM app_secrets WHERE name = ?').pluck();
  const secret = kept.get(name);
  if (secret) return secret;
  db.prepare('INSERT INTO app_secrets (name, secret) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(name, randomBytes(KEY_BYTES));
  return kept.get(name)!;
}
