import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { DATABASE_LOCK } from '../../shared/constants';
import { endpoints } from '../../shared/contracts/registry';
import { mountEndpoint } from '../../server/http/mount';
import { lockRetry } from '../../server/sqlite/lockRetry';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase, waitBrieflyForLocks, type Db } from '../../server/sqlite/open';
import { fakeLockTimers, turn, whileLockTimersRun } from './helpers/lockTimers';

/** Two connections to one file: `db` answers requests, `other` is another process taking the write lock. */
let dir: string;
let db: Db;
let other: Db;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pinboard-lock-retry-'));
  db = openDatabase(path.join(dir, 'db.sqlite'));
  migrate(db);
  waitBrieflyForLocks(db);
  other = openDatabase(db.name);
  fakeLockTimers();
});
afterEach(() => {
  jest.useRealTimers();
  db.close();
  other.close();
  rmSync(dir, { recursive: true, force: true });
});

const insertEvent = (type: number) => db.prepare('INSERT INTO events (event_type, created_at) VALUES (?, 0)').run(type);
const events = () => db.prepare('SELECT event_type FROM events ORDER BY id').pluck().all();
const busyTimeout = () => db.pragma('busy_timeout', { simple: true });

describe('writes that meet another connection’s write lock', () => {
  it('wait off the thread, in order of arrival, without sleeping on it meanwhile, and each is written once when the lock is let go', async () => {
    other.exec('BEGIN IMMEDIATE');
    const tries: number[] = [];
    const write = (type: number) =>
      lockRetry(db).run(() => {
        tries.push(type);
        insertEvent(type);
        return type;
      });
    const written = [write(1), write(2), write(3)];
    // While they wait, a statement that meets the lock does not sleep on the thread at all.
    expect(busyTimeout()).toBe(0);
    await jest.advanceTimersByTimeAsync(DATABASE_LOCK.retryBudgetMs / 2);
    expect(events()).toEqual([]);

    other.exec('COMMIT');
    await jest.advanceTimersByTimeAsync(DATABASE_LOCK.retryMaxMs);
    await expect(Promise.all(written)).resolves.toEqual([1, 2, 3]);
    expect(events()).toEqual([1, 2, 3]);
    expect(tries.slice(-3)).toEqual([1, 2, 3]);
    expect(busyTimeout()).toBe(DATABASE_LOCK.requestBusyWaitMs);
  });

  it('past the budget answer the lock error, having written nothing, and the connection waits as before', async () => {
    other.exec('BEGIN IMMEDIATE');
    const written = lockRetry(db).run(() => insertEvent(1));
    const refused = expect(written).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    await jest.advanceTimersByTimeAsync(DATABASE_LOCK.retryBudgetMs + DATABASE_LOCK.retryMaxMs);
    await refused;
    expect(busyTimeout()).toBe(DATABASE_LOCK.requestBusyWaitMs);
    other.exec('ROLLBACK');
    expect(events()).toEqual([]);
  });

  it('are not tried again once they wrote something: the lock error is the answer at once, and what was written stays written once', async () => {
    let tries = 0;
    const written = lockRetry(db).run(() => {
      tries++;
      insertEvent(1);
      // Another process takes the lock between two of this attempt's writes.
      other.exec('BEGIN IMMEDIATE');
      db.transaction(() => insertEvent(2)).immediate();
    });
    await expect(written).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    await jest.advanceTimersByTimeAsync(DATABASE_LOCK.retryBudgetMs);
    other.exec('ROLLBACK');
    expect(tries).toBe(1);
    expect(events()).toEqual([1]);
  });
});

describe('a handler that meets the lock', () => {
  it('is tried again from the headers the request had: a cookie its failed try set is not sent twice', async () => {
    const app = express();
    const api = express.Router();
    let tries = 0;
    mountEndpoint(
      api,
      endpoints.ping,
      ({ res }) => {
        res.cookie('try', String(++tries));
        db.transaction(() => insertEvent(tries)).immediate();
        return { data: { ok: true as const } };
      },
      lockRetry(db),
    );
    app.use(api);
    other.exec('BEGIN IMMEDIATE');
    const answer = request(app)
      .post(endpoints.ping.path)
      .send({})
      .then((res) => res);
    // Its first try has met the lock once the connection stops sleeping for it.
    while (busyTimeout() !== 0) await turn();
    other.exec('COMMIT');
    const res = await whileLockTimersRun(answer);
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^try=2;/)]);
    expect(events()).toEqual([2]);
  });
});
