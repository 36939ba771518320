import sharp from 'sharp';
import { ARCHIVE_IMPORT } from '../../shared/constants';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase } from '../../server/sqlite/open';
import { rr } from './helpers/api';
import { browser, fixedClock, logIn, signUpAll } from './helpers/app';
import { download, upload } from './archive/helpers';
import { tempMediaDir } from './pinCreate/fixtures';

const STOPPED = 'The import stopped when the server restarted; import the archive again to finish: nothing is duplicated.';
const STALE = ARCHIVE_IMPORT.staleAfterMs;

// Two server processes on one database: `first` runs imports, `second` only reads them, as a second process (or the
// first after a restart) would. They share the test clock, which moves only when a test says so.
const db = openDatabase(':memory:');
migrate(db);
const clock = fixedClock();
const config = testConfig({ mediaDir: tempMediaDir() });
const first = createApp({ db, config, clock });
const second = createApp({ db, config, clock });

let people: Awaited<ReturnType<typeof signUpAll<'ann' | 'bob'>>>;
beforeAll(async () => {
  people = await signUpAll(first, ['ann', 'bob']);
});

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
