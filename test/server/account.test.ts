import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { endpoints } from '../../shared/contracts/registry';
import { anonCall, rr } from './helpers/api';
import { browser, makeApp, PASSWORD, signUpAll, type Browser } from './helpers/app';
import { fieldsOf } from './helpers/boardCast';
import { factories } from './helpers/factories';
import { pngImage, tempMediaDir } from './pinCreate/fixtures';

const mediaDir = tempMediaDir();
const MAX_BYTES = 200_000;
const { app, db } = makeApp({
  mediaDir,
  pinCreation: {
    maxImageBytes: MAX_BYTES,
    maxImagePixels: 1_000_000,
    decode: { concurrency: 2, queue: 8 },
    fetch: { timeoutMs: 1000, maxBytes: MAX_BYTES, maxRedirects: 3, allowOrigins: [] },
    rateLimit: { windowMs: 60_000, max: 1000 },
  },
});
const f = factories(db);

let people: Awaited<ReturnType<typeof signUpAll<'ann' | 'bob'>>>;
beforeAll(async () => {
  people = await signUpAll(app, ['ann', 'bob']);
});

/** The files under the media dir's images folder, by signature. */
const imageDirs = () => db.prepare('SELECT signature FROM images').pluck().all() as string[];
const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

/** A multipart profile update, as the settings page sends a new photo. */
function upload(b: Browser, file: Buffer, fields: Record<string, string> = {}, fileField = 'image') {
  const req = b.agent.put(endpoints.profileUpdate.path).set('X-CSRFToken', b.csrf);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req.attach(fileField, file, 'me.png');
}

describe('UserAccountResource get', () => {
  it('answers 401 signed out', async () => {
    expect((await anonCall(app, 'accountGet', {})).status).toBe(401);
  });

  it("answers the viewer's username and email", async () => {
    const res = await people.browsers.ann.call('accountGet', {});
    expect([res.status, rr(res).data]).toEqual([200, { username: 'ann', email: 'ann@example.com' }]);
  });
});

describe('UserAccountResource update (email)', () => {
  it('answers 401 signed out', async () => {
    const b = await browser(app);
    expect((await b.call('accountUpdate', { email: 'x@example.com', password: PASSWORD })).status).toBe(401);
  });

  it('refuses a malformed email or a missing password with a 400 naming the field', async () => {
    const bad = await people.browsers.ann.callUnchecked('accountUpdate', { email: 'not an email', password: PASSWORD });
    expect([bad.status, fieldsOf(bad)]).toEqual([400, ['email']]);
    const none = await people.browsers.ann.callUnchecked('accountUpdate', { email: 'ann2@example.com' });
    expect([none.status, fieldsOf(none)]).toEqual([400, ['password']]);
  });

  it('refuses a wrong password with a 403 naming password, and changes nothing', async () => {
    const res = await people.browsers.ann.call('accountUpdate', { email: 'ann2@example.com', password: 'not my password' });
    expect([res.status, rr(res).error.code, fieldsOf(res)]).toEqual([403, 'wrong_password', ['password']]);
    expect(db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(people.ids.ann)).toBe('ann@example.com');
  });

  it("refuses another account's email (any case) with a 409 naming email", async () => {
    const res = await people.browsers.ann.call('accountUpdate', { email: 'BOB@example.com', password: PASSWORD });
    expect([res.status, fieldsOf(res)]).toEqual([409, ['email']]);
  });

  it('changes the email; logging in with the new one works', async () => {
    const res = await people.browsers.ann.call('accountUpdate', { email: 'ann.new@example.com', password: PASSWORD });
    expect([res.status, rr(res).data]).toEqual([200, { username: 'ann', email: 'ann.new@example.com' }]);
    const b = await browser(app);
    expect((await b.call('login', { username_or_email: 'ann.new@example.com', password: PASSWORD })).status).toBe(200);
  });
});

describe('UserProfileResource update (names, username, about)', () => {
  it('answers 401 signed out, without reading the body', async () => {
    const b = await browser(app);
    expect((await b.call('profileUpdate', { about: 'hi' })).status).toBe(401);
  });

  it('refuses bad fields with a 400 naming each', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'settings' }, 'username'],
      [{ username: 'no spaces' }, 'username'],
      [{ username: 'ab' }, 'username'],
      [{ first_name: '' }, 'first_name'],
      [{ full_name: 'x'.repeat(61) }, 'full_name'],
      [{ about: 'x'.repeat(501) }, 'about'],
    ];
    for (const [options, field] of cases) {
      const res = await people.browsers.ann.callUnchecked('profileUpdate', options);
      expect({ options, status: res.status, fields: fieldsOf(res) }).toEqual({ options, status: 400, fields: [field] });
    }
  });

  it("refuses another person's username (any case) with a 409 naming username", async () => {
    const res = await people.browsers.ann.call('profileUpdate', { username: 'BOB', about: 'changed' });
    expect([res.status, fieldsOf(res)]).toEqual([409, ['username']]);
    expect(db.prepare('SELECT about FROM users WHERE id = ?').pluck().get(people.ids.ann)).toBe('');
  });

  it('saves the fields given, keeps the others, and answers the viewer', async () => {
    const res = await people.browsers.ann.call('profileUpdate', {
      first_name: 'Annie',
      full_name: 'Annie Hall',
      username: 'annie',
      about: 'I like lamps.',
    });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({ isAuth: true, username: 'annie', first_name: 'Annie', full_name: 'Annie Hall' });
    const profile = await people.browsers.bob.call('userGet', { username: 'annie' });
    expect(rr(profile).data).toMatchObject({ username: 'annie', fullName: 'Annie Hall', about: 'I like lamps.' });
    expect((await people.browsers.bob.call('userGet', { username: 'ann' })).status).toBe(404);
    const again = await people.browsers.ann.call('profileUpdate', { about: '' });
    expect(rr(again).data).toMatchObject({ username: 'annie', full_name: 'Annie Hall' });
    expect(db.prepare('SELECT about FROM users WHERE id = ?').pluck().get(people.ids.ann)).toBe('');
  });

  it("keeps the viewer's own username in another case", async () => {
    const res = await people.browsers.ann.call('profileUpdate', { username: 'Annie' });
    expect([res.status, rr(res).data.username]).toEqual([200, 'Annie']);
  });
});

