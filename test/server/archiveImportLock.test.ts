import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SESSION } from '../../shared/constants';
import { testConfig } from '../../server/config';
import { hashToken } from '../../server/http/session';
import { createServices } from '../../server/services';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase, waitBrieflyForLocks } from '../../server/sqlite/open';
import { handmade } from './archive/helpers';
import { fixedClock } from './helpers/app';
import { factories } from './helpers/factories';
import { fakeLockTimers, ROOM_FOR_SLEEPING_WRITES_MS, turn, whileLockTimersRun } from './helpers/lockTimers';
import { pngImage, tempMediaDir } from './pinCreate/fixtures';

/**
 * An archive import's job writes on the request thread's connection, between its images, with no request waiting on
 * it. Another process's write lock (a second connection to the file) must neither sleep on that thread, nor fail the
 * job when it is let go in time, nor end the process when it is not.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'pinboard-import-lock-'));
const file = path.join(dir, 'db.sqlite');
const db = openDatabase(file);
migrate(db);
waitBrieflyForLocks(db);
const other = openDatabase(file);
const logged: { msg: string }[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line) as { msg: string }) });
const clock = fixedClock();
const { archiveImport, sessions } = createServices({ db, config: testConfig({ mediaDir: tempMediaDir() }), clock, logger });

const ann = factories(db).user('ann');
sessions.insert(hashToken('ann'), ann, clock.now(), clock.now() + SESSION.maxAgeMs);
const viewer = sessions.userForToken(hashToken('ann'), clock.now())!;
let archive: Buffer;
beforeAll(async () => {
  archive = handmade(await pngImage());
});
beforeEach(fakeLockTimers);
afterEach(() => {
  if (other.inTransaction) other.exec('ROLLBACK');
  jest.useRealTimers();
});
afterAll(() => {
  db.close();
  other.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Real turns of the event loop (the images are made on libuv's threads) until the job's first write has met the lock. */
async function untilWaiting() {
  for (let i = 0; i < 10_000 && db.pragma('busy_timeout', { simple: true }) !== 0; i++) await turn();
}
/** An import as the upload route makes one: begun, its upload written where the import keeps it, then started. */
function startImport(bytes: Buffer) {
  const upload = archiveImport.begin(viewer);
  writeFileSync(upload.file, bytes);
  return upload.start();
}
const row = (id: string) => db.prepare('SELECT state, error, pins_created FROM archive_import_jobs WHERE id = ?').get(Number(id));

describe('an archive import while another process holds the write lock', () => {
  it(
    'let go within the budget: the job waits for it and finishes, every pin written once',
    async () => {
      const job = await startImport(archive);
      other.exec('BEGIN IMMEDIATE');
      await untilWaiting();
      other.exec('COMMIT');
      await whileLockTimersRun(archiveImport.settled(Number(job.id)));
      expect(row(job.id)).toEqual({ state: 'done', error: null, pins_created: 1 });
      expect(db.prepare(`SELECT count(*) FROM pins WHERE pinner_id = ?`).pluck().get(ann)).toBe(1);
    },
    ROOM_FOR_SLEEPING_WRITES_MS,
  );

  it(
    'held past the budget: the job stops without ending the process, saying so in the log, and writes nothing',
    async () => {
      const before = db.prepare('SELECT count(*) FROM boards').pluck().get();
      // From another instance, so that none of it is in place yet.
      const elsewhere = handmade(await pngImage(), (m) => void (m.source_instance = 'cd'.repeat(16)));
      const job = await startImport(elsewhere);
      other.exec('BEGIN IMMEDIATE');
      await expect(whileLockTimersRun(archiveImport.settled(Number(job.id)))).resolves.toBeUndefined();
      expect(logged.map((l) => l.msg)).toEqual(['archive import failed', 'archive import outcome not recorded']);
      other.exec('ROLLBACK');
      expect(db.prepare('SELECT count(*) FROM boards').pluck().get()).toBe(before);
    },
    ROOM_FOR_SLEEPING_WRITES_MS,
  );
});
