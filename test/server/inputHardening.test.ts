import { rr } from './helpers/api';
import { browser, makeApp, signUp, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const REPIN = '/resource/RepinResource/create/';
const FEEDBACK = '/resource/UserFeedbackResource/create/';
const PIN_GET = '/resource/PinResource/get/';

const { app, db } = makeApp();
const f = factories(db);
const userCount = () => db.prepare('SELECT count(*) FROM users').pluck().get() as number;

/** Arrays nested `depth` deep, as JSON text: JSON.stringify itself overflows on such a value, which is the bug. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Sends a body written as JSON text, `${DEEP}` standing for the nested arrays. */
const sendRaw = (b: Browser, path: string, options: Record<string, unknown>, deep: string) =>
  b.agent.post(path).set('X-CSRFToken', b.csrf).set('Content-Type', 'application/json').send(JSON.stringify({ options }).replace('"${DEEP}"', deep));

let counter = 0;
async function member(): Promise<{ b: Browser; id: number; board: number }> {
  const b = await browser(app);
  const id = Number((await signUp(b, `hardened${++counter}`)).id);
  return { b, id, board: f.board(id, 'Mine') };
}

describe('sign-up passwords', () => {
  /** A fresh account each time; `{username}` and `{email}` in the password stand for the account's own. */
  const account = (password: string) => {
    const username = `ann_lee${++counter}`;
    const email = `ann.lee${counter}@example.com`;
    return { username, email, password: password.replace('{username}', username).replace('{email}', email), first_name: 'Annabel' };
  };

  it.each([
    ['a common password', '12345678'],
    ['the word password', 'password'],
    ['a repeated character', 'aaaaaaaa'],
    ['the username itself', '{username}'],
    ['the email address', '{email}'],
    ['the first name with a year', 'annabel2026'],
    ['eight spaces', '        '],
    ['eight NUL characters', '\u0000'.repeat(8)],
    ['a control character in a strong phrase', 'correct horse\u0007battery'],
    ['the product name with a year', 'pinboard2026'],
    ['the product name capitalised with a year', 'Pinboard2026'],
  ])('refuses %s with a 400 naming password, and creates no account', async (_label, password) => {
    const before = userCount();
    const res = await (await browser(app)).callUnchecked('register', account(password));
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual(['password']);
    expect(userCount()).toBe(before);
  });

  it.each([['correct horse battery'], ['demo-pass-2026'], ['bench password 2026'], ['  spaced   out passphrase  ']])(
    'accepts %j (spaces allowed, no composition rules)',
    async (password) => {
      const res = await (await browser(app)).callUnchecked('register', account(password));
      expect(res.status).toBe(201);
    },
  );
});

describe('display names', () => {
  it.each([
    ['a right-to-left override', 'Ann\u202Eeel'],
    ['a zero-width space', 'Ann\u200B'],
    ['a zero-width joiner', 'A\u200Dnn'],
    ['a NUL', 'Ann\u0000'],
    ['a bidi isolate', '\u2066Ann\u2069'],
    ['a Hangul filler (invisible letter)', '\u3164'],
    ['a line separator', 'Ann\u2028Lee'],
  ])('refuses a first_name with %s (400 naming first_name)', async (_label, first_name) => {
    const res = await (
      await browser(app)
    ).callUnchecked('register', {
      username: `name${++counter}`,
      email: `name${counter}@example.com`,
      password: 'correct horse battery',
      first_name,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual(['first_name']);
  });

  it('stores names NFKC-normalised: fullwidth and compatibility letters become their plain forms', async () => {
    const res = await (
      await browser(app)
    ).callUnchecked('register', {
      username: `norm${++counter}`,
      email: `norm${counter}@example.com`,
      password: 'correct horse battery',
      first_name: '\uFF21nne\u0301', // fullwidth A, then e + combining acute
    });
    expect(res.status).toBe(201);
    expect(rr(res).data.first_name).toBe('Ann\u00E9');
  });

  it.each([
    ['a right-to-left override', 'Trips\u202Egnp.exe'],
    ['a zero-width space', 'Recipes\u200B'],
    ['a NUL', 'Recipes\u0000'],
  ])('refuses a board name with %s (400 naming name)', async (_label, name) => {
    const me = await member();
    const res = await me.b.call('boardCreate', { name });
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual(['name']);
  });

  it('still accepts names in any script, with their marks', async () => {
    const me = await member();
    const res = await me.b.call('boardCreate', { name: 'שלום · नमस्ते · 日本の庭' });
    expect(res.status).toBe(201);
  });
});

describe('free-form JSON fields', () => {
  it('refuses an eventContext nested 6,000 deep with a 400 naming eventContext, and saves nothing', async () => {
    const me = await member();
    const pin = f.pin(f.user(`owner${++counter}`), f.board(me.id, 'Theirs'));
    const res = await sendRaw(me.b, REPIN, { pin_id: pin, board_id: me.board, eventContext: { deep: '${DEEP}' } }, nested(6000));
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual(['eventContext']);
    expect(db.prepare('SELECT count(*) FROM pins WHERE origin_pin_id = ?').pluck().get(pin)).toBe(0);
  });

  it('refuses an eventContext of 100 KB with a 400 naming eventContext', async () => {
    const me = await member();
    const pin = f.pin(f.user(`owner${++counter}`), f.board(me.id, 'Theirs'));
    const res = await me.b.call('repinCreate', { pin_id: pin, board_id: me.board, eventContext: { blob: 'x'.repeat(100_000) } });
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual(['eventContext']);
  });

  it('refuses through_properties nested 6,000 deep with a 400 naming through_properties', async () => {
    const me = await member();
    const pin = f.pin(f.user(`owner${++counter}`), f.board(me.id, 'Theirs'));
    const res = await sendRaw(me.b, FEEDBACK, { feedback_type: 1, pin_id: pin, through_properties: { deep: '${DEEP}' } }, nested(6000));
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual(['through_properties']);
  });

  it('answers a GET whose data parameter is nested 6,000 deep with a 400, not a 500', async () => {
    const b = await browser(app);
    const res = await b.agent.get(`${PIN_GET}?data={"options":{"id":1,"extra":${nested(6000)}}}`);
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty('data');
  });
});

describe('pin links', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['\tjavascript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['//evil.example/'],
    ['/relative/path'],
  ])('answers link and trackedLink null for %j', async (link) => {
    const owner = f.user(`linker${++counter}`);
    const pin = f.pin(owner, f.board(owner, 'Links'), { link, tracked_link: link, domain: 'evil.example' });
    const res = await (await browser(app)).call('pinGet', { id: pin });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({ link: null, trackedLink: null });
  });

  it('keeps http and https links as they are', async () => {
    const owner = f.user(`linker${++counter}`);
    const pin = f.pin(owner, f.board(owner, 'Links'), { link: 'HTTPS://shop.example/a?b=1', tracked_link: 'http://t.example/go' });
    const res = await (await browser(app)).call('pinGet', { id: pin });
    expect(rr(res).data).toMatchObject({ link: 'HTTPS://shop.example/a?b=1', trackedLink: 'http://t.example/go' });
  });
});
