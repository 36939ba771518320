import request from 'supertest';
import { UNDECIDED } from '../../shared/domain/cookieConsent';
import { rr } from './helpers/api';
import { browser, makeApp, signUp } from './helpers/app';

const { app, db } = makeApp();
/** Signed out, with the default configuration's experiments (none), and no cookie consent choice yet. */
const SIGNED_OUT = { isAuth: false, experiments: { simplify_creator_attributions_unauth_web: null }, cookie_consent: UNDECIDED };

describe('accounts: sign up, log in, log out, the viewer', () => {
  it('is signed out by default', async () => {
    const b = await browser(app);
    const res = await b.call('viewerGet');
    expect(res.body.resource_response.data).toEqual(SIGNED_OUT);
  });

  it('signs up, answers the viewer and keeps the session in an HttpOnly, SameSite=Lax cookie', async () => {
    const b = await browser(app);
    const res = await b.call('register', {
      username: 'ada',
      email: 'ada@example.com',
      password: 'analytical engine',
      first_name: 'Ada',
    });
    expect(res.status).toBe(201);
    const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('sess='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.body.resource_response.data).toMatchObject({
      isAuth: true,
      username: 'ada',
      first_name: 'Ada',
      save_behavior: 0,
      has_quicksave_board: false,
    });
    const viewer = await b.call('viewerGet');
    expect(viewer.body.resource_response.data).toMatchObject({
      isAuth: true,
      username: 'ada',
      fullName: 'Ada',
      country: 'US',
      isPartner: false,
      isEmployee: false,
      created_at: '2026-11-01T00:00:00.000Z',
    });
  });

  it('stores a slow-KDF hash, never the password', async () => {
    const { app: own, db } = makeApp();
    await signUp(await browser(own), 'grace', 'compilers-2026');
    const hash = db.prepare('SELECT password_hash FROM users WHERE username = ?').pluck().get('grace') as string;
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('compilers-2026');
  });

  // Sign-up must not tell which emails have accounts. Usernames are public (every profile shows one), so a taken
  // username is named, whatever the email: its answer then says nothing about the email either.
  const REFUSED = {
    code: 'registration_refused',
    message: 'We could not create an account with these details. If you already have an account, log in.',
  };

  it('refuses a taken username with the one sign-up refusal, naming username, whether or not the email is taken', async () => {
    await signUp(await browser(app), 'linus');
    const b = await browser(app);
    const attempt = (email: string) => b.call('register', { username: 'LINUS', email, password: 'long enough pw', first_name: 'L' });
    const freeEmail = await attempt('other@example.com');
    expect([freeEmail.status, rr(freeEmail).error]).toEqual([409, { ...REFUSED, fields: { username: 'already taken' } }]);
    const takenEmail = await attempt('linus@example.com');
    expect(takenEmail.body).toEqual(freeEmail.body);
  });

  it('refuses a taken email with the one sign-up refusal, naming no field and not the address, and creates nothing', async () => {
    await signUp(await browser(app), 'ken');
    const users = () => db.prepare('SELECT count(*) FROM users').pluck().get();
    const before = users();
    const res = await (
      await browser(app)
    ).call('register', { username: 'kenneth', email: 'KEN@example.com', password: 'long enough pw', first_name: 'K' });
    expect([res.status, rr(res).error]).toEqual([409, REFUSED]);
    expect(JSON.stringify(res.body).toLowerCase()).not.toContain('email');
    expect(users()).toBe(before);
  });

  it('answers two sign-ups racing for one email with one account and the same refusal', async () => {
    const [first, second] = await Promise.all(
      ['race_a', 'race_b'].map(async (username) =>
        (await browser(app)).call('register', { username, email: 'race@example.com', password: 'long enough pw', first_name: 'R' }),
      ),
    );
    const answers = [first, second].sort((x, y) => x.status - y.status);
    expect(answers.map((r) => r.status)).toEqual([201, 409]);
    expect(rr(answers[1]).error).toEqual(REFUSED);
  });

  it.each([
    [{ username: 'x', email: 'x@example.com', password: 'long enough', first_name: 'X' }, 'username'],
    [{ username: 'valid_name', email: 'not-an-email', password: 'long enough', first_name: 'X' }, 'email'],
    [{ username: 'valid_name', email: 'v@example.com', password: 'short', first_name: 'X' }, 'password'],
    [{ username: 'valid_name', email: 'v@example.com', password: 'long enough', first_name: 'X'.repeat(31) }, 'first_name'],
  ])('refuses invalid sign-up options with 400 naming the field (%#)', async (options, field) => {
    const b = await browser(app);
    const res = await b.call('register', options);
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error.fields).toHaveProperty(field);
  });

  it('logs in by username or email and refuses a wrong password with 401', async () => {
    await signUp(await browser(app), 'margaret', 'apollo guidance');
    const byName = await browser(app);
    expect((await byName.call('login', { username_or_email: 'margaret', password: 'apollo guidance' })).status).toBe(200);
    const byEmail = await browser(app);
    expect((await byEmail.call('login', { username_or_email: 'MARGARET@example.com', password: 'apollo guidance' })).status).toBe(200);
    const wrong = await browser(app);
    const res = await wrong.call('login', { username_or_email: 'margaret', password: 'wrong one' });
    expect(res.status).toBe(401);
    expect(res.body.resource_response.error.code).toBe('invalid_credentials');
    const unknown = await wrong.call('login', { username_or_email: 'nobody', password: 'wrong one' });
    expect(unknown.status).toBe(401);
    expect((await wrong.call('viewerGet')).body.resource_response.data.isAuth).toBe(false);
  });

  it('logs out, and the old session cookie is refused afterwards', async () => {
    const b = await browser(app);
    await signUp(b, 'barbara');
    const login = await b.call('login', { username_or_email: 'barbara', password: 'correct horse battery' });
    const sess = ([] as string[])
      .concat(login.headers['set-cookie'])
      .find((c) => c.startsWith('sess='))!
      .split(';')[0];
    const out = await b.call('logout');
    expect(out.status).toBe(200);
    const replay = await request(app).get('/resource/ViewerResource/get/').set('Cookie', sess);
    expect(replay.body.resource_response.data).toEqual(SIGNED_OUT);
    // Logging out again (the session has ended) succeeds and clears the cookie once more.
    const again = await b.call('logout');
    expect(again.status).toBe(200);
    expect(([] as string[]).concat(again.headers['set-cookie']).find((c) => c.startsWith('sess='))).toMatch(/^sess=;/);
  });

  it('refuses an expired session', async () => {
    const { app: own, clock } = makeApp();
    const b = await browser(own);
    await signUp(b, 'alan');
    clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await b.call('viewerGet')).body.resource_response.data).toEqual(SIGNED_OUT);
  });

  it('refuses a state-changing call without the csrf header, or with a wrong one, with 403', async () => {
    const b = await browser(app);
    const missing = await b.agent.post('/resource/UserSessionResource/create/').send({ options: { username_or_email: 'a', password: 'b' } });
    expect(missing.status).toBe(403);
    expect(missing.body.resource_response.error.code).toBe('csrf_failed');
    const wrong = await b.agent
      .post('/resource/UserSessionResource/create/')
      .set('X-CSRFToken', `${b.csrf}x`)
      .send({ options: { username_or_email: 'a', password: 'b' } });
    expect(wrong.status).toBe(403);
    const noCookie = await request(app).post('/resource/UserSessionResource/create/').set('X-CSRFToken', b.csrf).send({ options: {} });
    expect(noCookie.status).toBe(403);
  });

  it('rate-limits login attempts with a 429 envelope', async () => {
    const { app: limited } = makeApp({ loginRateLimit: { windowMs: 60_000, max: 3 } });
    const b = await browser(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await b.call('login', { username_or_email: 'x', password: 'y' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
