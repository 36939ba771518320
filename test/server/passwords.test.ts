import { createHash } from 'node:crypto';
import type { Express } from 'express';
import { PASSWORD_RESET } from '../../shared/constants';
import { rr } from './helpers/api';
import { browser, logIn, makeApp, PASSWORD, signUpAll, type Browser, type TestClock } from './helpers/app';
import { linkIn, startSmtpInbox, type SmtpInbox } from './helpers/smtpInbox';
import type { Db } from '../../server/sqlite/open';

const NEW_PASSWORD = 'lighthouse keeper marmalade';
const MAIL_LIMIT = 3;

let inbox: SmtpInbox;
let app: Express;
let db: Db;
let clock: TestClock;
let people: Awaited<ReturnType<typeof signUpAll<'alice' | 'bob' | 'carol' | 'dave' | 'erin' | 'frank'>>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ({ app, db, clock } = makeApp({
    smtpUrl: inbox.url,
    mailFrom: 'Pinboard <robot@pins.test>',
    passwordResetRateLimit: { windowMs: PASSWORD_RESET.rateWindowMs, perAddress: 1000, perAccount: MAIL_LIMIT },
  }));
  people = await signUpAll(app, ['alice', 'bob', 'carol', 'dave', 'erin', 'frank']);
});
afterAll(() => inbox.close());

const isSignedIn = async (b: Browser) => rr(await b.call('viewerGet')).data.isAuth as boolean;

/** Asks for a reset link for `login`, signed out, and answers the link the mail brought. */
async function resetLink(login: string) {
  const b = await browser(app);
  expect((await b.call('passwordResetRequest', { username_or_email: login })).status).toBe(200);
  const mail = await inbox.next();
  const link = linkIn(mail, '/pw/');
  return { b, mail, link, username: decodeURIComponent(link.pathname.split('/')[2]), token: link.searchParams.get(PASSWORD_RESET.tokenParam)! };
}

describe('PasswordResetResource create: asking for a reset link', () => {
  it('names username_or_email when it is empty (400)', async () => {
    const b = await browser(app);
    const res = await b.callUnchecked('passwordResetRequest', { username_or_email: '' });
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty('username_or_email');
  });

  it('answers an unknown email exactly as a known one, and mails only the known account', async () => {
    const b = await browser(app);
    const unknown = await b.call('passwordResetRequest', { username_or_email: 'nobody@example.com' });
    const known = await b.call('passwordResetRequest', { username_or_email: 'carol@example.com' });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    // Nothing went out for the unknown address: the first mail to arrive is carol's.
    const mail = await inbox.next();
    expect(mail.to).toMatchObject({ text: 'carol@example.com' });
    expect(mail.from).toMatchObject({ text: '"Pinboard" <robot@pins.test>' });
    expect(mail.subject).toBe('Reset your Pinboard password');
    expect(linkIn(mail, '/pw/').pathname).toBe('/pw/carol/');
  });

  it('keeps only the hash of the token', async () => {
    const { token } = await resetLink('dave');
    const rows = db.prepare('SELECT * FROM password_resets').all() as Record<string, unknown>[];
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('base64url'));
  });

  it(`mails one account at most ${MAIL_LIMIT} links an hour, answering every request alike`, async () => {
    const b = await browser(app);
    for (let i = 0; i < MAIL_LIMIT + 2; i++) expect((await b.call('passwordResetRequest', { username_or_email: 'erin' })).status).toBe(200);
    for (let i = 0; i < MAIL_LIMIT; i++) expect((await inbox.next()).to).toMatchObject({ text: 'erin@example.com' });
    await b.call('passwordResetRequest', { username_or_email: 'frank' });
    // The next mail to arrive is frank's: erin's last two requests sent nothing.
    expect((await inbox.next()).to).toMatchObject({ text: 'frank@example.com' });
  });
});

