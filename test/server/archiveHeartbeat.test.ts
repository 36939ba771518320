import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { ARCHIVE_IMPORT } from '../../shared/constants';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase } from '../../server/sqlite/open';
import { rr } from './helpers/api';
import { browser, fixedClock, logIn, signUpAll } from './helpers/app';
import { download, handmade, upload } from './archive/helpers';
import { tempMediaDir } from './pinCreate/fixtures';

const STOPPED = 'The import stopped when the server restarted; import the archive again to finish: nothing is duplicated.';
const STALE = ARCHIVE_IMPORT.staleAfterMs;

// Two server processes on one database: `first` runs imports, `second` only reads them, as a second process (or the
// first after a restart) would. They share the test clock, which moves only when a test says so.
const db = openDatabase(':memory:');
migrate(db);
const clock = fixedClock();
// Both share the media folder and the import folders too, as two processes on one data folder do.
const media = tempMediaDir();
const imports = mkdtempSync(path.join(os.tmpdir(), 'pinboard-archive-imports-'));
const config = testConfig({ mediaDir: media, archiveTmpDir: imports });
const first = createApp({ db, config, clock });
const second = createApp({ db, config, clock });

let people: Awaited<ReturnType<typeof signUpAll<'ann' | 'bob' | 'cat'>>>;
beforeAll(async () => {
  people = await signUpAll(first, ['ann', 'bob', 'cat']);
});
afterAll(async () => {
  for (const app of [first, second]) await (app.locals.beforeDbClose as () => Promise<void>)();
  rmSync(imports, { recursive: true, force: true });
});

/** The server's start-up, as server/index.ts calls it: the first sweep of what stopped imports left. */
const atStart = (app: typeof first) => (app.locals.atStart as () => Promise<void>)();

const jobOf = async (b: typeof people.browsers.ann, id: string) => {
  const res = await b.call('archiveImportGet', { job_id: id });
  expect(res.status).toBe(200);
  return rr(res).data;
};
const stateOf = (id: string) => db.prepare('SELECT state, updated_at FROM archive_import_jobs WHERE id = ?').get(Number(id));

describe('ArchiveImportResource get: a job its process left behind', () => {
  it('401 signed out, 404 for someone else’s job, whatever its heartbeat', async () => {
    const id = String(
      db
        .prepare('INSERT INTO archive_import_jobs (user_id, total, created_at, updated_at) VALUES (?, 3, ?, ?)')
        .run(people.ids.ann, clock.now(), clock.now()).lastInsertRowid,
    );
    expect((await (await browser(second)).call('archiveImportGet', { job_id: id })).status).toBe(401);
    clock.advance(STALE + 1);
    expect((await people.browsers.bob.call('archiveImportGet', { job_id: id })).status).toBe(404);
  });

  it('reads as running until its heartbeat is older than the limit, then as failed with how to finish, writing nothing', async () => {
    const started = clock.now();
    const id = String(
      db
        .prepare('INSERT INTO archive_import_jobs (user_id, total, done, pins_created, created_at, updated_at) VALUES (?, 4, 2, 2, ?, ?)')
        .run(people.ids.ann, started, started).lastInsertRowid,
    );
    clock.advance(STALE);
    expect(await jobOf(people.browsers.ann, id)).toMatchObject({ state: 'running', error: null, done: 2 });

    clock.advance(1);
    expect(await jobOf(people.browsers.ann, id)).toEqual({
      id,
      state: 'failed',
      total: 4,
      done: 2,
      boards_created: 0,
      boards_reused: 0,
      sections_created: 0,
      pins_created: 2,
      pins_skipped: 0,
      error: STOPPED,
    });
    expect(stateOf(id)).toEqual({ state: 'running', updated_at: started });

    // A beat (a process that was only slow) makes it running again: the read decided, the row did not change.
    db.prepare('UPDATE archive_import_jobs SET updated_at = ? WHERE id = ?').run(clock.now(), Number(id));
    expect(await jobOf(people.browsers.ann, id)).toMatchObject({ state: 'running', error: null });
  });

  it('a finished job stays as it finished, however old', async () => {
    const id = String(
      db
        .prepare("INSERT INTO archive_import_jobs (user_id, total, done, state, created_at, updated_at) VALUES (?, 1, 1, 'done', ?, ?)")
        .run(people.ids.ann, clock.now(), clock.now()).lastInsertRowid,
    );
    clock.advance(10 * STALE);
    expect(await jobOf(people.browsers.ann, id)).toMatchObject({ state: 'done', error: null });
  });
});

