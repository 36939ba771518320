import request from 'supertest';
import { browser, makeApp, signUp, type Browser } from './helpers/app';
import { setCookie, setCookieValue } from './helpers/cookies';

const REGISTER = '/resource/UserRegisterResource/create/';
const PING = '/api/ping';

/** The agent's current value of a cookie, as its jar would send it. */
function jar(b: Browser, name: string): string {
  const cookie = b.agent.jar.getCookie(name, { domain: '127.0.0.1', path: '/', secure: false, script: false });
  if (!cookie) throw new Error(`no ${name} cookie in the jar`);
  return cookie.value;
}

describe('csrf: the token is bound to the session', () => {
  const { app } = makeApp();

  it("refuses session B's cookie-and-header pair sent with session A's session cookie", async () => {
    const a = await browser(app);
    await signUp(a, 'csrf_alice');
    const b = await browser(app);
    await signUp(b, 'csrf_bob');
    const res = await request(app)
      .post(PING)
      .set('Cookie', `sess=${jar(a, 'sess')}; csrftoken=${jar(b, 'csrftoken')}`)
      .set('X-CSRFToken', jar(b, 'csrftoken'))
      .send({});
    expect(res.status).toBe(403);
    expect(res.body.resource_response.error.code).toBe('csrf_failed');
  });

  it("accepts a session's own pair", async () => {
    const a = await browser(app);
    await signUp(a, 'csrf_carol');
    const res = await request(app)
      .post(PING)
      .set('Cookie', `sess=${jar(a, 'sess')}; csrftoken=${jar(a, 'csrftoken')}`)
      .set('X-CSRFToken', jar(a, 'csrftoken'))
      .send({});
    expect(res.status).toBe(200);
  });

  it.each([
    ['a planted three-character token', 'abc'],
    ['a planted token of the right shape but a forged signature', `${'A'.repeat(22)}.${'B'.repeat(43)}`],
    ['a planted token with a trailing extra character', null],
  ])('refuses %s, signed in or out', async (_what, planted) => {
    const a = await browser(app);
    await signUp(a, `csrf_p${Math.random().toString(36).slice(2, 8)}`);
    const token = planted ?? `${jar(a, 'csrftoken')}x`;
    const signedIn = await request(app)
      .post(PING)
      .set('Cookie', `sess=${jar(a, 'sess')}; csrftoken=${token}`)
      .set('X-CSRFToken', token)
      .send({});
    expect(signedIn.status).toBe(403);
    expect(signedIn.body.resource_response.error.code).toBe('csrf_failed');
    const signedOut = await request(app).post(PING).set('Cookie', `csrftoken=${token}`).set('X-CSRFToken', token).send({});
    expect(signedOut.status).toBe(403);
  });

  it("refuses a token whose signature's last character differs only in bits the signature does not use", async () => {
    const b = await browser(app);
    const token = jar(b, 'csrftoken');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const variant = token.slice(0, -1) + alphabet[alphabet.indexOf(token.at(-1)!) ^ 1];
    expect(Buffer.from(variant.split('.')[1], 'base64url').equals(Buffer.from(token.split('.')[1], 'base64url'))).toBe(true);
    const res = await request(app).post(PING).set('Cookie', `csrftoken=${variant}`).set('X-CSRFToken', variant).send({});
    expect(res.status).toBe(403);
  });

  it('replaces a malformed token cookie on any answer, so the next write works', async () => {
    const res = await request(app).get('/api/health').set('Cookie', 'csrftoken=abc');
    const fresh = setCookieValue(res, 'csrftoken');
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    const write = await request(app).post(PING).set('Cookie', `csrftoken=${fresh}`).set('X-CSRFToken', fresh!).send({});
    expect(write.status).toBe(200);
  });

  it('gives every new client a different token, past many refills of the nonces it is made from', async () => {
    const tokens = new Set<string | undefined>();
    for (let i = 0; i < 600; i++) tokens.add(setCookieValue(await request(app).get('/api/health'), 'csrftoken'));
    expect(tokens.has(undefined)).toBe(false);
    expect(tokens.size).toBe(600);
  });

  it('issues a fresh token on sign-up; the signed-out one no longer passes with the new session', async () => {
    const b = await browser(app);
    const before = jar(b, 'csrftoken');
    const res = await b.call('register', {
      username: 'csrf_dave',
      email: 'csrf_dave@example.com',
      password: 'correct horse battery',
      first_name: 'D',
    });
    expect(res.status).toBe(201);
    const after = setCookieValue(res, 'csrftoken');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = await request(app)
      .post(PING)
      .set('Cookie', `sess=${jar(b, 'sess')}; csrftoken=${before}`)
      .set('X-CSRFToken', before)
      .send({});
    expect(stale.status).toBe(403);
    expect((await b.send('post', PING)).status).toBe(200);
  });

  it('issues a fresh token on log-in and on log-out; the signed-in token dies with the session', async () => {
    await signUp(await browser(app), 'csrf_erin');
    const b = await browser(app);
    const signedOut = jar(b, 'csrftoken');
    const login = await b.call('login', { username_or_email: 'csrf_erin', password: 'correct horse battery' });
    expect(login.status).toBe(200);
    const signedIn = setCookieValue(login, 'csrftoken');
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(signedOut);
    const sess = jar(b, 'sess');
    const out = await b.call('logout');
    expect(out.status).toBe(200);
    const afterLogout = setCookieValue(out, 'csrftoken');
    expect(afterLogout).toBeDefined();
    expect(afterLogout).not.toBe(signedIn);
    expect((await b.send('post', PING)).status).toBe(200);
    // The signed-in pair, replayed with the ended session's cookie or without it, is no longer a pass for a signed-out write.
    const replay = await request(app).post(PING).set('Cookie', `csrftoken=${signedIn}`).set('X-CSRFToken', signedIn!).send({});
    expect(replay.status).toBe(403);
    expect(sess).toBeTruthy();
  });

  it('lets a client whose session expired log in again without a csrf failure', async () => {
    const own = makeApp();
    const b = await browser(own.app);
    await signUp(b, 'csrf_frank');
    own.clock.advance(31 * 24 * 60 * 60 * 1000);
    const again = await b.call('login', { username_or_email: 'csrf_frank', password: 'correct horse battery' });
    expect(again.status).toBe(200);
  });

  it('accepts tokens issued before a restart, or by another process on the same database', async () => {
    const first = makeApp();
    const b = await browser(first.app);
    await signUp(b, 'csrf_gina');
    const { createApp } = await import('../../server/app');
    const { testConfig } = await import('../../server/config');
    const second = createApp({ db: first.db, config: testConfig(), clock: first.clock });
    const res = await request(second)
      .post(PING)
      .set('Cookie', `sess=${jar(b, 'sess')}; csrftoken=${jar(b, 'csrftoken')}`)
      .set('X-CSRFToken', jar(b, 'csrftoken'))
      .send({});
    expect(res.status).toBe(200);
  });
});

