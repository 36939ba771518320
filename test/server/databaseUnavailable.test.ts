import Database from 'better-sqlite3';
import express from 'express';
import pino from 'pino';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DATABASE_LOCK } from '../../shared/constants';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { errorHandler } from '../../server/http/errorHandler';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase, type Db } from '../../server/sqlite/open';
import { anonCall, rr } from './helpers/api';
import { browser, fixedClock, PASSWORD, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { fakeLockTimers, ROOM_FOR_SLEEPING_WRITES_MS, turn, whileLockTimersRun } from './helpers/lockTimers';

/**
 * Another process holds the write lock (a second connection to the same file, as a second server process or a backup
 * would), or the file cannot be written. The request thread must keep answering (health once took 19.7 s behind four
 * writes queued on such a lock), a write must wait for the lock off the thread and be stored once, and what cannot be
 * written answers 503 with Retry-After, never 500.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'pinboard-unavailable-'));
const file = path.join(dir, 'db.sqlite');
const db = openDatabase(file);
migrate(db);
const app = createApp({ db, config: testConfig(), clock: fixedClock() });
// The other process; its lock is taken and let go by each test.
const other = openDatabase(file);

// When a write reaches the app, stamped before the app runs it (a write that sleeps on the thread delays everything after it).
let arrival: ((at: bigint) => void) | null = null;
const stamped = express();
stamped.use((req, _res, next) => {
  if (req.method !== 'GET') arrival?.(process.hrtime.bigint());
  next();
});
stamped.use(app);
const nextWrite = () => new Promise<bigint>((resolve) => (arrival = resolve));
const msSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

const follows = (userId: number, boardId: number) =>
  db.prepare('SELECT count(*) FROM board_follows WHERE user_id = ? AND board_id = ?').pluck().get(userId, boardId);

let me: Browser;
let myId: number;
let boards: number[];
let pinId: number;
let mine: number;
beforeAll(async () => {
  const people = await signUpAll(stamped, ['locky']);
  [me, myId] = [people.browsers.locky, people.ids.locky];
  const f = factories(db);
  const owner = f.user('owner');
  boards = [f.board(owner, 'One'), f.board(owner, 'Two'), f.board(owner, 'Three')];
  pinId = f.pin(owner, boards[0]);
  mine = f.board(myId, 'Mine');
});
beforeEach(fakeLockTimers);
afterEach(() => {
  if (other.inTransaction) other.exec('ROLLBACK');
  jest.useRealTimers();
});
afterAll(async () => {
  await (app.locals.beforeDbClose as () => Promise<void>)();
  db.close();
  other.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('another process holds the write lock', () => {
  it(
    'past the retry budget: health and a read answer at once while a write waits, which then answers 503 with Retry-After; once the lock is gone the same write succeeds',
    async () => {
      other.exec('BEGIN IMMEDIATE');
      const arrived = nextWrite();
      const write = me.call('followBoard', { id: boards[0] }).then((res) => res);
      const start = await arrived;
      const [health, read] = await Promise.all([anonCall(stamped, 'health'), me.call('boardGet', { board_id: boards[0] })]);
      const answeredIn = msSince(start);
      const refused = await whileLockTimersRun(write);
      // Behind a write that slept on the thread for the lock (busy_timeout = 5000) they answered 5 s later; now about
      // 40 ms (the write's 20 ms wait, and two requests), with room for a loaded machine.
      expect([health.status, read.status]).toEqual([200, 200]);
      expect(answeredIn).toBeLessThan(250);

      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(DATABASE_LOCK.retryAfterSeconds));
      expect(rr(refused)).toMatchObject({ status: 'failure', code: 503, data: null, error: { code: 'database_unavailable' } });
      expect(JSON.stringify(refused.body)).not.toMatch(/SqliteError|at .*\.ts/);
      expect(follows(myId, boards[0])).toBe(0);

      other.exec('ROLLBACK');
      const again = await me.call('followBoard', { id: boards[0] });
      expect(again.status).toBe(200);
      expect(rr(again).data).toMatchObject({ followedByMe: true, followerCount: 1 });
      expect(follows(myId, boards[0])).toBe(1);
    },
    ROOM_FOR_SLEEPING_WRITES_MS,
  );

  it(
    'let go within the budget: the writes waiting for it succeed without a 503 and are stored once (a handler, and a group-committed save)',
    async () => {
      other.exec('BEGIN IMMEDIATE');
      const arrived = nextWrite();
      const follow = me.call('followBoard', { id: boards[1] }).then((res) => res);
      await arrived;
      const savedArrived = nextWrite();
      const save = me.call('repinCreate', { pin_id: pinId, board_id: mine }).then((res) => res);
      await savedArrived;
      // The save's batch begins on the turn after its handler: let it meet the lock too before letting go.
      await turn();
      other.exec('COMMIT');
      const [followed, saved] = await whileLockTimersRun(Promise.all([follow, save]));
      expect([followed.status, saved.status]).toEqual([200, 201]);
      expect(follows(myId, boards[1])).toBe(1);
      expect(db.prepare('SELECT count(*) FROM pins WHERE board_id = ?').pluck().get(mine)).toBe(1);
    },
    ROOM_FOR_SLEEPING_WRITES_MS,
  );

  it(
    'a handler that waits on something else before writing (log-in hashes the password first) answers 503 with Retry-After at once',
    async () => {
      other.exec('BEGIN IMMEDIATE');
      const b = await browser(stamped);
      const res = await b.call('login', { username_or_email: 'locky', password: PASSWORD });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_LOCK.retryAfterSeconds));
      expect(rr(res).error).toMatchObject({ code: 'database_unavailable' });
    },
    ROOM_FOR_SLEEPING_WRITES_MS,
  );
});

describe('a database that cannot be written', () => {
  let readOnly: Db;
  afterAll(() => readOnly.close());

  it('opened read-only: writes answer 503 with Retry-After, reads answer as usual', async () => {
    readOnly = new Database(file, { readonly: true });
    const served = createApp({ db: readOnly, config: testConfig(), clock: fixedClock() });
    const sessionCookie = me.agent.jar.getCookie('sess', { domain: '127.0.0.1', path: '/', secure: false, script: false })!;
    const signedIn = (req: request.Test) => req.set('Cookie', `sess=${sessionCookie.value}; csrftoken=${me.csrf}`).set('X-CSRFToken', me.csrf);

    const read = await signedIn(
      request(served).get(`/resource/BoardResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { board_id: String(boards[2]) } }))}`),
    );
    expect(read.status).toBe(200);
    expect(rr(read).data).toMatchObject({ id: String(boards[2]) });

    const write = await signedIn(request(served).put(`/v3/boards/${boards[2]}/follow/`).send({ options: {} }));
    expect(write.status).toBe(503);
    expect(write.headers['retry-after']).toBe(String(DATABASE_LOCK.retryAfterSeconds));
    expect(rr(write).error).toMatchObject({ code: 'database_unavailable' });
    expect(follows(myId, boards[2])).toBe(0);
    await (served.locals.beforeDbClose as () => Promise<void>)();
  });
});

describe('the error handler', () => {
  const lines: { msg: string; code: string }[] = [];
  const failing = express();
  failing.get('/fail/:code', (req) => {
    throw new Database.SqliteError('the disk said no', req.params.code);
  });
  failing.use(errorHandler(pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string; code: string }) })));

  it.each(['SQLITE_IOERR_WRITE', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_READONLY_DBMOVED', 'SQLITE_BUSY', 'SQLITE_LOCKED'])(
    'answers %s with 503, Retry-After and the envelope, with no trace of the error',
    async (code) => {
      const res = await request(failing).get(`/fail/${code}`);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_LOCK.retryAfterSeconds));
      expect(rr(res)).toEqual({
        status: 'failure',
        code: 503,
        message: 'Service unavailable',
        data: null,
        error: { code: 'database_unavailable', message: expect.any(String) },
      });
      expect(res.text).not.toMatch(/disk said no|SqliteError|SQLITE_/);
    },
  );

  it('logs each kind once (an extended code is its primary kind), however many requests it answers', async () => {
    for (const code of ['SQLITE_IOERR_FSYNC', 'SQLITE_IOERR_READ', 'SQLITE_FULL', 'SQLITE_FULL']) await request(failing).get(`/fail/${code}`);
    expect(lines.map((l) => l.code)).toEqual(['SQLITE_IOERR_WRITE', 'SQLITE_FULL', 'SQLITE_READONLY_DBMOVED', 'SQLITE_BUSY', 'SQLITE_LOCKED']);
  });

  it('still answers 500 to another SQLite error (a constraint is our fault, not the disk’s)', async () => {
    const res = await request(failing).get('/fail/SQLITE_CONSTRAINT_CHECK');
    expect([res.status, res.headers['retry-after'], rr(res).error.code]).toEqual([500, undefined, 'internal_error']);
  });
});
