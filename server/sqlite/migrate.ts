import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findRoot } from '../config';
import type { Db } from './open';

export const MIGRATIONS_DIR = path.join(findRoot(), 'db', 'migrations');

/** Applies db/migrations/NNNN_name.sql in order, each in its own transaction, recording it in schema_migrations. */
export function migrate(db: Db, dir: string = MIGRATIONS_DIR): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const done = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  const pending = readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
    .filter((f) => !done.has(f));
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  for (const file of pending) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(file, Date.now());
    })();
  }
  return pending;
}
