import request from 'supertest';
import type { AuthoredExperienceInput } from '../../shared/contracts/experiences';
import { EXPERIENCES } from '../../shared/constants';
import { rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';
import { setCookie } from './helpers/cookies';
import { factories } from './helpers/factories';

// Serving experiences: targeting, bots (who receive none), a view recorded once, complete and dismiss idempotent, the
// trigger path. Experiences are authored through the operators' endpoint, as in production.
const { app, db, clock } = makeApp();
const f = factories(db);
const DAY = 86_400_000;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let b: Record<'operator' | 'newbie' | 'member' | 'partner' | 'french', Browser>;
let visitor: Browser;

const banner = (experience_id: number, message: string, o: Partial<AuthoredExperienceInput> = {}): AuthoredExperienceInput => ({
  placement_id: 11,
  experience_id,
  type: 27,
  display_data: { type: 'info-callout', message },
  ...o,
});

const AUTHORED: AuthoredExperienceInput[] = [
  banner(1001, 'Visitors', { priority: 10, targeting: { auth: 'signed_out' } }),
  banner(1002, 'Newcomers', { priority: 5, targeting: { auth: 'signed_in', new_user: true } }),
  {
    placement_id: 11,
    experience_id: 1003,
    type: 26,
    priority: 1,
    display_data: { title: 'Welcome back', message: 'New things', complete_button_text: 'Got it' },
    targeting: { new_user: false },
  },
  banner(1009, 'Everyone', { display_data: { type: 'warning-callout', message: 'Everyone' } }),
  { placement_id: 1000541, experience_id: 1004, type: 10, display_data: { message: 'Bonjour' }, targeting: { countries: ['FR'] } },
  { placement_id: 1000503, experience_id: 1005, type: 10, display_data: { message: 'Partners on home' }, targeting: { partner: true, paths: ['/'] } },
  {
    placement_id: 1000162,
    experience_id: 1006,
    type: 0,
    display_data: {},
    triggerable_placed_exps: ['1000162:1006'],
    metadata: { experiment: 'e1' },
  },
  {
    placement_id: 1000421,
    experience_id: 1007,
    type: 5,
    display_data: { message: 'Survey?' },
    starts_at: new Date(Date.UTC(2026, 10, 3)).toISOString(),
  },
  { placement_id: 1000075, experience_id: 1008, type: 10, display_data: { message: 'Mobile only' }, targeting: { platforms: ['web_mobile'] } },
];
const HOME = [11, 1000541, 1000503];

beforeAll(async () => {
  const people = await signUpAll(app, ['operator', 'newbie', 'member', 'partner', 'french']);
  b = people.browsers;
  f.operator(people.ids.operator);
  const old = clock.now() - 100 * DAY;
  f.profile(people.ids.member, { created_at: old });
  f.profile(people.ids.partner, { created_at: old, is_partner: 1 });
  f.profile(people.ids.french, { created_at: old, country: 'FR' });
  for (const e of AUTHORED) {
    const res = await b.operator.call('experienceAdminCreate', e);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  }
  // A row written before the rules tightened (or by hand): a modal without its title. It must never be served.
  db.prepare(
    `INSERT INTO experiences (placement_id, experience_id, type, display_data, priority, created_at, updated_at)
     VALUES (11, 1010, 26, '{"message":"No title","complete_button_text":"OK"}', 100, 0, 0)`,
  ).run();
  visitor = await browser(app);
});

const home = async (who: Browser, targeting?: object) =>
  rr(await who.call('experiencesGet', { placement_ids: HOME, targeting: targeting as never })).data;
const idOf = (e: { experience_id: number } | null) => e?.experience_id ?? null;

describe('UserExperienceResource get: one experience per placement asked', () => {
  it('answers 400 naming placement_ids when it is missing or empty', async () => {
    for (const options of [{}, { placement_ids: [] }, { placement_ids: ['x'] }]) {
      const res = await visitor.callUnchecked('experiencesGet', options);
      expect(res.status).toBe(400);
      expect(Object.keys(rr(res).error.fields)[0]).toMatch(/^placement_ids/);
    }
  });

  it('answers 400 naming extra_context and targeting when they are not what they should be', async () => {
    const bad = await visitor.callUnchecked('experiencesGet', { placement_ids: [11], extra_context: 'not json' });
    expect(rr(bad).error.fields).toEqual({ extra_context: 'must be a JSON object' });
    const path = await visitor.callUnchecked('experiencesGet', { placement_ids: [11], targeting: { path: 'home' } });
    expect(Object.keys(rr(path).error.fields)).toEqual(['targeting.path']);
  });

  it('serves a signed-out visitor (targeting signed out) the Experience fields of section 3, keyed by placement', async () => {
    const res = await visitor.call('experiencesGet', { placement_ids: [11, 999], extra_context: { query: 'tea' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = rr(res).data;
    expect(data['999']).toBeNull();
    expect(data['11']).toEqual({
      experience_id: 1001,
      placement_id: 11,
      id: expect.stringMatching(/^[1-9][0-9]*$/),
      type: 27,
      display_data: { type: 'info-callout', message: 'Visitors' },
      status: 'unviewed',
      triggerable_placed_exps: [],
      metadata: {},
      extraContext: { query: 'tea' },
    });
  });

  it('targets new users, older accounts, partners on a path and countries', async () => {
    expect((await home(b.newbie))['11'].experience_id).toBe(1002);
    expect((await home(b.member))['11'].experience_id).toBe(1003);
    expect(idOf((await home(b.partner, { path: '/' }))['1000503'])).toBe(1005);
    // Without the page's path, an experience limited to paths is not served.
    expect((await home(b.partner))['1000503']).toBeNull();
    expect(idOf((await home(b.french))['1000541'])).toBe(1004);
    expect((await home(b.member))['1000541']).toBeNull();
  });

  it('targets platforms: web unless the client says web_mobile', async () => {
    const ask = async (platform?: 'web' | 'web_mobile') =>
      rr(await b.member.call('experiencesGet', { placement_ids: [1000075], targeting: platform ? { platform } : undefined })).data['1000075'];
    expect(await ask()).toBeNull();
    expect(idOf(await ask('web_mobile'))).toBe(1008);
  });

  it('never serves an experience that no longer passes the rules (the untitled modal has the highest priority)', async () => {
    const list = rr(await b.member.call('experiencesPlatformGet', { multiExperiencePlatform: true })).data['11'];
    expect(list.map(idOf)).toEqual([1003, 1009]);
  });

  it('gives bots nothing', async () => {
    const res = await request(app)
      .get(`/resource/UserExperienceResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { placement_ids: HOME } }))}`)
      .set('User-Agent', BOT);
    expect(rr(res).data).toEqual({ '11': null, '1000541': null, '1000503': null });
  });
});

describe('UserExperiencePlatformResource get', () => {
  it('answers every placement that has an experience, the first by priority', async () => {
    const data = rr(await visitor.call('experiencesPlatformGet', {})).data;
    expect(Object.keys(data).sort()).toEqual(['1000162', '11']);
    expect(data['11'].experience_id).toBe(1001);
    expect(data['1000162']).toMatchObject({ type: 0, triggerable_placed_exps: ['1000162:1006'], metadata: { experiment: 'e1' } });
  });

  it('with multiExperiencePlatform, lists every one per placement', async () => {
    const data = rr(await b.newbie.call('experiencesPlatformGet', { multiExperiencePlatform: true })).data;
    expect(data['11'].map(idOf)).toEqual([1002, 1009]);
  });

  it('gives bots nothing', async () => {
    const res = await request(app).get('/resource/UserExperiencePlatformResource/get/').set('User-Agent', BOT);
    expect(rr(res).data).toEqual({});
  });

  it('answers 400 naming multiExperiencePlatform when it is not a boolean', async () => {
    const res = await visitor.callUnchecked('experiencesPlatformGet', { multiExperiencePlatform: 'yes' });
    expect(Object.keys(rr(res).error.fields)).toEqual(['multiExperiencePlatform']);
  });
});

describe('viewed, completed and dismissed', () => {
  it('answer 400 naming placed_experience_id when it is not a placed id', async () => {
    for (const placed_experience_id of ['abc', '11:', '0:5', '']) {
      const res = await b.newbie.callUnchecked('experienceViewed', { placed_experience_id });
      expect(res.status).toBe(400);
      expect(Object.keys(rr(res).error.fields)).toEqual(['placed_experience_id']);
    }
  });

  it('answer 404 for an unknown experience, one not targeting the viewer, one that fails the rules, and for bots', async () => {
    expect((await b.newbie.call('experienceViewed', { placed_experience_id: '11:4242' })).status).toBe(404);
    expect((await b.newbie.call('experienceCompleted', { placed_experience_id: '11:1001' })).status).toBe(404);
    expect((await b.member.call('experienceDismissed', { placed_experience_id: '11:1010' })).status).toBe(404);
    const bot = await b.member.agent
      .put('/resource/UserExperienceViewedResource/update/')
      .set('X-CSRFToken', b.member.csrf)
      .set('User-Agent', BOT)
      .send({ options: { placed_experience_id: '11:1003' } });
    expect(bot.status).toBe(404);
  });

  it('record a view once', async () => {
    const first = await b.newbie.call('experienceViewed', { placed_experience_id: '11:1002' });
    expect(first.status).toBe(200);
    expect(rr(first).data).toEqual({ id: expect.any(String), placed_experience_id: '11:1002', status: 'viewed', changed: true });
    expect(rr(await b.newbie.call('experienceViewed', { placed_experience_id: '11:1002' })).data).toMatchObject({ status: 'viewed', changed: false });
    expect((await home(b.newbie))['11']).toMatchObject({ experience_id: 1002, status: 'viewed' });
    // Another viewer has not seen it.
    expect(db.prepare('SELECT count(*) FROM experience_states WHERE status = ?').pluck().get('viewed')).toBe(1);
  });

  it('complete once, idempotently, and the placement then serves the next experience', async () => {
    const first = rr(await b.newbie.call('experienceCompleted', { placed_experience_id: '11%3A1002' })).data;
    expect(first).toMatchObject({ placed_experience_id: '11:1002', status: 'completed', changed: true });
    expect(rr(await b.newbie.call('experienceCompleted', { placed_experience_id: '11:1002' })).data).toMatchObject({
      status: 'completed',
      changed: false,
    });
    // Completed is final: a dismiss afterwards changes nothing.
    expect(rr(await b.newbie.call('experienceDismissed', { placed_experience_id: '11:1002' })).data).toMatchObject({
      status: 'completed',
      changed: false,
    });
    expect((await home(b.newbie))['11'].experience_id).toBe(1009);
  });

  it('dismiss by the placed id, idempotently', async () => {
    const served = (await home(b.member))['11'];
    const first = rr(await b.member.call('experienceDismissed', { placed_experience_id: served.id })).data;
    expect(first).toMatchObject({ id: served.id, placed_experience_id: '11:1003', status: 'dismissed', changed: true });
    expect(rr(await b.member.call('experienceDismissed', { placed_experience_id: served.id })).data.changed).toBe(false);
    expect(rr(await b.member.call('experienceCompleted', { placed_experience_id: served.id })).data).toMatchObject({
      status: 'dismissed',
      changed: false,
    });
    expect((await home(b.member))['11'].experience_id).toBe(1009);
  });

  it("keeps a signed-out visitor's dismissal in an HttpOnly cookie of theirs, and nobody else's", async () => {
    const res = await visitor.call('experienceDismissed', { placed_experience_id: '11:1001' });
    expect(rr(res).data).toMatchObject({ status: 'dismissed', changed: true });
    expect(setCookie(res, EXPERIENCES.visitorCookie)).toMatch(/HttpOnly/i);
    expect(setCookie(res, EXPERIENCES.visitorCookie)).toMatch(/SameSite=Lax/i);
    const again = await visitor.call('experienceDismissed', { placed_experience_id: '11:1001' });
    expect(rr(again).data.changed).toBe(false);
    expect(setCookie(again, EXPERIENCES.visitorCookie)).toBeUndefined();
    expect(rr(await visitor.call('experiencesGet', { placement_ids: [11] })).data['11'].experience_id).toBe(1009);
    const other = await browser(app);
    expect(rr(await other.call('experiencesGet', { placement_ids: [11] })).data['11'].experience_id).toBe(1001);
  });

  it('sets no cookie on a refused write', async () => {
    const fresh = await browser(app);
    const res = await fresh.call('experienceViewed', { placed_experience_id: '11:1002' });
    expect(res.status).toBe(404);
    expect(setCookie(res, EXPERIENCES.visitorCookie)).toBeUndefined();
  });
});

describe('PUT /v3/experiences/{placementId}%3A{experienceId}/trigger/', () => {
  const triggers = () => db.prepare('SELECT extra_context FROM experience_triggers').pluck().all();

  it('records the first trigger with its extra_context (a JSON string); later ones change nothing', async () => {
    const first = await b.member.agent
      .put('/v3/experiences/1000162%3A1006/trigger/')
      .set('X-CSRFToken', b.member.csrf)
      .send({ extra_context: JSON.stringify({ from: 'home' }) });
    expect(first.status).toBe(200);
    expect(rr(first).data).toEqual({ placed_experience_id: '1000162:1006', triggered: true, first: true });
    expect(triggers()).toEqual(['{"from":"home"}']);
    const again = await b.member.call('experienceTrigger', { placed_experience_id: '1000162:1006' });
    expect(rr(again).data.first).toBe(false);
  });

  it('takes an empty body, and the colon written plainly', async () => {
    const res = await b.newbie.agent.put('/v3/experiences/1000162:1006/trigger/').set('X-CSRFToken', b.newbie.csrf);
    expect(rr(res).data.first).toBe(true);
    expect(triggers()).toContain('{}');
  });

  it('answers 400 naming extra_context when it is not a JSON object, and 404 for an unknown experience', async () => {
    const bad = await b.newbie.agent.put('/v3/experiences/1000162%3A1006/trigger/').set('X-CSRFToken', b.newbie.csrf).send({ extra_context: '[1' });
    expect(rr(bad).error.fields).toEqual({ extra_context: 'must be a JSON object' });
    expect((await b.newbie.call('experienceTrigger', { placed_experience_id: '1000162:9' })).status).toBe(404);
    expect((await b.newbie.agent.put('/v3/experiences/nope/trigger/').set('X-CSRFToken', b.newbie.csrf)).status).toBe(400);
  });
});

describe('schedules', () => {
  it('serves a scheduled experience from its start', async () => {
    const survey = async () => rr(await b.member.call('experiencesGet', { placement_ids: [1000421] })).data['1000421'];
    expect(await survey()).toBeNull();
    clock.advance(3 * DAY);
    expect(idOf(await survey())).toBe(1007);
  });
});
