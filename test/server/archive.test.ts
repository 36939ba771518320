import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { anonCall, rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';
import { pngImage, tempMediaDir } from './pinCreate/fixtures';
import { download, handmade, importArchive, openArchive, untilSettled, upload } from './archive/helpers';
import { entryOf, forgedZip, zerosEntry } from './archive/forgedZip';
import { ARCHIVE_IMPORT, IMAGE_SIZE_SPECS } from '../../shared/constants';
import { ARCHIVE_LIMITS, type ArchiveManifest } from '../../shared/contracts/archiveManifest';

const pinCreation = {
  maxImageBytes: 200_000,
  maxImagePixels: 1_000_000,
  decode: { concurrency: 2, queue: 8 },
  fetch: { timeoutMs: 1000, maxBytes: 200_000, maxRedirects: 3, allowOrigins: [] },
  rateLimit: { windowMs: 60_000, max: 1000 },
};
const source = makeApp({ mediaDir: tempMediaDir(), pinCreation });
const targetMedia = tempMediaDir();
const targetImports = mkdtempSync(path.join(os.tmpdir(), 'pinboard-archive-imports-'));
const target = makeApp({ mediaDir: targetMedia, pinCreation, archiveMaxBytes: 300_000, archiveTmpDir: targetImports });
afterAll(() => rmSync(targetImports, { recursive: true, force: true }));

const counts = (db: typeof source.db) =>
  db
    .prepare(
      `SELECT (SELECT count(*) FROM boards) AS boards, (SELECT count(*) FROM board_sections) AS sections, (SELECT count(*) FROM pins) AS pins,
              (SELECT count(*) FROM archive_imported) AS imported`,
    )
    .get();
const fieldsOf = (res: { body: { resource_response: { error: { fields?: Record<string, string> } } } }) =>
  Object.keys(rr(res as never).error.fields ?? {});

let ann: Browser;
let bob: Browser;
let cat: Browser;
let png: Buffer;
let exported: Buffer;

/** Ann's boards: a secret one with two ordered sections and three pins, an archived one, and her Profile board (one pin each). */
async function fillSource() {
  const board = rr(await ann.call('boardCreate', { name: 'Kitchen ideas', description: 'Tiles and lights', privacy: 'secret' })).data;
  const tiles = rr(await ann.call('sectionCreate', { board_id: board.id, title: 'Tiles' })).data;
  const lights = rr(await ann.call('sectionCreate', { board_id: board.id, title: 'Lights' })).data;
  const colours = ['#aa2222', '#22aa22', '#2222aa'];
  const pins = [
    { title: 'Blue tiles', link: 'https://tiles.example.com/blue', section: tiles.id, alt_text: 'Blue tiles on a wall' },
    { title: 'Pendant', link: null, section: lights.id, alt_text: null },
    { title: 'Loose', link: 'http://example.org/x', section: null, alt_text: null },
  ];
  for (const [i, p] of pins.entries()) {
    const image = await sharp({ create: { width: 120 + i, height: 90, channels: 3, background: colours[i] } })
      .png()
      .toBuffer();
    const res = await ann.call('pinCreate', { board_id: board.id, image_base64: image.toString('base64'), description: `about ${p.title}`, ...p });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  }
  const old = rr(await ann.call('boardCreate', { name: 'Old flat' })).data;
  await ann.call('pinCreate', { board_id: old.id, image_base64: png.toString('base64'), title: 'Sofa' });
  await ann.call('boardUpdate', { board_id: old.id, archived: true });
  const profile = rr(await ann.call('boardCreate', { name: 'Profile', layout: 'quick_saves', return_existing: true })).data;
  await ann.call('pinCreate', { board_id: profile.id, image_base64: png.toString('base64'), title: 'Quick one' });
}

beforeAll(async () => {
  png = await pngImage();
  ({
    browsers: { ann },
  } = await signUpAll(source.app, ['ann']));
  ({
    browsers: { bob, cat },
  } = await signUpAll(target.app, ['bob', 'cat']));
  await fillSource();
  exported = (await download(ann)).zip;
});

describe('UserArchiveResource get (export)', () => {
  it('401 signed out', async () => {
    expect((await anonCall(source.app, 'archiveExport')).status).toBe(401);
  });

  it('answers a zip download whose manifest validates, with every board, section and pin in order and their images', async () => {
    const { res, zip } = await download(ann);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pinboard-ann-\d{4}-\d\d-\d\d\.zip"$/);
    const { manifest, files } = openArchive(zip);
    expect(manifest.source_instance).toMatch(/^[a-f0-9]{32}$/);
    expect(manifest.user.username).toBe('ann');
    const kitchen = manifest.boards.find((b) => b.name === 'Kitchen ideas')!;
    expect(kitchen).toMatchObject({ description: 'Tiles and lights', privacy: 'secret', archived: false, quick_saves: false });
    expect(kitchen.sections.map((s) => s.title)).toEqual(['Tiles', 'Lights']);
    // The board's own order: newest first.
    expect(kitchen.pins.map((p) => p.title)).toEqual(['Loose', 'Pendant', 'Blue tiles']);
    expect(manifest.boards.find((b) => b.name === 'Old flat')).toMatchObject({ archived: true });
    expect(manifest.boards.some((b) => b.quick_saves)).toBe(true);
    for (const pin of manifest.boards.flatMap((b) => b.pins)) {
      const meta = await sharp(files[pin.image]).metadata();
      expect([pin.image, meta.format]).toEqual([pin.image, 'jpeg']);
    }
  });

  it('exports only the viewer own boards', async () => {
    const { manifest } = openArchive((await download(bob)).zip);
    expect(manifest.boards.flatMap((b) => b.pins)).toEqual([]);
    expect(manifest.user.username).toBe('bob');
  });
});

describe('UserArchiveResource create (import): refusals write nothing', () => {
  it('401 signed out, without reading the body', async () => {
    const anon = await browser(target.app);
    const res = await upload(anon, exported);
    expect(res.status).toBe(401);
  });

  /** The honest manifest of `handmade`, as its own entry, for zips whose image entry lies. */
  const manifestEntry = () => entryOf('manifest.json', Buffer.from(JSON.stringify(openArchive(handmade(png)).manifest)));

  it.each<[string, string, () => Buffer | Promise<Buffer>]>([
    ['a file that is not a zip', 'archive', () => Buffer.from('just some text, not a zip at all')],
    ['a zip without manifest.json', 'archive', () => Buffer.from(zipSync({ 'images/a.jpg': png }))],
    ['a manifest that is not JSON', 'manifest', () => Buffer.from(zipSync({ 'manifest.json': strToU8('{nope'), 'images/a.jpg': png }))],
    ['an unknown manifest version', 'manifest.version', () => handmade(png, (m) => void (m.version = 2))],
    ['a board name too long', 'manifest.boards.0.name', () => handmade(png, (m) => void ((m.boards as { name: string }[])[0].name = 'x'.repeat(51)))],
    [
      'a pin in a section its board does not have',
      'manifest.boards.0.pins.0.section_id',
      () => handmade(png, (m) => void ((m.boards as { pins: { section_id: string }[] }[])[0].pins[0].section_id = '9')),
    ],
    ['an empty file', 'archive', () => Buffer.alloc(0)],
    ['a non-image image', 'images/a.jpg', () => handmade(Buffer.from('<html>not an image</html>'))],
    // The declared length is all a zip's directory says; the entry's real length must match it.
    ['an image longer than its header declares', 'archive', () => forgedZip([manifestEntry(), entryOf('images/a.jpg', png, 100)])],
    ['an image shorter than its header declares', 'archive', () => forgedZip([manifestEntry(), entryOf('images/a.jpg', png, png.length + 1)])],
    ['a bomb: 64 MiB declared as 100 bytes', 'archive', async () => forgedZip([manifestEntry(), await zerosEntry('images/a.jpg', 64, 100)])],
    [
      'a manifest longer than its header declares',
      'archive',
      () => forgedZip([{ ...manifestEntry(), declaredSize: 10 }, entryOf('images/a.jpg', png)]),
    ],
  ])('400 for %s, naming %s; the upload is gone with the refusal', async (_, field, make) => {
    const before = counts(target.db);
    const res = await upload(bob, await make());
    expect([res.status, fieldsOf(res)]).toEqual([400, [field]]);
    expect(counts(target.db)).toEqual(before);
    expect(readdirSync(targetImports)).toEqual([]);
  });

  it('400 naming archive for more entries than an archive of the most pins has, before reading any', async () => {
    const empty = entryOf('', Buffer.alloc(0));
    const junk = Array.from({ length: 2 * (ARCHIVE_LIMITS.pins + 1) }, (_, i) => ({ ...empty, name: `junk/${i}` }));
    const zip = forgedZip([manifestEntry(), entryOf('images/a.jpg', png), ...junk]);
    // Ann's instance takes archives of up to 200 MB; this one is a few.
    const res = await upload(ann, zip);
    expect([res.status, fieldsOf(res)]).toEqual([400, ['archive']]);
    expect(rr(res).error.message).toMatch(/more than 40002 entries/);
  });

  it('400 naming the pin image field when the image is not in the zip', async () => {
    const manifest = openArchive(handmade(png)).manifest;
    const before = counts(target.db);
    const res = await upload(bob, Buffer.from(zipSync({ 'manifest.json': strToU8(JSON.stringify(manifest)) })));
    expect([res.status, fieldsOf(res)]).toEqual([400, ['manifest.boards.0.pins.0.image']]);
    expect(counts(target.db)).toEqual(before);
  });

  it('400 naming archive for a JSON call or no file', async () => {
    const json = await bob.callUnchecked('archiveImport', {});
    expect([json.status, fieldsOf(json)]).toEqual([400, ['archive']]);
    const empty = await bob.agent.post('/resource/UserArchiveResource/create/').set('X-CSRFToken', bob.csrf).field('note', 'no file');
    expect([empty.status, fieldsOf(empty)]).toEqual([400, ['archive']]);
  });

  it('413 naming archive for an archive over ARCHIVE_MAX_BYTES; what arrived of it is gone with the refusal', async () => {
    const before = counts(target.db);
    const res = await upload(bob, Buffer.alloc(300_001, 1));
    expect([res.status, fieldsOf(res)]).toEqual([413, ['archive']]);
    expect(counts(target.db)).toEqual(before);
    expect(readdirSync(targetImports)).toEqual([]);
  });

  it('413 naming the entry for an image over PIN_IMAGE_MAX_BYTES', async () => {
    const big = Buffer.alloc(pinCreation.maxImageBytes + 1, 0);
    const res = await upload(
      bob,
      handmade(png, () => {}, { 'manifest.json': strToU8('{}'), 'images/a.jpg': big }),
    );
    expect([res.status, fieldsOf(res)]).toEqual([413, ['images/a.jpg']]);
  });
});

/** What a person sees of their boards, without the ids that differ between instances. */
function structure(m: ArchiveManifest) {
  return m.boards.map((b) => ({
    name: b.name,
    description: b.description,
    privacy: b.privacy,
    archived: b.archived,
    quick_saves: b.quick_saves,
    sections: b.sections.map((s) => s.title),
    pins: b.pins.map((p) => ({
      title: p.title,
      description: p.description,
      link: p.link,
      alt_text: p.alt_text,
      created_at: p.created_at,
      section: b.sections.find((s) => s.id === p.section_id)?.title ?? null,
    })),
  }));
}

describe('export then import round trip', () => {
  it('rebuilds the same boards, sections, order, privacy and pins on another instance, with decodable images', async () => {
    const res = await upload(bob, exported);
    expect(res.status).toBe(202);
    expect(rr(res).data).toMatchObject({ state: 'running', total: 5 });
    const { job, seen } = await untilSettled(bob, rr(res).data.id);
    expect(job).toMatchObject({
      state: 'done',
      total: 5,
      done: 5,
      boards_created: 3,
      boards_reused: 0,
      sections_created: 2,
      pins_created: 5,
      pins_skipped: 0,
    });
    expect(seen.map((s) => s.done)).toEqual([...seen.map((s) => s.done)].sort((x, y) => x - y));
    // The upload and the images taken out of it are gone once the job has ended.
    expect(readdirSync(targetImports)).toEqual([]);

    const again = openArchive((await download(bob)).zip).manifest;
    expect(structure(again)).toEqual(structure(openArchive(exported).manifest));
    // Made by the pin creation pipeline: every size spec, and the dominant colour.
    const images = target.db
      .prepare(
        `SELECT i.signature, i.dominant_color FROM pins p JOIN images i ON i.id = p.image_id JOIN users u ON u.id = p.pinner_id WHERE u.username = 'bob'`,
      )
      .all() as {
      signature: string;
      dominant_color: string;
    }[];
    expect(images).toHaveLength(5);
    for (const { signature, dominant_color } of images) {
      expect(dominant_color).toMatch(/^#[0-9a-f]{6}$/i);
      for (const spec of IMAGE_SIZE_SPECS) {
        const meta = await sharp(path.join(targetMedia, 'images', signature, `${spec}.jpg`)).metadata();
        expect([spec, meta.format]).toEqual([spec, 'jpeg']);
      }
    }
  });

  it('importing your own export back into the same instance finds everything in place', async () => {
    const before = counts(source.db);
    const job = await importArchive(ann, exported);
    expect(job).toMatchObject({ state: 'done', boards_created: 0, boards_reused: 3, sections_created: 0, pins_created: 0, pins_skipped: 5 });
    expect(counts(source.db)).toEqual(before);
  });

  it('a second import of the same archive creates nothing new', async () => {
    const before = counts(target.db);
    const job = await importArchive(bob, exported);
    expect(job).toMatchObject({ state: 'done', boards_created: 0, boards_reused: 3, sections_created: 0, pins_created: 0, pins_skipped: 5 });
    expect(counts(target.db)).toEqual(before);
  });

  it('another person importing the same archive gets their own copies; a name they already use gets a suffix', async () => {
    await cat.call('boardCreate', { name: 'Kitchen ideas' });
    const job = await importArchive(cat, exported);
    expect(job).toMatchObject({ state: 'done', boards_created: 3, pins_created: 5 });
    const names = target.db
      .prepare(`SELECT b.name FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'cat' ORDER BY b.id`)
      .pluck()
      .all();
    expect(names).toEqual(['Kitchen ideas', 'Profile', 'Kitchen ideas (2)', 'Old flat']);
  });

  it('ArchiveImportResource get: 401 signed out, 404 for an unknown job or another person job, 400 for a bad id', async () => {
    const job = await importArchive(bob, exported);
    expect((await anonCall(target.app, 'archiveImportGet', { job_id: job.id })).status).toBe(401);
    expect((await cat.call('archiveImportGet', { job_id: job.id })).status).toBe(404);
    expect((await bob.call('archiveImportGet', { job_id: '999999' })).status).toBe(404);
    const bad = await bob.callUnchecked('archiveImportGet', { job_id: 'x' });
    expect([bad.status, fieldsOf(bad)]).toEqual([400, ['job_id']]);
  });
});

/** The image folders in the target's media folder. */
const mediaImages = () => new Set(readdirSync(path.join(targetMedia, 'images')));

describe('an image that fails only when decoded in full', () => {
  it('fails the job at its board: the boards before it are written whole, that board not at all, nor the images made for it', async () => {
    const truncated = png.subarray(0, 120);
    const other = await pngImage(64, 48);
    const zip = handmade(png, (m) => {
      const [first] = m.boards as Record<string, unknown>[];
      const pin = (first.pins as object[])[0];
      const second = {
        ...first,
        id: '71',
        name: 'Broken',
        pins: [
          { ...pin, id: '702', image: 'images/c.png' },
          { ...pin, id: '701', image: 'images/b.png' },
        ],
      };
      m.boards = [first, second];
    });
    const files = { ...unzipSync(zip), 'images/b.png': truncated, 'images/c.png': other };
    const mediaBefore = mediaImages();
    const res = await upload(cat, Buffer.from(zipSync(files)));
    expect(res.status).toBe(202);
    const { job } = await untilSettled(cat, rr(res).data.id);
    expect(job).toMatchObject({ state: 'failed', boards_created: 1, pins_created: 1, error: expect.stringMatching(/images\/b\.png/) });
    const names = (name: string) => target.db.prepare(`SELECT count(*) FROM boards WHERE name = ?`).pluck().get(name);
    expect([names('Handmade'), names('Broken')]).toEqual([1, 0]);
    // images/c.png was made before images/b.png failed; no pin came of it, so its files are gone. Only the pin's stay.
    const pinImage = target.db
      .prepare(`SELECT i.signature FROM pins p JOIN images i ON i.id = p.image_id JOIN boards b ON b.id = p.board_id WHERE b.name = 'Handmade'`)
      .pluck()
      .get();
    expect([...mediaImages()].filter((d) => !mediaBefore.has(d))).toEqual([pinImage]);
    expect(readdirSync(targetImports)).toEqual([]);
  });
});

describe('imported dates (issue 20)', () => {
  it('a date before 1990 becomes 1990-01-01, one after the import its time; the others are kept', async () => {
    const zip = handmade(png, (m) => {
      const [board] = m.boards as Record<string, unknown>[];
      const pin = (board.pins as object[])[0];
      board.id = '90';
      board.name = 'Dates';
      board.pins = [
        { ...pin, id: '901', title: 'Ancient', created_at: '0001-01-01T00:00:00Z' },
        { ...pin, id: '902', title: 'Future', created_at: '9999-12-31T23:59:59Z' },
        { ...pin, id: '903', title: 'Kept', created_at: '2020-02-02T02:02:02.000Z' },
      ];
    });
    expect(await importArchive(bob, zip)).toMatchObject({ state: 'done', pins_created: 3 });
    const dates = target.db
      .prepare(`SELECT p.title, p.created_at FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.name = 'Dates' ORDER BY p.title`)
      .all();
    expect(dates).toEqual([
      { title: 'Ancient', created_at: ARCHIVE_IMPORT.earliestCreatedAt },
      { title: 'Future', created_at: target.clock.now() },
      { title: 'Kept', created_at: Date.UTC(2020, 1, 2, 2, 2, 2) },
    ]);
  });
});
