import { fetchFailure } from '../../server/features/pins/fetchFailure';
import { ApiError } from '../../server/http/errors';
import { createImageFetcher, ImageFetchError, type FetchFailure } from '../../server/http/imageFetch/fetchImage';
import { rr } from './helpers/api';
import { makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';
import { imageServer, pngImage, tempMediaDir, type ImageServer } from './pinCreate/fixtures';

const MAX_BYTES = 100_000;
const fetchConfig = (allowOrigins: string[]) => ({ timeoutMs: 400, maxBytes: MAX_BYTES, maxRedirects: 3, allowOrigins });
const pinCreation = (allowOrigins: string[]) => ({
  maxImageBytes: MAX_BYTES,
  maxImagePixels: 1_000_000,
  decode: { concurrency: 2, queue: 8 },
  fetch: fetchConfig(allowOrigins),
  rateLimit: { windowMs: 60_000, max: 1000 },
});

// Three servers on 127.0.0.1, each its own origin: `web` and `mirror` are on the operator's allow-list, `elsewhere`
// (another port of the same host) is not, and `gone` is an allowed origin where nothing listens any more.
let web: ImageServer;
let mirror: ImageServer;
let elsewhere: ImageServer;
let gone: ImageServer;
let allowed: ReturnType<typeof makeApp>;
// The default: no local address at all.
const strict = makeApp({ mediaDir: tempMediaDir(), pinCreation: pinCreation([]) });

let people: Awaited<ReturnType<typeof signUpAll<'ann'>>>;
let strictPeople: Awaited<ReturnType<typeof signUpAll<'sam'>>>;
let board: number;
let strictBoard: number;
beforeAll(async () => {
  const png = await pngImage(240, 160);
  [web, mirror, elsewhere, gone] = await Promise.all([0, 1, 2, 3].map(() => imageServer(png, MAX_BYTES)));
  await gone.close();
  allowed = makeApp({ mediaDir: tempMediaDir(), pinCreation: pinCreation([web.origin, mirror.origin, gone.origin]) });
  people = await signUpAll(allowed.app, ['ann']);
  strictPeople = await signUpAll(strict.app, ['sam']);
  board = factories(allowed.db).board(people.ids.ann, 'Found');
  strictBoard = factories(strict.db).board(strictPeople.ids.sam, 'Found');
});
afterAll(() => Promise.all([web.close(), mirror.close(), elsewhere.close()]));

const counts = (db: typeof strict.db) => db.prepare('SELECT (SELECT count(*) FROM pins) AS pins, (SELECT count(*) FROM images) AS images').get();
const hits = () => [web, mirror, elsewhere].map((s) => s.hits());
const fromUrl = (image_url: string) => people.browsers.ann.call('pinCreate', { board_id: String(board), image_url });
const redirectTo = (target: string) => `${web.origin}/to?${encodeURIComponent(target)}`;

/** The one answer for an address that is refused, or for anything that fails once a fetch is inside an allowed origin. */
const REFUSED = {
  code: 'forbidden_address',
  message: 'image_url points at an address that is not allowed.',
  fields: { image_url: 'points at an address that is not allowed' },
};

async function expectRefused(res: Awaited<ReturnType<typeof fromUrl>>, status: number, code: string) {
  expect([res.status, rr(res).error.code, Object.keys(rr(res).error.fields ?? {})]).toEqual([status, code, ['image_url']]);
}

describe('PinResource create: from image_url', () => {
  it('fetches the image from an allowed origin and makes its sizes; a redirect that stays on that origin is followed', async () => {
    for (const url of [`${web.origin}/img.png`, `${web.origin}/hop`, `${mirror.origin}/img.png`]) {
      const res = await fromUrl(url);
      expect(res.status).toBe(201);
      const pin = rr(res).data;
      expect(pin.images.orig).toMatchObject({ width: 240, height: 160 });
      expect(pin.images['236x']).toMatchObject({ width: 236, height: 157 });
      const row = allowed.db.prepare('SELECT creation_method FROM pins WHERE id = ?').pluck().get(Number(pin.id));
      expect(row).toBe('scraped');
    }
  });

  it.each([
    ['another port of an allowed host', () => `http://127.0.0.1:${elsewhere.port}/img.png`],
    ['the other scheme of an allowed origin', () => `https://127.0.0.1:${web.port}/img.png`],
    ['an allowed origin spelled by another name (localhost)', () => `http://localhost:${web.port}/img.png`],
  ])('lets only the listed origins through: refuses %s before any request reaches it', async (_what, url) => {
    const [before, served] = [counts(allowed.db), hits()];
    const res = await fromUrl(url());
    expect([res.status, rr(res).error]).toEqual([400, REFUSED]);
    expect(hits()).toEqual(served);
    expect(counts(allowed.db)).toEqual(before);
  });

  it.each([
    ['another allowed origin', () => `${mirror.origin}/img.png`],
    ['another allowed origin, spelled by name', () => `http://localhost:${mirror.port}/img.png`],
    ['another port of the host it started on', () => `http://127.0.0.1:${elsewhere.port}/img.png`],
  ])('never lets a redirect into %s: an allowed origin is open only to a fetch that starts there', async (_what, target) => {
    const [before, [webHits, ...others]] = [counts(allowed.db), hits()];
    const res = await fromUrl(redirectTo(target()));
    expect([res.status, rr(res).error]).toEqual([400, REFUSED]);
    expect(hits()).toEqual([webHits + 1, ...others]);
    expect(counts(allowed.db)).toEqual(before);
  });

  it.each([
    ['a refused address', () => 'http://10.0.0.1/img.png'],
    ['an allowed origin where nothing listens', () => `${gone.origin}/img.png`],
    ['a connection reset', () => `${web.origin}/reset`],
    ['a server that never answers (time limit)', () => `${web.origin}/hang`],
    ['a 404', () => `${web.origin}/missing`],
    ['a non-image content type', () => `${web.origin}/text`],
    ['a body past the byte limit (no length header)', () => `${web.origin}/big`],
    ['endless redirects', () => `${web.origin}/loop`],
    ['a redirect out to a refused address', () => redirectTo('http://169.254.169.254/latest/meta-data/')],
  ])('answers %s with the one refusal, so nothing inside can be told apart, writing nothing', async (_what, url) => {
    const before = counts(allowed.db);
    const res = await fromUrl(url());
    expect([res.status, rr(res).error]).toEqual([400, REFUSED]);
    expect(counts(allowed.db)).toEqual(before);
  });

  it('refuses bytes an allowed origin served as an image that are not one, as any image that is not one', async () => {
    await expectRefused(await fromUrl(`${web.origin}/fake.png`), 400, 'invalid_image');
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
    const served = hits();
    const before = counts(strict.db);
    const res = await strictPeople.browsers.sam.call('pinCreate', { board_id: String(strictBoard), image_url: `http://${host}:${web.port}/img.png` });
    expect([res.status, rr(res).error]).toEqual([400, REFUSED]);
    expect(hits()).toEqual(served);
    expect(counts(strict.db)).toEqual(before);
  });
});

describe('the image fetcher', () => {
  // Only an allowed origin can stand for the outside world here (every test server is on loopback): the fetcher
  // still tells why a fetch failed, for fetchFailure to say so when the fetch never reached an allowed origin.
  it.each<[string, FetchFailure]>([
    ['/text', 'not_image'],
    ['/big', 'too_large'],
    ['/hang', 'timeout'],
    ['/loop', 'too_many_redirects'],
    ['/missing', 'http_error'],
    ['/reset', 'unreachable'],
  ])('classifies %s as %s, marked as inside an allowed origin', async (route, reason) => {
    const fetcher = createImageFetcher(fetchConfig([web.origin]));
    try {
      await expect(fetcher.fetchImage(`${web.origin}${route}`)).rejects.toMatchObject({ reason, internal: true });
    } finally {
      await fetcher.close();
    }
  });

  it.each<[FetchFailure, number, string, string]>([
    ['bad_url', 400, 'invalid_options', 'must be an http or https URL'],
    ['forbidden_address', 400, 'forbidden_address', 'points at an address that is not allowed'],
    ['too_many_redirects', 400, 'image_fetch_failed', 'redirects too many times'],
    ['timeout', 400, 'image_fetch_timeout', 'took too long to fetch'],
    ['too_large', 413, 'payload_too_large', 'is too large'],
    ['not_image', 400, 'invalid_image', 'is not an image'],
    ['unreachable', 400, 'image_fetch_failed', 'could not be fetched'],
    ['http_error', 400, 'image_fetch_failed', 'did not answer with an image'],
  ])('says what %s was for a fetch outside, and only refuses it once inside an allowed origin', (reason, status, code, problem) => {
    const answer = (internal: boolean) => {
      try {
        fetchFailure(new ImageFetchError(reason, 'why', internal));
      } catch (err) {
        return err as ApiError;
      }
    };
    expect(answer(false)).toMatchObject({ status, code, fields: { image_url: problem } });
    expect(answer(true)).toMatchObject({ status: 400, code: REFUSED.code, message: REFUSED.message, fields: REFUSED.fields });
  });
});
