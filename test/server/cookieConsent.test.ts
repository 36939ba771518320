import { COOKIE_CONSENT } from '../../shared/constants';
import { UNDECIDED, allChoices } from '../../shared/domain/cookieConsent';
import { formatConsentCookie, parseConsentCookie } from '../../server/http/visitor';
import { rr } from './helpers/api';
import { browser, logIn, makeApp, signUp, signUpAll, type Browser } from './helpers/app';
import { setCookie, setCookieValue } from './helpers/cookies';
import { factories } from './helpers/factories';

const { app, db, clock } = makeApp();
const f = factories(db);

const REJECT_ALL = { ...allChoices(false), surface_tag: 'cookie_banner' };
const ACCEPT_ALL = { ...allChoices(true), surface_tag: 'cookie_banner' };
const decided = (choices: ReturnType<typeof allChoices>, at = new Date(clock.now()).toISOString()) => ({ decided: true, ...choices, decided_at: at });

const consentRow = (userId: number) =>
  db
    .prepare(
      'SELECT allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies, surface_tag, decided_at FROM cookie_consents WHERE user_id = ?',
    )
    .get(userId);
const viewerConsent = async (b: Browser) => rr(await b.call('viewerGet')).data.cookie_consent;

let serial = 0;
const uniqueName = (prefix: string) => `${prefix}${++serial}`;

describe('the consent cookie (a signed-out choice)', () => {
  it.each([
    ['everything refused', { ...allChoices(false), decidedAt: 1 }, 'a0.m0.p0.t1'],
    ['everything allowed', { ...allChoices(true), decidedAt: 1764547200000 }, 'a1.m1.p1.t1764547200000'],
    [
      'analytics only',
      { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: false, decidedAt: 5 },
      'a1.m0.p0.t5',
    ],
  ])('round-trips %s', (_label, decision, value) => {
    expect(formatConsentCookie(decision)).toBe(value);
    expect(parseConsentCookie(value)).toEqual(decision);
  });

  it.each([undefined, '', 'a1.m1.p1', 'a2.m0.p0.t1', 'a1.m1.p1.t-5', 'a1.m1.p1.t1x', ' a1.m1.p1.t1', `a1.m1.p1.t${'9'.repeat(16)}`, 42])(
    'reads %j as no choice',
    (value) => expect(parseConsentCookie(value)).toBeNull(),
  );
});

