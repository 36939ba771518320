import { rr } from './helpers/api';
import { makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';
import { imageServer, pngImage, tempMediaDir, type ImageServer } from './pinCreate/fixtures';

const MAX_BYTES = 100_000;
const fetchConfig = (allowHosts: string[]) => ({
  maxImageBytes: MAX_BYTES,
  maxImagePixels: 1_000_000,
  decode: { concurrency: 2, queue: 8 },
  fetch: { timeoutMs: 400, maxBytes: MAX_BYTES, maxRedirects: 3, allowHosts },
  rateLimit: { windowMs: 60_000, max: 1000 },
});
// The operator's allow-list lets this app reach the test server on 127.0.0.1, and nothing else local.
const allowed = makeApp({ mediaDir: tempMediaDir(), pinCreation: fetchConfig(['127.0.0.1']) });
// The default: no local address at all.
const strict = makeApp({ mediaDir: tempMediaDir(), pinCreation: fetchConfig([]) });

let web: ImageServer;
let people: Awaited<ReturnType<typeof signUpAll<'ann'>>>;
let strictPeople: Awaited<ReturnType<typeof signUpAll<'sam'>>>;
let board: number;
let strictBoard: number;
beforeAll(async () => {
  web = await imageServer(await pngImage(240, 160), MAX_BYTES);
  people = await signUpAll(allowed.app, ['ann']);
  strictPeople = await signUpAll(strict.app, ['sam']);
  board = factories(allowed.db).board(people.ids.ann, 'Found');
  strictBoard = factories(strict.db).board(strictPeople.ids.sam, 'Found');
});
afterAll(() => web.close());

const counts = (db: typeof allowed.db) => db.prepare('SELECT (SELECT count(*) FROM pins) AS pins, (SELECT count(*) FROM images) AS images').get();
const fromUrl = (image_url: string) => people.browsers.ann.call('pinCreate', { board_id: String(board), image_url });

async function expectRefused(res: Awaited<ReturnType<typeof fromUrl>>, status: number, code: string) {
  expect([res.status, rr(res).error.code, Object.keys(rr(res).error.fields ?? {})]).toEqual([status, code, ['image_url']]);
}

describe('PinResource create: from image_url', () => {
  it('fetches the image through the operator allow-list and makes its sizes; a redirect on the same host is followed', async () => {
    for (const route of ['/img.png', '/hop']) {
      const res = await fromUrl(`${web.origin}${route}`);
      expect(res.status).toBe(201);
      const pin = rr(res).data;
      expect(pin.images.orig).toMatchObject({ width: 240, height: 160 });
      expect(pin.images['236x']).toMatchObject({ width: 236, height: 157 });
      const row = allowed.db.prepare('SELECT creation_method FROM pins WHERE id = ?').pluck().get(Number(pin.id));
      expect(row).toBe('scraped');
    }
  });

  it.each([
    ['a non-image content type', '/text', 400, 'invalid_image'],
    ['an image content type over bytes that are not one', '/fake.png', 400, 'invalid_image'],
    ['a body past the byte limit (no length header)', '/big', 413, 'payload_too_large'],
    ['a server that never answers (time limit)', '/hang', 400, 'image_fetch_timeout'],
    ['endless redirects', '/loop', 400, 'image_fetch_failed'],
    ['a 404', '/missing', 400, 'image_fetch_failed'],
  ])('refuses %s, writing nothing', async (_what, route, status, code) => {
    const before = counts(allowed.db);
    await expectRefused(await fromUrl(`${web.origin}${route}`), status, code);
    expect(counts(allowed.db)).toEqual(before);
  });

  it.each([
    ['a name resolving to loopback (checked at connect time)', 'http://localhost:PORT/img.png'],
    ['loopback IPv6', 'http://[::1]:PORT/img.png'],
    ['a private address', 'http://10.0.0.1/img.png'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses a redirect to %s', async (_what, target) => {
    const before = counts(allowed.db);
    const res = await fromUrl(`${web.origin}/to?${encodeURIComponent(target)}`);
    await expectRefused(res, 400, 'forbidden_address');
    expect(counts(allowed.db)).toEqual(before);
  });

  it('answers 404 and writes nothing when the board is deleted while its image is being fetched', async () => {
    const doomed = factories(allowed.db).board(people.ids.ann, 'Doomed');
    web.beforeNextAnswer(() => allowed.db.prepare('DELETE FROM boards WHERE id = ?').run(doomed));
    const before = counts(allowed.db);
    const res = await people.browsers.ann.call('pinCreate', { board_id: String(doomed), image_url: `${web.origin}/img.png` });
    expect([res.status, rr(res).error.code]).toEqual([404, 'not_found']);
    expect(counts(allowed.db)).toEqual(before);
  });

  it('refuses non-web schemes', async () => {
    await expectRefused(await fromUrl('file:///etc/passwd'), 400, 'invalid_options');
  });
});

describe('PinResource create: image_url without an allow-list', () => {
  const spellings = [
    '127.0.0.1',
    '2130706433',
    '0177.0.0.1',
    '0x7f.0.0.1',
    '0x7f000001',
    '[::ffff:127.0.0.1]',
    '0.0.0.0',
    '[::]',
    '[::1]',
    'localhost',
    '10.0.0.1',
    '192.168.0.1',
    '169.254.169.254',
  ];

  it.each(spellings)('refuses %s before any request reaches the server', async (host) => {
    const hits = web.hits();
    const before = counts(strict.db);
    const res = await strictPeople.browsers.sam.call('pinCreate', { board_id: String(strictBoard), image_url: `http://${host}:${web.port}/img.png` });
    await expectRefused(res, 400, 'forbidden_address');
    expect(web.hits()).toBe(hits);
    expect(counts(strict.db)).toEqual(before);
  });
});