describe('ArchiveImportResource get: a job another process is running', () => {
  it('never reads as failed while it works, however long it takes in all, since every step beats', async () => {
    const board = rr(await people.browsers.ann.call('boardCreate', { name: 'Colours' })).data;
    for (const [i, colour] of ['#aa2222', '#22aa22', '#2222aa', '#aaaa22', '#22aaaa'].entries()) {
      const image = await sharp({ create: { width: 400 + i, height: 300, channels: 3, background: colour } })
        .png()
        .toBuffer();
      expect((await people.browsers.ann.call('pinCreate', { board_id: board.id, image_base64: image.toString('base64') })).status).toBe(201);
    }
    const { zip } = await download(people.browsers.ann);
    const bobElsewhere = await logIn(await browser(second), 'bob');
    const res = await upload(people.browsers.bob, zip);
    expect(res.status).toBe(202);
    const id: string = rr(res).data.id;

    // Each time the job is seen to have moved on, as much time passes as the limit allows before the next step.
    const seen: string[] = [];
    let lastDone = -1;
    let passed = 0;
    for (;;) {
      const job = await jobOf(bobElsewhere, id);
      seen.push(job.state);
      if (job.state !== 'running') break;
      if (job.done > lastDone) {
        lastDone = job.done;
        clock.advance(STALE);
        passed += STALE;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(seen).not.toContain('failed');
    expect(seen.at(-1)).toBe('done');
    expect(passed).toBeGreaterThan(STALE);
    expect(stateOf(id)).toEqual({ state: 'done', updated_at: clock.now() });
  });
});

describe('at start-up, what a stopped process left (issue 20, item 9)', () => {
  const insertJob = (user: number, heartbeat: number) =>
    Number(
      db.prepare('INSERT INTO archive_import_jobs (user_id, total, created_at, updated_at) VALUES (?, 1, ?, ?)').run(user, heartbeat, heartbeat)
        .lastInsertRowid,
    );
  const imageFiles = (signature: string) => {
    mkdirSync(path.join(media, 'images', signature), { recursive: true });
    writeFileSync(path.join(media, 'images', signature, 'orig.jpg'), 'jpeg');
  };
  const hasFiles = (signature: string) => existsSync(path.join(media, 'images', signature));
  const importFolder = (name: string, touched: Date) => {
    const dir = path.join(imports, name);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'upload.zip'), 'PK');
    utimesSync(dir, touched, touched);
  };

  it('a job whose heartbeat is stale is failed in its row, with its unused images and stale folders removed; nothing live or used is touched', async () => {
    const stopped = insertJob(people.ids.ann, clock.now() - STALE - 1);
    const live = insertJob(people.ids.bob, clock.now());
    const [unused, used, sharedWithLive, seed] = ['1', '2', '3', '4'].map((n) => n.repeat(32));
    for (const signature of [unused, used, sharedWithLive, seed]) imageFiles(signature);
    for (const signature of [used, seed])
      db.prepare(`INSERT INTO images (signature, width, height, dominant_color) VALUES (?, 1, 1, '#000000')`).run(signature);
    const record = db.prepare('INSERT INTO archive_import_prepared (job_id, signature) VALUES (?, ?)');
    for (const signature of [unused, used, sharedWithLive]) record.run(stopped, signature);
    record.run(live, sharedWithLive);
    // Folder times are the file system's: real time.
    importFolder('import-left', new Date(Date.now() - STALE - 60_000));
    importFolder('import-beating', new Date());

    await atStart(second);

    expect(db.prepare('SELECT id, state, error FROM archive_import_jobs WHERE id IN (?, ?) ORDER BY id').all(stopped, live)).toEqual([
      { id: stopped, state: 'failed', error: STOPPED },
      { id: live, state: 'running', error: null },
    ]);
    expect([unused, used, sharedWithLive, seed].map(hasFiles)).toEqual([false, true, true, true]);
    expect(db.prepare('SELECT job_id, signature FROM archive_import_prepared').all()).toEqual([{ job_id: live, signature: sharedWithLive }]);
    expect(readdirSync(imports)).toEqual(['import-beating']);
    // Read through the API, the row says the same.
    expect((await jobOf(people.browsers.ann, String(stopped))).state).toBe('failed');
  });

  it('a job another process found stopped while it was in fact still working writes nothing more, and removes what it made', async () => {
    const colour = (background: string) =>
      sharp({ create: { width: 500, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    const [a, b] = [await colour('#123456'), await colour('#654321')];
    const zip = handmade(a, (m) => {
      const [board] = m.boards as { id: string; name: string; pins: Record<string, unknown>[] }[];
      Object.assign(board, { id: '80', name: 'Slow' });
      board.pins.push({ ...board.pins[0], id: '800', image: 'images/b.png' });
    });
    const mediaBefore = new Set(readdirSync(path.join(media, 'images')));
    const res = await upload(people.browsers.cat, Buffer.from(zipSync({ ...unzipSync(zip), 'images/b.png': b })));
    expect(res.status).toBe(202);
    const id = Number(rr(res).data.id);
    const row = () =>
      db.prepare('SELECT state, error, done, boards_created, pins_created FROM archive_import_jobs WHERE id = ?').get(id) as Record<string, unknown>;

    // The first image is made and the second under way: the first process goes quiet past the limit, the second sweeps.
    for (let turns = 0; row().done === 0; turns++) {
      if (turns > 100_000) throw new Error('the job never made its first image');
      await new Promise((resolve) => setImmediate(resolve));
    }
    clock.advance(STALE + 1);
    await atStart(second);
    expect(row()).toMatchObject({ state: 'failed', error: STOPPED });

    // The first process's job ends on its own, without writing its board, and takes its files and folder with it.
    for (let turns = 0; readdirSync(imports).some((d) => d !== 'import-beating'); turns++) {
      if (turns > 100_000) throw new Error('the job never ended');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(row()).toEqual({ state: 'failed', error: STOPPED, done: 2, boards_created: 0, pins_created: 0 });
    expect(db.prepare(`SELECT count(*) FROM boards WHERE name = 'Slow'`).pluck().get()).toBe(0);
    expect(readdirSync(path.join(media, 'images')).filter((d) => !mediaBefore.has(d))).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM archive_import_prepared WHERE job_id = ?').pluck().get(id)).toBe(0);
  });
});