describe('UserSettingsResource update: cookie consent', () => {
  it.each([
    [{ allow_analytic_cookies: 'yes', allow_marketing_cookies: false, allow_personalization_cookies: false }, 'allow_analytic_cookies'],
    [{ allow_analytic_cookies: true, allow_marketing_cookies: 1, allow_personalization_cookies: false }, 'allow_marketing_cookies'],
    [{ allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: null }, 'allow_personalization_cookies'],
    [{ allow_analytic_cookies: true, allow_marketing_cookies: false }, 'allow_personalization_cookies'],
    [{ allow_marketing_cookies: true }, 'allow_analytic_cookies'],
    [{ surface_tag: 'cookie_banner' }, 'surface_tag'],
    [{ ...allChoices(true), surface_tag: '<b>banner</b>' }, 'surface_tag'],
    [{ ...allChoices(true), surface_tag: 'x'.repeat(COOKIE_CONSENT.surfaceTagMax + 1) }, 'surface_tag'],
  ])('signed out, answers 400 for %j naming %s, and sets no cookie', async (options, field) => {
    const b = await browser(app);
    const res = await b.callUnchecked('userSettingsUpdate', options);
    expect([res.status, rr(res).error.code]).toEqual([400, 'invalid_options']);
    expect(Object.keys(rr(res).error.fields)).toContain(field);
    expect(setCookie(res, COOKIE_CONSENT.cookie)).toBeUndefined();
    expect(await viewerConsent(b)).toEqual(UNDECIDED);
  });

  it('signed in, answers 400 naming the missing flag and stores nothing', async () => {
    const b = await browser(app);
    const id = Number((await signUp(b, uniqueName('halfway'))).id);
    const res = await b.callUnchecked('userSettingsUpdate', { allow_analytic_cookies: true });
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toEqual({
      allow_marketing_cookies: 'required with the other cookie flags',
      allow_personalization_cookies: 'required with the other cookie flags',
    });
    expect(consentRow(id)).toBeUndefined();
  });

  it('signed out, answers 401 naming profile_view, and keeps nothing of a choice sent with it', async () => {
    const b = await browser(app);
    const res = await b.callUnchecked('userSettingsUpdate', { ...REJECT_ALL, profile_view: { boardSortOrder: 'newest' } });
    expect([res.status, rr(res).error.code, rr(res).error.fields]).toEqual([401, 'unauthorized', { profile_view: 'needs a signed-in viewer' }]);
    expect(setCookie(res, COOKIE_CONSENT.cookie)).toBeUndefined();
    expect(await viewerConsent(b)).toEqual(UNDECIDED);
  });

  it('signed out, keeps a choice in an HttpOnly, SameSite=Lax cookie for a year, which the viewer answer reads', async () => {
    const b = await browser(app);
    expect(await viewerConsent(b)).toEqual(UNDECIDED);
    const res = await b.call('userSettingsUpdate', REJECT_ALL);
    expect([res.status, rr(res).data]).toEqual([200, { cookie_consent: decided(allChoices(false)) }]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookie = setCookie(res, COOKIE_CONSENT.cookie)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${COOKIE_CONSENT.maxAgeMs / 1000}`));
    expect(setCookieValue(res, COOKIE_CONSENT.cookie)).toBe(`a0.m0.p0.t${clock.now()}`);
    expect(await viewerConsent(b)).toEqual(decided(allChoices(false)));
    // The signed-out viewer answer depends on the cookie, so no cache may share it.
    expect((await b.call('viewerGet')).headers['cache-control']).toBe('private, no-store');
    // Another browser has not decided.
    expect(await viewerConsent(await browser(app))).toEqual(UNDECIDED);
  });

  it('signed out, an empty update answers the current choice and changes nothing', async () => {
    const b = await browser(app);
    await b.call('userSettingsUpdate', ACCEPT_ALL);
    const res = await b.call('userSettingsUpdate', {});
    expect(rr(res).data).toEqual({ cookie_consent: decided(allChoices(true)) });
    expect(setCookie(res, COOKIE_CONSENT.cookie)).toBeUndefined();
  });

  it('signed out, a malformed cookie is no choice', async () => {
    const b = await browser(app);
    const res = await b.agent.get('/resource/ViewerResource/get/').set('Cookie', `${COOKIE_CONSENT.cookie}=a1.m1.p1.tomorrow`);
    expect(rr(res).data.cookie_consent).toEqual(UNDECIDED);
  });

  it('signed in, stores the choice on the account, with its surface tag, and changes no profile view setting', async () => {
    const b = await browser(app);
    const id = Number((await signUp(b, uniqueName('chooser'))).id);
    expect(await viewerConsent(b)).toEqual(UNDECIDED);
    const choice = { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: true };
    const res = await b.call('userSettingsUpdate', { ...choice, surface_tag: 'cookie_settings' });
    expect(res.status).toBe(200);
    expect(rr(res).data.cookie_consent).toEqual(decided(choice));
    // A signed-in choice is the account's, not the browser's.
    expect(setCookie(res, COOKIE_CONSENT.cookie)).toBeUndefined();
    expect(consentRow(id)).toEqual({
      allow_analytic_cookies: 1,
      allow_marketing_cookies: 0,
      allow_personalization_cookies: 1,
      surface_tag: 'cookie_settings',
      decided_at: clock.now(),
    });
    expect(db.prepare('SELECT count(*) FROM profile_view_settings WHERE user_id = ?').pluck().get(id)).toBe(0);
    expect(await viewerConsent(b)).toEqual(decided(choice));
    expect(rr(await b.call('userSettingsGet', {})).data.cookie_consent).toEqual(decided(choice));
  });

  it('signed in, a later choice replaces the earlier one; a profile_view change in the same call is kept too', async () => {
    const b = await browser(app);
    await signUp(b, uniqueName('changer'));
    await b.call('userSettingsUpdate', ACCEPT_ALL);
    clock.advance(60_000);
    const res = await b.call('userSettingsUpdate', { ...REJECT_ALL, profile_view: { boardSortOrder: 'newest' } });
    expect(rr(res).data).toEqual({
      profile_view: expect.objectContaining({ boardSortOrder: 'newest' }),
      appearance: { theme: 'system' },
      cookie_consent: decided(allChoices(false)),
    });
    expect(await viewerConsent(b)).toEqual(decided(allChoices(false)));
  });
});

describe('a signed-out choice is carried into the account', () => {
  const fresh = async () => {
    const b = await browser(app);
    await b.call('userSettingsUpdate', REJECT_ALL);
    return b;
  };

  it('at sign-up: the new account has the refused flags, tagged as carried', async () => {
    const b = await fresh();
    const data = await signUp(b, uniqueName('newcomer'));
    expect(data.cookie_consent).toEqual(decided(allChoices(false)));
    expect(consentRow(Number(data.id))).toMatchObject({ allow_analytic_cookies: 0, surface_tag: 'signed_out_cookie', decided_at: clock.now() });
    expect(await viewerConsent(b)).toEqual(decided(allChoices(false)));
  });

  it('at log-in, into an account that had not decided', async () => {
    const { browsers, ids } = await signUpAll(app, [uniqueName('undecided')] as const);
    const username = Object.keys(browsers)[0];
    expect(consentRow(ids[username])).toBeUndefined();
    const b = await fresh();
    const res = await b.call('login', { username_or_email: username, password: 'correct horse battery' });
    expect(rr(res).data.cookie_consent).toEqual(decided(allChoices(false)));
    expect(consentRow(ids[username])).toMatchObject({ allow_analytic_cookies: 0, allow_marketing_cookies: 0, allow_personalization_cookies: 0 });
  });

  it("at log-in, the account's own earlier choice wins over the browser's", async () => {
    const username = uniqueName('settled');
    const own = await browser(app);
    await signUp(own, username);
    await own.call('userSettingsUpdate', ACCEPT_ALL);
    const b = await logIn(await fresh(), username);
    expect(await viewerConsent(b)).toEqual(decided(allChoices(true)));
  });

  it('a hand-made cookie dated in the future is recorded as decided now', async () => {
    const b = await browser(app);
    b.agent.jar.setCookie(`${COOKIE_CONSENT.cookie}=a1.m0.p0.t${clock.now() + 365 * 24 * 3600 * 1000}`, '127.0.0.1', '/');
    const data = await signUp(b, uniqueName('future'));
    expect(consentRow(Number(data.id))).toMatchObject({ allow_analytic_cookies: 1, allow_marketing_cookies: 0, decided_at: clock.now() });
  });

  it('without a signed-out choice, the account stays undecided', async () => {
    const b = await browser(app);
    const data = await signUp(b, uniqueName('blank'));
    expect(data.cookie_consent).toEqual(UNDECIDED);
    expect(consentRow(Number(data.id))).toBeUndefined();
  });
});

describe('analytics events honour the choice', () => {
  const aux = (newPinId: string) => db.prepare('SELECT aux_json FROM events WHERE new_pin_id = ?').pluck().get(Number(newPinId));

  async function saver(choice: ReturnType<typeof allChoices> | null) {
    const b = await browser(app);
    const id = Number((await signUp(b, uniqueName('tracked'))).id);
    if (choice) await b.call('userSettingsUpdate', choice);
    const owner = f.user(uniqueName('author'));
    const pin = f.pin(owner, f.board(owner, 'Ideas'));
    const res = await b.call('repinCreate', {
      pin_id: pin,
      board_id: f.board(id, 'Mine'),
      clientTrackingParams: 'ctp',
      eventContext: { view: 'home' },
    });
    expect(res.status).toBe(201);
    return rr(res).data.id;
  }

  it('keeps the tracking params and event context of the pin-saved event when analytics is allowed', async () => {
    expect(aux(await saver(allChoices(true)))).toBe(JSON.stringify({ clientTrackingParams: 'ctp', eventContext: { view: 'home' } }));
  });

  it('logs the pin-saved event without them when analytics is refused', async () => {
    expect(aux(await saver({ ...allChoices(true), allow_analytic_cookies: false }))).toBeNull();
  });

  it('logs it without them while the viewer has not decided', async () => {
    expect(aux(await saver(null))).toBeNull();
  });
});

describe('the feedback log honours the choice', () => {
  const loggedContext = (userId: number) =>
    JSON.parse(db.prepare('SELECT context_json FROM feedback_log WHERE user_id = ? ORDER BY id DESC LIMIT 1').pluck().get(userId) as string);

  async function hideWithTracking(choice: ReturnType<typeof allChoices> | null) {
    const b = await browser(app);
    const id = Number((await signUp(b, uniqueName('hider'))).id);
    if (choice) await b.call('userSettingsUpdate', choice);
    const owner = f.user(uniqueName('poster'));
    const pin = f.pin(owner, f.board(owner, 'Things'));
    const res = await b.call('userFeedback', { feedback_type: 1, pin_id: String(pin), query: 'bread', client_tracking_params: 'ctp' });
    expect(res.status).toBe(200);
    return loggedContext(id);
  }

  it('keeps the client tracking params when analytics is allowed', async () => {
    expect(await hideWithTracking(allChoices(true))).toEqual({ query: 'bread', client_tracking_params: 'ctp' });
  });

  it.each([
    ['refused', allChoices(false)],
    ['not decided', null],
  ])('logs the feedback without them when analytics is %s', async (_label, choice) => {
    expect(await hideWithTracking(choice)).toEqual({ query: 'bread' });
  });
});
