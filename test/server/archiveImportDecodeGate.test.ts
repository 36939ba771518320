import { writeFileSync } from 'node:fs';
import { SESSION } from '../../shared/constants';
import { testConfig } from '../../server/config';
import { hashToken } from '../../server/http/session';
import { createServices } from '../../server/services';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase } from '../../server/sqlite/open';
import { handmade } from './archive/helpers';
import { fixedClock } from './helpers/app';
import { factories } from './helpers/factories';
import { pngImage, tempMediaDir } from './pinCreate/fixtures';

// An archive import's images are decoded through the same gate as every upload's (decodes cost memory by their
// pixels, so the server makes only a few at once). The job has no one to answer 'busy' to: it waits its turn.
const db = openDatabase(':memory:');
migrate(db);
const clock = fixedClock();
const config = testConfig({ mediaDir: tempMediaDir() });
const services = createServices({ db, config: { ...config, pinCreation: { ...config.pinCreation, decode: { concurrency: 1, queue: 0 } } }, clock });
const ann = factories(db).user('ann');
services.sessions.insert(hashToken('ann'), ann, clock.now(), clock.now() + SESSION.maxAgeMs);
const viewer = services.sessions.userForToken(hashToken('ann'), clock.now())!;

/** Real turns of the event loop (reading the upload happens on libuv's threads) until `done` says so. */
async function until(done: () => boolean) {
  for (let i = 0; i < 100_000 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

it("waits for the decode gate's slot, held by an upload, and then imports", async () => {
  let release!: () => void;
  const held = services.decodeGate.run('image', () => new Promise<void>((resolve) => (release = resolve)));
  const upload = services.archiveImport.begin(viewer);
  writeFileSync(upload.file, handmade(await pngImage()));
  const job = await upload.start();
  await until(() => services.decodeGate.waiting() === 1);
  expect(services.archiveImport.job(Number(job.id), ann)).toMatchObject({ state: 'running', pins_created: 0 });
  release();
  await held;
  await services.archiveImport.settled(Number(job.id));
  expect(services.archiveImport.job(Number(job.id), ann)).toMatchObject({ state: 'done', pins_created: 1 });
});
