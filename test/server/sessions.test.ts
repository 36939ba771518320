import { anonCall } from './helpers/api';
import { browser, makeApp, signUp } from './helpers/app';
import { setCookie } from './helpers/cookies';

const DAY = 24 * 60 * 60 * 1000;

describe('signed-in API answers are never stored by caches', () => {
  const { app } = makeApp();

  it('marks signed-in answers, and the answers that start a session, private and no-store', async () => {
    const b = await browser(app);
    await signUp(b, 'cache_ann');
    expect((await b.call('viewerGet')).headers['cache-control']).toBe('private, no-store');
    expect((await b.call('homefeed', { page_size: 5 })).headers['cache-control']).toBe('private, no-store');
    const other = await browser(app);
    const login = await other.call('login', { username_or_email: 'cache_ann', password: 'correct horse battery' });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
  });

  // The signed-out viewer answer is private too: it carries this browser's cookie consent (test/server/cookieConsent.test.ts).
  it('leaves signed-out answers as they were', async () => {
    const res = await anonCall(app, 'homefeed', { page_size: 5 });
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('expired sessions are purged', () => {
  const countSessions = (db: ReturnType<typeof makeApp>['db']) => db.prepare('SELECT count(*) FROM sessions').pluck().get();

  it('deletes sessions past their expiry whenever a new session starts, and keeps live ones', async () => {
    const { app, db, clock } = makeApp();
    await signUp(await browser(app), 'purge_old');
    clock.advance(2 * DAY);
    await signUp(await browser(app), 'purge_recent');
    clock.advance(29 * DAY);
    expect(countSessions(db)).toBe(2);
    await signUp(await browser(app), 'purge_new');
    // purge_old's session expired a day ago; purge_recent's has two days left.
    expect(countSessions(db)).toBe(2);
    const users = db.prepare('SELECT u.username FROM sessions s JOIN users u ON u.id = s.user_id ORDER BY u.username').pluck().all();
    expect(users).toEqual(['purge_new', 'purge_recent']);
  });

  it('finds expired sessions through an index, not a table scan', () => {
    const { db } = makeApp();
    const plan = db.prepare('EXPLAIN QUERY PLAN DELETE FROM sessions WHERE expires_at <= ?').all(0) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/USING (COVERING )?INDEX sessions_expires_at/);
  });
});

describe('logging out with a session that has already ended', () => {
  const expectCleared = (cookie: string | undefined) => {
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^sess=;/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  };

  it('answers success and clears the cookie when the session expired', async () => {
    const { app, clock } = makeApp();
    const b = await browser(app);
    await signUp(b, 'gone_kim');
    clock.advance(31 * DAY);
    const res = await b.call('logout');
    expect(res.status).toBe(200);
    expect(res.body.resource_response.status).toBe('success');
    expectCleared(setCookie(res, 'sess'));
  });

  it('answers success and clears the cookie when the session was ended elsewhere, or there is none', async () => {
    const { app, db } = makeApp();
    const b = await browser(app);
    await signUp(b, 'gone_lee');
    db.prepare('DELETE FROM sessions').run();
    const res = await b.call('logout');
    expect(res.status).toBe(200);
    expectCleared(setCookie(res, 'sess'));
    const none = await (await browser(app)).call('logout');
    expect(none.status).toBe(200);
  });
});
