import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createDecodeGate } from '../../server/features/pins/decodeGate';
import { ApiError } from '../../server/http/errors';
import { rr } from './helpers/api';
import { makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';
import { pngImage, tempMediaDir } from './pinCreate/fixtures';

/** Lets every promise callback that is ready run (setImmediate comes after them all). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A task the test finishes when it wants, and whether it has started. */
function heldTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = { started: false, finish, run: async () => void ((task.started = true), await done) };
  return task;
}

describe('the decode gate', () => {
  it('runs `concurrency` tasks at once, queues `queue` more in order, and refuses the next with a 503 naming the field', async () => {
    const gate = createDecodeGate({ concurrency: 2, queue: 1 });
    const [a, b, c] = [heldTask(), heldTask(), heldTask()];
    const runs = [a, b, c].map((t) => gate.run('image', t.run));
    await settle();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);

    const refused = await gate.run('image_url', async () => 'never').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 503,
      code: 'server_busy',
      fields: { image_url: 'not processed: the server is busy, try again in 10 seconds' },
      headers: { 'Retry-After': '10' },
    });

    a.finish();
    await settle();
    expect(c.started).toBe(true);
    b.finish();
    c.finish();
    await Promise.all(runs);
    await expect(gate.run('image', async () => 'ran')).resolves.toBe('ran');
  });

  it("lets a background job's decode wait its turn however long the line, and takes the slot in order", async () => {
    const gate = createDecodeGate({ concurrency: 1, queue: 0 });
    const [upload, job] = [heldTask(), heldTask()];
    const uploading = gate.run('image', upload.run);
    const importing = gate.runWhenFree(job.run);
    await settle();
    expect([upload.started, job.started]).toEqual([true, false]);
    // The queue is full for an upload, which is refused, while the job still waits.
    await expect(gate.run('image', async () => 'never')).rejects.toMatchObject({ status: 503 });
    upload.finish();
    await settle();
    expect(job.started).toBe(true);
    job.finish();
    await Promise.all([uploading, importing]);
  });

  it('gives the slot back when a task fails', async () => {
    const gate = createDecodeGate({ concurrency: 1, queue: 0 });
    await expect(gate.run('image', () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(gate.run('image', async () => 'ran')).resolves.toBe('ran');
  });
});

describe('PinResource create while every decode slot is taken', () => {
  const mediaDir = tempMediaDir();
  const { app, db } = makeApp({
    mediaDir,
    pinCreation: {
      maxImageBytes: 2_000_000,
      maxImagePixels: 25_000_000,
      decode: { concurrency: 1, queue: 0 },
      fetch: { timeoutMs: 1000, maxBytes: 2_000_000, maxRedirects: 3, allowOrigins: [] },
      rateLimit: { windowMs: 60_000, max: 1000 },
    },
  });
  const counts = () => db.prepare('SELECT (SELECT count(*) FROM pins) AS pins, (SELECT count(*) FROM images) AS images').get();
  const imageDirs = () => readdirSync(path.join(mediaDir, 'images'), { withFileTypes: true }).length;

  it('answers 503 with Retry-After naming the image field, writes nothing, and takes the image once the slot is free', async () => {
    const { browsers, ids } = await signUpAll(app, ['ann']);
    const board_id = String(factories(db).board(ids.ann, 'Busy'));
    const large = (await pngImage(2500, 2500)).toString('base64');
    const small = (await pngImage(300, 200)).toString('base64');

    const first = browsers.ann.call('pinCreate', { board_id, image_base64: large }).then((res) => res);
    // The first upload holds the only slot once sharp is working on it (nothing else here uses sharp meanwhile).
    while (sharp.counters().process === 0) await settle();
    const before = counts();
    const refused = await browsers.ann.call('pinCreate', { board_id, image_base64: small });
    expect([refused.status, refused.headers['retry-after'], rr(refused).error.code, rr(refused).error.fields]).toEqual([
      503,
      '10',
      'server_busy',
      { image_base64: 'not processed: the server is busy, try again in 10 seconds' },
    ]);
    expect(counts()).toEqual(before);

    expect((await first).status).toBe(201);
    expect(imageDirs()).toBe(1);
    const again = await browsers.ann.call('pinCreate', { board_id, image_base64: small });
    expect(again.status).toBe(201);
    expect(imageDirs()).toBe(2);
  }, 30_000);
});
