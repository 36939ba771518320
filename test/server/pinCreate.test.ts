import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { endpoints } from '../../shared/contracts/registry';
import { IMAGE_SIZE_SPECS } from '../../shared/constants';
import { rr } from './helpers/api';
import { browser, makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';
import { pngImage, tempMediaDir } from './pinCreate/fixtures';

const mediaDir = tempMediaDir();
const MAX_BYTES = 200_000;
const MAX_PIXELS = 1_000_000;
const { app, db } = makeApp({
  mediaDir,
  pinCreation: {
    maxImageBytes: MAX_BYTES,
    maxImagePixels: MAX_PIXELS,
    decode: { concurrency: 2, queue: 8 },
    fetch: { timeoutMs: 1000, maxBytes: MAX_BYTES, maxRedirects: 3, allowOrigins: [] },
    rateLimit: { windowMs: 60_000, max: 1000 },
  },
});
const f = factories(db);
const counts = () => db.prepare('SELECT (SELECT count(*) FROM pins) AS pins, (SELECT count(*) FROM images) AS images').get();

let png: Buffer;
let people: Awaited<ReturnType<typeof signUpAll<'ann' | 'bob' | 'cat'>>>;
let annBoard: number;
beforeAll(async () => {
  png = await pngImage();
  people = await signUpAll(app, ['ann', 'bob', 'cat']);
  annBoard = f.board(people.ids.ann, 'Kitchen');
});

const b64 = () => png.toString('base64');

/** Every size file exists with the size the answer gives it. */
async function expectFiles(images: Record<string, { url: string; width: number; height: number }>) {
  for (const spec of IMAGE_SIZE_SPECS) {
    const size = images[spec];
    const file = path.join(mediaDir, size.url.replace(/^\/media\//, ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect([spec, meta.width, meta.height]).toEqual([spec, size.width, size.height]);
  }
}

describe('PinResource create: refusals before any image work', () => {
  it('401 signed out', async () => {
    const before = counts();
    const res = await (await browser(app)).call('pinCreate', { board_id: String(annBoard), image_base64: b64() });
    expect(res.status).toBe(401);
    expect(counts()).toEqual(before);
  });

  it("403 on someone else's board, and 200-class for a collaborator with 'save' only", async () => {
    const before = counts();
    const res = await people.browsers.bob.call('pinCreate', { board_id: String(annBoard), image_base64: b64() });
    expect(res.status).toBe(403);
    expect(counts()).toEqual(before);

    const group = f.board(people.ids.ann, 'Group');
    f.collaborator(group, people.ids.cat, ['save']);
    const ok = await people.browsers.cat.call('pinCreate', { board_id: String(group), image_base64: b64() });
    expect(ok.status).toBe(201);
    expect(rr(ok).data.pinner.id).toBe(String(people.ids.cat));
  });

  it('404 naming board_id for a board that does not exist or that the viewer cannot see', async () => {
    const secret = f.board(people.ids.bob, 'Hidden', { privacy: 'secret' });
    for (const board of ['999999', String(secret)]) {
      const res = await people.browsers.ann.call('pinCreate', { board_id: board, image_base64: b64() });
      expect([board, res.status, Object.keys(rr(res).error.fields ?? {})]).toEqual([board, 404, ['board_id']]);
    }
  });

  it.each([
    ['no image', {}, 'image'],
    ['two images', { image_base64: 'AAAA', image_url: 'https://example.com/a.png' }, 'image'],
    ['a javascript: link', { image_base64: 'AAAA', link: 'javascript:alert(1)' }, 'link'],
    ['a description over 500', { image_base64: 'AAAA', description: 'x'.repeat(501) }, 'description'],
    ['a section of another board', { image_base64: 'AAAA', section: '999999' }, 'section'],
    ['base64 with foreign characters', { image_base64: '@@not base64@@' }, 'image_base64'],
  ])('400 naming the field for %s, nothing written', async (_what, extra, field) => {
    const before = counts();
    const res = await people.browsers.ann.callUnchecked('pinCreate', { board_id: String(annBoard), ...extra });
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toContain(field);
    expect(counts()).toEqual(before);
  });
});

describe('PinResource create: from image_base64', () => {
  it('makes every size and the dominant colour, and answers the pin as PinResource get does', async () => {
    const section = f.section(annBoard, 'Soups');
    const res = await people.browsers.ann.call('pinCreate', {
      board_id: String(annBoard),
      section: String(section),
      image_base64: `data:image/png;base64,${b64()}`,
      title: 'Red soup',
      description: 'A bowl of red soup.',
      link: 'https://www.example.com/soup',
      alt_text: 'A red bowl',
      method: 'button',
    });
    expect(res.status).toBe(201);
    const pin = rr(res).data;
    expect(pin).toMatchObject({ title: 'Red soup', description: 'A bowl of red soup.', altText: 'A red bowl', link: 'https://www.example.com/soup' });
    expect(pin.domain).toBe('example.com');
    expect(pin.images.orig).toMatchObject({ width: 300, height: 200 });
    // The seed's colour is sharp's stats().dominant of the JPEG (here the original is the 736x size); the red two thirds win.
    const { dominant } = await sharp(path.join(mediaDir, pin.images.orig.url.replace(/^\/media\//, ''))).stats();
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    expect(pin.dominantColor).toBe(`#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`);
    expect(pin.dominantColor).toMatch(/^#[c-f][0-9a-f][0-4][0-9a-f][0-4][0-9a-f]$/);
    await expectFiles(pin.images);

    const got = await people.browsers.ann.call('pinGet', { id: pin.id });
    expect(rr(got).data).toEqual(pin);
    const row = db.prepare('SELECT section_id, creation_method FROM pins WHERE id = ?').get(Number(pin.id));
    expect(row).toEqual({ section_id: section, creation_method: 'button_external' });
  });

  it('turns a photo by its EXIF orientation, lays transparency on white, and takes the colour from the 736x size', async () => {
    const make = async (image: Buffer) => {
      const res = await people.browsers.ann.call('pinCreate', { board_id: String(annBoard), image_base64: image.toString('base64') });
      expect(res.status).toBe(201);
      await expectFiles(rr(res).data.images);
      return rr(res).data;
    };
    // Stored 600x400 with orientation 6 (turn a quarter clockwise to view): the pin is 400x600.
    const turned = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2050e0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await make(turned)).images.orig).toMatchObject({ width: 400, height: 600 });

    const clear = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    expect((await make(clear)).dominantColor).toBe('#f8f8f8');

    // Wider than 736: the colour is the seed's computation (sharp's stats().dominant) over the 736x JPEG.
    const wide = await make(await pngImage(1000, 500));
    expect(wide.images['736x']).toMatchObject({ width: 736, height: 368 });
    const { dominant } = await sharp(path.join(mediaDir, wide.images['736x'].url.replace(/^\/media\//, ''))).stats();
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    expect(wide.dominantColor).toBe(`#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`);
  });

  it("keeps 'button' when a guid comes with it", async () => {
    const res = await people.browsers.ann.call('pinCreate', { board_id: String(annBoard), image_base64: b64(), method: 'button', guid: 'abc-123' });
    expect(res.status).toBe(201);
    expect(
      db
        .prepare('SELECT creation_method FROM pins WHERE id = ?')
        .pluck()
        .get(Number(rr(res).data.id)),
    ).toBe('button');
  });

  it('refuses a non-image (400 naming image_base64), a pixel bomb (400) and an oversized one (413), writing nothing', async () => {
    const bomb = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const cases: [string, number, string][] = [
      [Buffer.from('plain text, not a picture').toString('base64'), 400, 'invalid_image'],
      [bomb.toString('base64'), 400, 'image_too_large'],
      [Buffer.alloc(MAX_BYTES + 10).toString('base64'), 413, 'payload_too_large'],
    ];
    for (const [image_base64, status, code] of cases) {
      const before = counts();
      const res = await people.browsers.ann.call('pinCreate', { board_id: String(annBoard), image_base64 });
      expect([res.status, rr(res).error.code, Object.keys(rr(res).error.fields)]).toEqual([status, code, ['image_base64']]);
      expect(counts()).toEqual(before);
    }
  });
});

describe('PinResource create: from an upload (multipart/form-data)', () => {
  const upload = (file: Buffer, fields: Record<string, string>, fileField = 'image') => {
    const b = people.browsers.ann;
    const req = b.agent.post(endpoints.pinCreate.path).set('X-CSRFToken', b.csrf);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach(fileField, file, 'photo.png');
  };

  it('creates the pin with real files and sizes', async () => {
    const res = await upload(png, { board_id: String(annBoard), title: 'Uploaded', description: 'From a file' });
    expect(res.status).toBe(201);
    const pin = rr(res).data;
    expect(pin).toMatchObject({ title: 'Uploaded', description: 'From a file', images: { orig: { width: 300, height: 200 } } });
    await expectFiles(pin.images);
    expect(db.prepare('SELECT creation_method FROM pins WHERE id = ?').pluck().get(Number(pin.id))).toBe('uploaded');
  });

  it('refuses an oversized file (413), a non-image (400), a pixel bomb (400) and a file under another name, naming the field', async () => {
    const bomb = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const cases: [Buffer, string, number, string][] = [
      [Buffer.alloc(MAX_BYTES + 1), 'image', 413, 'image'],
      [Buffer.from('GIF89a but not really'), 'image', 400, 'image'],
      [bomb, 'image', 400, 'image'],
      [png, 'picture', 400, 'picture'],
    ];
    for (const [file, name, status, field] of cases) {
      const before = counts();
      const res = await upload(file, { board_id: String(annBoard) }, name);
      expect([res.status, Object.keys(rr(res).error.fields)]).toEqual([status, [field]]);
      expect(counts()).toEqual(before);
    }
  });

  it('403 before reading the image when the board is not writable', async () => {
    const bobBoard = f.board(people.ids.bob, 'Bobs');
    const res = await upload(png, { board_id: String(bobBoard) });
    expect(res.status).toBe(403);
  });
});