describe('the whole reset, through the mail', () => {
  it('sets the new password from the link, ends every session, and works once', async () => {
    const elsewhere = await logIn(await browser(app), 'alice');
    expect(await isSignedIn(people.browsers.alice)).toBe(true);
    const { b, username, token } = await resetLink('alice@example.com');
    expect(username).toBe('alice');

    expect(rr(await b.call('passwordResetGet', { username, token })).data).toEqual({ username: 'alice' });
    const weak = await b.call('passwordResetComplete', { username, token, password: 'alice1234' });
    expect(weak.status).toBe(400);
    expect(rr(weak).error.fields).toHaveProperty('password');

    expect((await b.call('passwordResetComplete', { username, token, password: NEW_PASSWORD })).status).toBe(200);
    expect(await isSignedIn(people.browsers.alice)).toBe(false);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect((await b.call('login', { username_or_email: 'alice', password: PASSWORD })).status).toBe(401);
    expect((await b.call('login', { username_or_email: 'alice', password: NEW_PASSWORD })).status).toBe(200);

    const again = await (await browser(app)).call('passwordResetComplete', { username, token, password: 'another long passphrase here' });
    expect(again.status).toBe(404);
    expect(rr(again).error.fields).toHaveProperty('token');
  });

  it("does nothing for another account: bob's link at carol's address is refused", async () => {
    const { b, token } = await resetLink('bob');
    for (const res of [
      await b.call('passwordResetGet', { username: 'carol', token }),
      await b.call('passwordResetComplete', { username: 'carol', token, password: NEW_PASSWORD }),
    ]) {
      expect(res.status).toBe(404);
      expect(rr(res).error.fields).toHaveProperty('token');
    }
    expect(await isSignedIn(people.browsers.carol)).toBe(true);
    expect((await b.call('login', { username_or_email: 'carol', password: PASSWORD })).status).toBe(200);
  });

  it('refuses a link an hour old', async () => {
    const { b, username, token } = await resetLink('frank');
    clock.advance(PASSWORD_RESET.linkMaxAgeMs - 1);
    expect((await b.call('passwordResetGet', { username, token })).status).toBe(200);
    clock.advance(1);
    expect((await b.call('passwordResetGet', { username, token })).status).toBe(404);
    expect((await b.call('passwordResetComplete', { username, token, password: NEW_PASSWORD })).status).toBe(404);
  });

  it('refuses a made-up token (404 naming token) and names the missing options (400)', async () => {
    const b = await browser(app);
    const res = await b.call('passwordResetGet', { username: 'bob', token: 'made-up' });
    expect(res.status).toBe(404);
    expect(rr(res).error.fields).toHaveProperty('token');
    const bad = await b.callUnchecked('passwordResetComplete', { username: 'bob', token: 'x', password: 'short' });
    expect(bad.status).toBe(400);
    expect(rr(bad).error.fields).toHaveProperty('password');
  });
});

describe('UserPasswordResource update: changing the password', () => {
  it('is for signed-in people (401)', async () => {
    const res = await (await browser(app)).call('passwordChange', { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });

  it('names new_password when it is too short or too easy, and current_password when it is wrong (400)', async () => {
    const b = people.browsers.dave;
    const short = await b.callUnchecked('passwordChange', { current_password: PASSWORD, new_password: 'short' });
    expect(rr(short).error.fields).toHaveProperty('new_password');
    const easy = await b.call('passwordChange', { current_password: PASSWORD, new_password: 'dave12345678' });
    expect(easy.status).toBe(400);
    expect(rr(easy).error.fields).toHaveProperty('new_password');
    const wrong = await b.call('passwordChange', { current_password: 'not my password', new_password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(rr(wrong).error.fields).toEqual({ current_password: 'incorrect' });
  });

  it('signs out every other session and keeps this one', async () => {
    const other = await logIn(await browser(app), 'dave');
    const b = people.browsers.dave;
    expect((await b.call('passwordChange', { current_password: PASSWORD, new_password: NEW_PASSWORD })).status).toBe(200);
    expect(await isSignedIn(b)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    const fresh = await browser(app);
    expect((await fresh.call('login', { username_or_email: 'dave', password: PASSWORD })).status).toBe(401);
    expect((await fresh.call('login', { username_or_email: 'dave', password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('UserSecurityLockResource create: the panic button', () => {
  it('is for signed-in people (401)', async () => {
    expect((await (await browser(app)).call('securePanic')).status).toBe(401);
  });

  it('signs out everywhere, this session too, refuses the old password and mails a reset link that works', async () => {
    const other = await logIn(await browser(app), 'bob');
    const b = people.browsers.bob;
    expect((await b.call('securePanic')).status).toBe(200);
    expect(await isSignedIn(b)).toBe(false);
    expect(await isSignedIn(other)).toBe(false);
    expect((await b.call('login', { username_or_email: 'bob', password: PASSWORD })).status).toBe(401);

    const mail = await inbox.next();
    expect(mail.to).toMatchObject({ text: 'bob@example.com' });
    const link = linkIn(mail, '/pw/bob/');
    const token = link.searchParams.get(PASSWORD_RESET.tokenParam)!;
    expect((await b.call('passwordResetComplete', { username: 'bob', token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await b.call('login', { username_or_email: 'bob', password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('the per-address limit on reset requests', () => {
  it('answers 429 past PASSWORD_RESET_RATE_LIMIT requests from one address', async () => {
    const limited = makeApp({ passwordResetRateLimit: { windowMs: PASSWORD_RESET.rateWindowMs, perAddress: 2, perAccount: 3 } });
    const b = await browser(limited.app);
    expect((await b.call('passwordResetRequest', { username_or_email: 'someone' })).status).toBe(200);
    expect((await b.call('passwordResetRequest', { username_or_email: 'someone else' })).status).toBe(200);
    const refused = await b.call('passwordResetRequest', { username_or_email: 'a third' });
    expect(refused.status).toBe(429);
    expect(rr(refused).error.code).toBe('rate_limited');
  });
});