describe('csrf: writes from another site are refused', () => {
  const { app } = makeApp();

  it.each([
    ['an Origin naming another site', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an Origin on another port', { Origin: 'http://pins.test:8080' }],
    ['an Origin with another scheme', { Origin: 'https://pins.test' }],
  ])('refuses %s with a valid token (403 cross_site_request)', async (_what, headers) => {
    const b = await browser(app);
    const res = await b.agent.post(PING).set('Host', 'pins.test').set(headers).set('X-CSRFToken', b.csrf).send({});
    expect(res.status).toBe(403);
    expect(res.body.resource_response.error.code).toBe('cross_site_request');
  });

  it("accepts the request's own origin, same-origin fetch metadata, and no Origin at all", async () => {
    const b = await browser(app);
    const own = await b.agent
      .post(PING)
      .set('Host', 'pins.test')
      .set('Origin', 'http://pins.test')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('X-CSRFToken', b.csrf)
      .send({});
    expect(own.status).toBe(200);
    const none = await b.agent.post(PING).set('X-CSRFToken', b.csrf).send({});
    expect(none.status).toBe(200);
  });

  it('does not refuse reads from another site', async () => {
    const res = await request(app).get('/api/health').set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(200);
  });

  it('compares with PUBLIC_URL when it is set, whatever the Host', async () => {
    const { app: public_ } = makeApp({ publicUrl: 'https://pins.example.org' });
    const b = await browser(public_);
    const ok = await b.agent.post(PING).set('Host', 'internal:3000').set('Origin', 'https://pins.example.org').set('X-CSRFToken', b.csrf).send({});
    expect(ok.status).toBe(200);
    const own = await b.agent.post(PING).set('Host', 'pins.test').set('Origin', 'http://pins.test').set('X-CSRFToken', b.csrf).send({});
    expect(own.status).toBe(403);
    expect(own.body.resource_response.error.code).toBe('cross_site_request');
  });
});

describe('cookies are Secure when the request came over HTTPS', () => {
  const signUpOver = async (app: Parameters<typeof browser>[0], username: string, proto?: string) => {
    const b = await browser(app);
    const req = b.agent.post(REGISTER).set('X-CSRFToken', b.csrf);
    if (proto) req.set('X-Forwarded-Proto', proto);
    return req.send({ options: { username, email: `${username}@example.com`, password: 'correct horse battery', first_name: 'S' } });
  };

  it('marks the session and csrf cookies Secure behind a trusted proxy that says https', async () => {
    const { app } = makeApp();
    const res = await signUpOver(app, 'secure_hana', 'https');
    expect(res.status).toBe(201);
    expect(setCookie(res, 'sess')).toMatch(/; Secure/);
    expect(setCookie(res, 'csrftoken')).toMatch(/; Secure/);
  });

  it('leaves them plain over http, and when the proxy is not trusted', async () => {
    const plain = await signUpOver(makeApp().app, 'secure_ivan');
    expect(setCookie(plain, 'sess')).not.toMatch(/Secure/);
    const untrusted = await signUpOver(makeApp({ trustProxy: false }).app, 'secure_jack', 'https');
    expect(setCookie(untrusted, 'sess')).not.toMatch(/Secure/);
  });
});
