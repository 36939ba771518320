import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_LOCK } from '../../shared/constants';

export type Db = Database.Database;

/**
 * WAL lets readers run beside the one writer; synchronous=NORMAL is durable across application crashes and
 * loses at most the last transactions on power loss, the usual trade for WAL (FULL would fsync every commit).
 * A new connection waits up to DATABASE_LOCK.busyWaitMs for another's write lock, which suits a thread that serves
 * no one; the request thread's connection waits only briefly (waitBrieflyForLocks).
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${DATABASE_LOCK.busyWaitMs}`);
  return db;
}

/**
 * For the connection requests are answered on: a held write lock is waited for by sleeping on the thread, which
 * answers nothing meanwhile (health once took 19.7 s behind four writes queued on another process's lock), so
 * it sleeps only requestBusyWaitMs, and writes that still meet the lock wait from a timer (./lockRetry.ts).
 */
export function waitBrieflyForLocks(db: Db): void {
  db.pragma(`busy_timeout = ${DATABASE_LOCK.requestBusyWaitMs}`);
}
