import { FEEDBACK_TYPES as T } from '../../shared/constants';
import { rr } from './helpers/api';
import { browser, makeApp, signUp, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);

let vera: Browser, anon: Browser;
const W = {} as { vera: number; paul: number; board: number; secret: number; pins: number[]; ownPin: number; secretPin: number; topics: number[] };

beforeAll(async () => {
  [vera, anon] = await Promise.all([browser(app), browser(app)]);
  await signUp(vera, 'vera');
  W.vera = f.userId('vera');
  W.paul = f.user('paul');
  W.board = f.board(W.paul, 'Paul things');
  W.secret = f.board(W.paul, 'Paul secret', { privacy: 'secret' });
  W.pins = Array.from({ length: 12 }, () => f.pin(W.paul, W.board));
  W.secretPin = f.pin(W.paul, W.secret);
  W.ownPin = f.pin(W.vera, f.board(W.vera, 'Vera things'));
  W.topics = [f.interest('Baking'), f.interest('Running')];
});

const hidden = (pinId: number) =>
  db.prepare('SELECT reason FROM hidden_pins WHERE user_id = ? AND pin_id = ?').pluck().get(W.vera, pinId) as string | undefined;
const logCount = () => db.prepare('SELECT count(*) FROM feedback_log WHERE user_id = ?').pluck().get(W.vera) as number;

describe('PinFeedbackResource update', () => {
  it('hides a pin (feedback_type 1) and undo brings it back', async () => {
    const res = await vera.call('pinFeedback', { feedback_type: 1, pin_id: W.pins[0] });
    expect(res.status).toBe(200);
    expect(rr(res).data).toEqual({
      feedbackType: 1,
      undo: false,
      pin: { id: String(W.pins[0]), hiddenByMe: true, reportedByMe: false },
      topics: [],
      user: null,
      board: null,
      interest: null,
    });
    expect(hidden(W.pins[0])).toBe('hide');
    const undo = await vera.call('pinFeedback', { feedback_type: 1, pin_id: W.pins[0], undo: true });
    expect(rr(undo).data.pin).toEqual({ id: String(W.pins[0]), hiddenByMe: false, reportedByMe: false });
    expect(hidden(W.pins[0])).toBeUndefined();
  });

  it('reports a pin (feedback_type 2) with a reason; the pin stays hidden even after undoing a hide', async () => {
    const res = await vera.call('pinFeedback', { feedback_type: T.reportPin, pin_id: W.pins[1], complaint_reason: 'spam' });
    expect(rr(res).data.pin).toEqual({ id: String(W.pins[1]), hiddenByMe: true, reportedByMe: true });
    expect(db.prepare('SELECT complaint_reason FROM pin_reports WHERE reporter_id = ? AND pin_id = ?').pluck().get(W.vera, W.pins[1])).toBe('spam');
    await vera.call('pinFeedback', { feedback_type: 1, pin_id: W.pins[1], undo: true });
    expect(hidden(W.pins[1])).toBe('report');
  });

  it('is 401 signed out', async () => {
    expect((await anon.call('pinFeedback', { feedback_type: 1, pin_id: W.pins[2] })).status).toBe(401);
  });

  it('is 404 for an unknown pin or one on a secret board the viewer cannot see', async () => {
    expect((await vera.call('pinFeedback', { feedback_type: 1, pin_id: 999_999 })).status).toBe(404);
    expect((await vera.call('pinFeedback', { feedback_type: 1, pin_id: W.secretPin })).status).toBe(404);
  });

  it.each([
    [{ feedback_type: 3, pin_id: 1 }, 'feedback_type'],
    [{ feedback_type: 'hide', pin_id: 1 }, 'feedback_type'],
    [{ feedback_type: 1 }, 'pin_id'],
    [{ feedback_type: 1, pin_id: 1, undo: 'perhaps' }, 'undo'],
    [{ feedback_type: 2, pin_id: 1 }, 'complaint_reason'],
    [{ feedback_type: 2, pin_id: 1, complaint_reason: 'boring' }, 'complaint_reason'],
    [{ feedback_type: 2, pin_id: 1, complaint_reason: 'spam', undo: true }, 'undo'],
  ])('is 400 for %j naming %s', async (options, field) => {
    const res = await vera.callUnchecked('pinFeedback', options);
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty(field);
  });

  it("is 400 naming pin_id for the viewer's own pin, and writes nothing", async () => {
    const before = logCount();
    const res = await vera.call('pinFeedback', { feedback_type: 1, pin_id: W.ownPin });
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty('pin_id');
    expect(hidden(W.ownPin)).toBeUndefined();
    expect(logCount()).toBe(before);
  });
});

