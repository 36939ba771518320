import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_LOCK } from '../../shared/constants';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase, type Db } from '../../server/sqlite/open';
import { createGroupCommit } from '../../server/common/groupCommit';
import { createServices } from '../../server/services';
import { rr } from './helpers/api';
import { browser, fixedClock, signUp } from './helpers/app';
import { factories } from './helpers/factories';
import { fakeLockTimers, turn } from './helpers/lockTimers';

/**
 * Several processes may serve one database file. A deferred transaction that reads and then writes fails at its first
 * write with SQLITE_BUSY_SNAPSHOT when another process committed in between, and no busy_timeout wait can cure that;
 * one that begins IMMEDIATE takes the write lock first and waits for it instead.
 */
describe('every write transaction a request runs begins IMMEDIATE', () => {
  it('saves, quick-saves board, merge, unsave, favorite, follows and feedback', async () => {
    const statements: string[] = [];
    const db = new Database(':memory:', { verbose: (sql) => statements.push(String(sql)) });
    db.pragma('foreign_keys = ON');
    migrate(db);
    const app = createApp({ db, config: testConfig(), clock: fixedClock() });
    const f = factories(db);
    const me = await browser(app);
    const myId = Number((await signUp(me, 'locker')).id);
    const owner = f.user('owner');
    const board = f.board(owner, 'Ideas');
    const [pinA, pinB, pinC] = [f.pin(owner, board), f.pin(owner, board), f.pin(owner, board)];
    const group = f.board(owner, 'Group', { is_collaborative: 1 });
    f.collaborator(group, myId);
    const groupPin = f.pin(owner, group);
    const mine = f.board(myId, 'Mine');

    statements.length = 0;
    const answers = [
      await me.call('repinCreate', { pin_id: pinA, board_id: mine }),
      await me.call('boardCreate', { name: 'Profile', layout: 'quick_saves', return_existing: true }),
      await me.call('localSavesMerge', { saves: [{ pin_id: pinB }] }),
      await me.call('favoritePin', { id: groupPin }),
      await me.call('unfavoritePin', { id: groupPin }),
      await me.call('followBoard', { id: board }),
      await me.call('unfollowBoard', { id: board }),
      await me.call('followUser', { user_id: owner }),
      await me.call('unfollowUser', { user_id: owner }),
      await me.call('pinFeedback', { feedback_type: 1, pin_id: pinC }),
    ];
    const save = rr(answers[0]).data.id;
    answers.push(await me.call('pinDelete', { id: save }));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 200, 200, 200, 200, 200, 200, 200, 200, 200]);

    const begins = statements.filter((sql) => /^BEGIN\b/i.test(sql));
    expect(begins.length).toBeGreaterThanOrEqual(answers.length);
    expect(new Set(begins)).toEqual(new Set(['BEGIN IMMEDIATE']));
  });
});

describe('two processes on one database file', () => {
  let dir: string;
  let file: string;
  const open: Db[] = [];
  const connect = () => {
    const db = openDatabase(file);
    open.push(db);
    return db;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pinboard-locks-'));
    file = path.join(dir, 'db.sqlite');
    migrate(connect());
  });
  afterEach(() => {
    jest.useRealTimers();
    for (const db of open.splice(0)) db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a save batch takes the write lock before any of its jobs reads, so none runs on a snapshot that goes stale', async () => {
    fakeLockTimers();
    const [a, b] = [connect(), connect()];
    a.pragma('busy_timeout = 0');
    b.prepare('BEGIN IMMEDIATE').run();
    let ran = 0;
    const group = createGroupCommit(a);
    const work = () => {
      ran += 1;
      a.prepare(`INSERT INTO events (event_type, created_at) VALUES (5, 0)`).run();
    };
    const refused = expect(group.run(work)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    // The batch waits for the lock off the thread (lockRetry), then gives up having run no job.
    await turn();
    await jest.advanceTimersByTimeAsync(DATABASE_LOCK.retryBudgetMs + DATABASE_LOCK.retryMaxMs);
    await refused;
    expect(ran).toBe(0);

    b.prepare('COMMIT').run();
    await group.run(work);
    expect(ran).toBe(1);
  });

  it("two deletes of the same save racing between the check and the write lower the original's count once", () => {
    const [a, b] = [connect(), connect()];
    const f = factories(a);
    const owner = f.user('owner');
    const original = f.pin(owner, f.board(owner, 'Ideas'));
    const other = f.user('other');
    f.repin(original, other, f.board(other, 'Theirs'));
    const me = f.user('me');
    const copy = f.repin(original, me, f.board(me, 'Mine'));
    const count = () => a.prepare('SELECT save_count FROM pins WHERE id = ?').pluck().get(original);
    expect(count()).toBe(2);

    // Process B deletes the save after process A has checked it and before A's transaction begins.
    let race: (() => void) | null = null;
    const realTransaction = a.transaction.bind(a);
    jest.spyOn(a, 'transaction').mockImplementation((fn) => {
      const tx = realTransaction(fn);
      const first =
        <A extends unknown[], R>(run: (...args: A) => R) =>
        (...args: A): R => {
          race?.();
          return run(...args);
        };
      return Object.assign(first(tx), {
        default: first(tx.default),
        deferred: first(tx.deferred),
        immediate: first(tx.immediate),
        exclusive: first(tx.exclusive),
      });
    });
    const clock = fixedClock();
    const inA = createServices({ db: a, config: testConfig(), clock }).saves;
    const inB = createServices({ db: b, config: testConfig(), clock }).saves;
    let answeredInB: unknown;
    race = () => {
      race = null;
      answeredInB = inB.unsave({ id: String(copy) }, me);
    };
    const answeredInA = inA.unsave({ id: String(copy) }, me);

    expect(answeredInB).toMatchObject({ id: String(copy), save_count: 1, savedInfo: null });
    // Regression: A lowered the count again although its DELETE found no row.
    expect(answeredInA).toMatchObject({ id: String(copy), save_count: 1, savedInfo: null });
    expect(count()).toBe(1);
    expect(a.prepare('SELECT count(*) FROM pins WHERE id = ?').pluck().get(copy)).toBe(0);
  });
});
