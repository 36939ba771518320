import { rr } from './helpers/api';
import { makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';
import { pngImage, tempMediaDir } from './pinCreate/fixtures';

const { app, db } = makeApp({
  mediaDir: tempMediaDir(),
  pinCreation: {
    maxImageBytes: 100_000,
    maxImagePixels: 1_000_000,
    decode: { concurrency: 2, queue: 8 },
    fetch: { timeoutMs: 400, maxBytes: 100_000, maxRedirects: 3, allowOrigins: [] },
    rateLimit: { windowMs: 60_000, max: 2 },
  },
});

it('limits creation per user, failed attempts included, and leaves other users their own allowance', async () => {
  const { browsers, ids } = await signUpAll(app, ['ann', 'bob']);
  const f = factories(db);
  const image_base64 = (await pngImage(40, 40)).toString('base64');
  const annBoard = String(f.board(ids.ann, 'A'));
  expect((await browsers.ann.call('pinCreate', { board_id: annBoard, image_base64 })).status).toBe(201);
  expect((await browsers.ann.call('pinCreate', { board_id: annBoard, image_base64: 'bm90IGFuIGltYWdl' })).status).toBe(400);
  const limited = await browsers.ann.call('pinCreate', { board_id: annBoard, image_base64 });
  expect([limited.status, rr(limited).error.code]).toEqual([429, 'rate_limited']);
  expect((await browsers.bob.call('pinCreate', { board_id: String(f.board(ids.bob, 'B')), image_base64 })).status).toBe(201);
});