describe('UserProfileResource update (photo)', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await pngImage(400, 300);
  });

  it('refuses a non-image, a pixel bomb, a file too large and a file under another name, naming the field, leaving no file', async () => {
    const before = { rows: imageDirs(), avatar: db.prepare('SELECT avatar_image_id FROM users WHERE id = ?').pluck().get(people.ids.bob) };
    const bomb = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('not an image at all'), 'image', 400, 'image'],
      [bomb, 'image', 400, 'image'],
      [Buffer.alloc(MAX_BYTES + 1, 1), 'image', 413, 'image'],
      [png, 'photo', 400, 'photo'],
    ];
    for (const [file, fileField, status, field] of cases) {
      const res = await upload(people.browsers.bob, file, {}, fileField);
      expect({ fileField, status: res.status, fields: fieldsOf(res) }).toEqual({ fileField, status, fields: [field] });
    }
    expect({ rows: imageDirs(), avatar: db.prepare('SELECT avatar_image_id FROM users WHERE id = ?').pluck().get(people.ids.bob) }).toEqual(before);
    expect(existsSync(path.join(mediaDir, 'images'))).toBe(false);
  });

  it('leaves no file when the fields beside the photo are refused', async () => {
    const res = await upload(people.browsers.bob, png, { username: 'annie' });
    expect([res.status, fieldsOf(res)]).toEqual([409, ['username']]);
    expect(existsSync(path.join(mediaDir, 'images'))).toBe(false);
  });

  it('leaves no file when the write fails after the photo was prepared', async () => {
    db.exec(`CREATE TEMP TRIGGER fail_profile BEFORE UPDATE ON users BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
    try {
      expect((await upload(people.browsers.bob, png, { about: 'never saved' })).status).toBe(500);
    } finally {
      db.exec('DROP TRIGGER fail_profile');
    }
    expect(imageDirs()).toEqual([]);
    expect(existsSync(path.join(mediaDir, 'images')) ? readdirSync(path.join(mediaDir, 'images')) : []).toEqual([]);
  });

  it('stores the photo in every size, shows it as the avatar, and removes the old one when replaced', async () => {
    const first = await upload(people.browsers.bob, png, { full_name: 'Bob Photo' });
    expect(first.status).toBe(200);
    const viewer = rr(first).data;
    expect(viewer).toMatchObject({ full_name: 'Bob Photo' });
    expect(viewer.imageMediumUrl).toMatch(/^\/media\/images\/[0-9a-f]{32}\/136x136\.jpg$/);
    const firstDir = path.dirname(fileOf(viewer.imageMediumUrl));
    expect(await sharp(fileOf(viewer.imageMediumUrl)).metadata()).toMatchObject({ width: 136, height: 136 });
    expect(existsSync(fileOf(viewer.imageLargeUrl))).toBe(true);
    const profile = await people.browsers.ann.call('userGet', { username: 'bob' });
    expect(rr(profile).data.imageMediumUrl).toBe(viewer.imageMediumUrl);

    const second = await upload(people.browsers.bob, await pngImage(500, 500));
    expect(second.status).toBe(200);
    const newUrl = rr(second).data.imageMediumUrl;
    expect(newUrl).not.toBe(viewer.imageMediumUrl);
    expect(existsSync(fileOf(newUrl))).toBe(true);
    expect(existsSync(firstDir)).toBe(false);
    expect(imageDirs()).toEqual([path.basename(path.dirname(fileOf(newUrl)))]);
  });

  it("keeps the old photo's files while a pin still shows the same image", async () => {
    const before = rr(await people.browsers.bob.call('viewerGet', {})).data.imageMediumUrl;
    const signature = path.basename(path.dirname(fileOf(before)));
    const imageId = db.prepare('SELECT id FROM images WHERE signature = ?').pluck().get(signature) as number;
    f.pin(people.ids.bob, f.board(people.ids.bob, 'Mine'), { image_id: imageId });
    expect((await upload(people.browsers.bob, await pngImage(320, 320))).status).toBe(200);
    expect(existsSync(fileOf(before))).toBe(true);
  });
});