describe('UserFeedbackResource create', () => {
  it('hides with every context parameter and logs them with the call', async () => {
    const context = {
      pin_type: 0,
      board_id: W.board,
      promoted: false,
      is_third_party_ad: 'false',
      recommendation_reason_id: 'rr-17',
      query: 'sourdough',
      news_id: 55,
      through_id: 'board:9',
      through_properties: { slot: 3 },
      client_tracking_params: 'CwABAAAAEDk',
    };
    // Tracking params are logged only with analytics allowed (test/server/cookieConsent.test.ts).
    await vera.call('userSettingsUpdate', { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: false });
    const res = await vera.callUnchecked('userFeedback', { feedback_type: T.hidePin, pin: W.pins[2], ...context });
    expect(res.status).toBe(200);
    expect(rr(res).data.pin).toMatchObject({ id: String(W.pins[2]), hiddenByMe: true });
    const log = db.prepare('SELECT * FROM feedback_log WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(W.vera) as Record<string, unknown>;
    expect(log).toMatchObject({ feedback_type: 1, undo: 0, surface: 'feedback', pin_id: W.pins[2] });
    expect(JSON.parse(log.context_json as string)).toEqual({
      ...context,
      board_id: String(W.board),
      is_third_party_ad: false,
      news_id: '55',
    });
  });

  it('lowers interests (fewer like this), hiding the named pin too, and undo restores both', async () => {
    const options = { feedback_type: T.fewerLikeThis, pin_id: W.pins[3], interest_id: W.topics[0], interest_list: [W.topics[1]] };
    const on = rr(await vera.call('userFeedback', options));
    expect(on.data.topics).toEqual([
      { id: String(W.topics[0]), fewerLikeThis: true, adsHidden: false },
      { id: String(W.topics[1]), fewerLikeThis: true, adsHidden: false },
    ]);
    expect(on.data.pin.hiddenByMe).toBe(true);
    const off = rr(await vera.call('userFeedback', { feedback_type: T.fewerLikeThis, pin_id: W.pins[3], interest_list: W.topics, undo: true }));
    expect(off.data.topics.map((t: { fewerLikeThis: boolean }) => t.fewerLikeThis)).toEqual([false, false]);
    expect(off.data.pin.hiddenByMe).toBe(false);
  });

  it('hides ads about a topic and undo restores it', async () => {
    expect(rr(await vera.call('userFeedback', { feedback_type: T.hideAdsAboutTopic, interest_id: W.topics[0] })).data.topics).toEqual([
      { id: String(W.topics[0]), fewerLikeThis: false, adsHidden: true },
    ]);
    const off = rr(await vera.call('userFeedback', { feedback_type: T.hideAdsAboutTopic, interest_id: W.topics[0], undo: true }));
    expect(off.data.topics[0].adsHidden).toBe(false);
  });

  it('unfollows a user, a board or an interest, and undo follows again', async () => {
    f.followUser(W.vera, W.paul);
    f.followBoard(W.vera, W.board);
    f.followInterest(W.vera, W.topics[1]);
    const user = rr(await vera.call('userFeedback', { feedback_type: T.unfollow, user_id: W.paul, pin_id: W.pins[4] }));
    expect(user.data).toMatchObject({ user: { id: String(W.paul), explicitlyFollowedByMe: false }, board: null, interest: null, pin: null });
    expect(rr(await vera.call('userFeedback', { feedback_type: T.unfollow, user_id: W.paul, undo: true })).data.user.explicitlyFollowedByMe).toBe(
      true,
    );
    expect(rr(await vera.call('userFeedback', { feedback_type: T.unfollow, board_id: W.board })).data.board).toMatchObject({ followedByMe: false });
    expect(rr(await vera.call('userFeedback', { feedback_type: T.unfollow, interest_id: W.topics[1] })).data.interest).toEqual({
      id: String(W.topics[1]),
      followedByMe: false,
    });
  });

  it('is 401 signed out', async () => {
    expect((await anon.call('userFeedback', { feedback_type: 1, pin_id: W.pins[5] })).status).toBe(401);
  });

  it('is 404 for an unknown pin, interest, user or board, and leaves nothing half-written', async () => {
    const before = logCount();
    for (const options of [
      { feedback_type: T.hidePin, pin_id: 999_999 },
      { feedback_type: T.hidePin, pin_id: W.secretPin },
      { feedback_type: T.fewerLikeThis, pin_id: W.pins[6], interest_list: [W.topics[0], 999_999] },
      { feedback_type: T.unfollow, user_id: 999_999 },
      { feedback_type: T.unfollow, board_id: 999_999 },
    ]) {
      expect((await vera.call('userFeedback', options)).status).toBe(404);
    }
    expect(hidden(W.pins[6])).toBeUndefined();
    expect(db.prepare('SELECT count(*) FROM interest_feedback WHERE user_id = ?').pluck().get(W.vera)).toBe(0);
    expect(logCount()).toBe(before);
  });

  const long = 'x'.repeat(2001);
  it.each([
    [{}, 'feedback_type'],
    [{ feedback_type: 9, pin_id: 1 }, 'feedback_type'],
    [{ feedback_type: 1.5, pin_id: 1 }, 'feedback_type'],
    [{ feedback_type: 1 }, 'pin_id'],
    [{ feedback_type: 1, pin_id: 1, pin: 2 }, 'pin'],
    [{ feedback_type: 1, pin_id: 'one' }, 'pin_id'],
    [{ feedback_type: 1, pin_id: 1, undo: 'yes' }, 'undo'],
    [{ feedback_type: 1, pin_id: 1, pin_type: 7 }, 'pin_type'],
    [{ feedback_type: 1, pin_id: 1, board_id: 'b' }, 'board_id'],
    [{ feedback_type: 1, pin_id: 1, promoted: 'sometimes' }, 'promoted'],
    [{ feedback_type: 1, pin_id: 1, is_third_party_ad: 2 }, 'is_third_party_ad'],
    [{ feedback_type: 1, pin_id: 1, recommendation_reason_id: 'has spaces' }, 'recommendation_reason_id'],
    [{ feedback_type: 1, pin_id: 1, query: 'q'.repeat(201) }, 'query'],
    [{ feedback_type: 1, pin_id: 1, news_id: 'latest' }, 'news_id'],
    [{ feedback_type: 1, pin_id: 1, through_id: '<b>' }, 'through_id'],
    [{ feedback_type: 1, pin_id: 1, through_properties: { blob: long } }, 'through_properties'],
    [{ feedback_type: 1, pin_id: 1, through_properties: 12 }, 'through_properties'],
    [{ feedback_type: 1, pin_id: 1, client_tracking_params: long }, 'client_tracking_params'],
    [{ feedback_type: 2, pin_id: 1 }, 'complaint_reason'],
    [{ feedback_type: 2, pin_id: 1, complaint_reason: 'spam', undo: true }, 'undo'],
    [{ feedback_type: 3 }, 'interest_id'],
    [{ feedback_type: 4, interest_list: [] }, 'interest_id'],
    [{ feedback_type: 3, interest_list: 'baking' }, 'interest_list'],
    [{ feedback_type: 3, interest_list: Array.from({ length: 21 }, (_, i) => i + 1) }, 'interest_list'],
    [{ feedback_type: 3, interest_id: 0 }, 'interest_id'],
    [{ feedback_type: 5 }, 'user_id'],
    [{ feedback_type: 5, user_id: 1, board_id: 2 }, 'user_id'],
    [{ feedback_type: 5, user_id: 'someone' }, 'user_id'],
  ])('is 400 for %j naming %s', async (options, field) => {
    const res = await vera.callUnchecked('userFeedback', options);
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty(field);
  });

  it("is 400 naming pin for the viewer's own pin given as pin", async () => {
    const res = await vera.call('userFeedback', { feedback_type: T.hidePin, pin: W.ownPin });
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toEqual({ pin: expect.any(String) });
  });

  it('is 400 naming user_id when unfollowing oneself', async () => {
    const res = await vera.call('userFeedback', { feedback_type: T.unfollow, user_id: W.vera });
    expect(rr(res).error.fields).toHaveProperty('user_id');
  });
});

describe('the surface hide routes', () => {
  type PinRef = number | string;
  const routes = [
    {
      name: 'news hub',
      hide: (p: PinRef) => `/v3/news_hub/77/pin/${p}/hide/`,
      undo: (p: PinRef) => `/v3/news_hub/77/pin/${p}/undo/`,
      field: 'pin_id',
      surface: 'news_hub',
      context: { news_id: '77' },
    },
    {
      name: 'p2p',
      hide: (p: PinRef) => `/v3/p2p/${p}/hide/`,
      undo: (p: PinRef) => `/v3/p2p/${p}/unhide/`,
      field: 'pin',
      surface: 'p2p',
      context: {},
    },
    {
      name: 'search',
      hide: (p: PinRef) => `/v3/search/${p}/hide/?query=red%20shoes&pin_type=0`,
      undo: (p: PinRef) => `/v3/search/${p}/unhide/`,
      field: 'pin_id',
      surface: 'search',
      context: { query: 'red shoes', pin_type: 0 },
    },
  ];

  // The last pins of the world, which no other test touches.
  it.each(routes.map((r, i) => [r.name, r, 11 - i] as const))('%s: hides and takes the hide back, logging the surface', async (_name, r, index) => {
    const pinId = W.pins[index];
    const on = await vera.send('put', r.hide(pinId));
    expect(on.status).toBe(200);
    expect(rr(on).data).toMatchObject({ feedbackType: 1, undo: false, pin: { id: String(pinId), hiddenByMe: true } });
    const log = db.prepare('SELECT surface, context_json FROM feedback_log WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(W.vera) as {
      surface: string;
      context_json: string;
    };
    expect(log.surface).toBe(r.surface);
    expect(JSON.parse(log.context_json)).toEqual(r.context);
    const off = await vera.send('put', r.undo(pinId));
    expect(rr(off).data).toMatchObject({ undo: true, pin: { hiddenByMe: false } });
    expect(hidden(pinId)).toBeUndefined();
  });

  it.each(routes.map((r) => [r.name, r] as const))('%s: 401 signed out, 404 unknown pin, 400 naming the pin field', async (_name, r) => {
    expect((await anon.send('put', r.hide(W.pins[7]))).status).toBe(401);
    expect((await vera.send('put', r.hide(999_999))).status).toBe(404);
    const bad = await vera.send('put', r.hide('nope'));
    expect(bad.status).toBe(400);
    expect(rr(bad).error.fields).toHaveProperty(r.field);
  });

  it('search: 400 naming pin_type or query when they are bad', async () => {
    expect(rr(await vera.send('put', `/v3/search/${W.pins[8]}/hide/?pin_type=9`)).error.fields).toHaveProperty('pin_type');
    expect(rr(await vera.send('put', `/v3/search/${W.pins[8]}/hide/?query=${'q'.repeat(201)}`)).error.fields).toHaveProperty('query');
  });
});
