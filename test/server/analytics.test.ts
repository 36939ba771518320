import { ANALYTICS, ANALYTICS_SINK, COOKIE_CONSENT, EXPERIENCES } from '../../shared/constants';
import type { AnalyticsEvent } from '../../shared/contracts/analytics';
import { allChoices } from '../../shared/domain/cookieConsent';
import { createAnalyticsStore } from '../../server/features/analytics/store';
import { createAnalyticsService } from '../../server/features/analytics/service';
import { createConsentStore } from '../../server/features/consent/store';
import { createConsentService } from '../../server/features/consent/service';
import { hashToken } from '../../server/http/session';
import { rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db, clock } = makeApp();
const f = factories(db);
const DAY = 24 * 60 * 60 * 1000;

const event = (over: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({ event_type: 4503, object_id_str: '41', ...over });
const impression = (over: Record<string, unknown> = {}) => ({
  pin_id: '41',
  clientTrackingParams: 'cwABAAAAEDEyMzQ1Njc4OTAxMjM0NTY',
  slotIndex: 3,
  time: clock.now() - 2000,
  renderDuration: 180,
  visibility: { 1: 1900, 50: 1500, 80: 1200, 100: 800 },
  cellSize: { width: 236, height: 410 },
  windowSize: { width: 1280, height: 800 },
  ...over,
});

const rows = (table: 'analytics_events' | 'analytics_impressions') =>
  db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
const clearRaw = () => db.exec('DELETE FROM analytics_events; DELETE FROM analytics_impression_pages; DELETE FROM analytics_daily_counts');

/** `options` sent by a consenting viewer: a 400 naming `field`, and nothing stored in `table`. */
async function refused(
  name: 'analyticsEventsCreate' | 'analyticsImpressionsCreate',
  options: unknown,
  field: string,
  table: Parameters<typeof rows>[0],
) {
  const res = await accepting.callUnchecked(name, options);
  expect(res.status).toBe(400);
  expect(rr(res).error.fields).toHaveProperty([field]);
  expect(rows(table)).toHaveLength(0);
}

let accepting: Browser;
let rejecting: Browser;
let undecided: Browser;
let acceptingId: number;

beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['accepting', 'rejecting', 'undecided']);
  ({ accepting, rejecting, undecided } = browsers);
  acceptingId = ids.accepting;
  // The pins the impressions and pin clicks below name: only pins that exist and their sender may see are counted.
  const pinner = f.user('pinner');
  const board = f.board(pinner, 'Public');
  for (const id of [41, 42, 99]) f.pin(pinner, board, { id });
  await accepting.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
  await rejecting.call('userSettingsUpdate', { ...allChoices(false), surface_tag: 'cookie_banner' });
});
beforeEach(clearRaw);

describe('AnalyticsEventsResource create: validation (every refusal is a 400 naming the field, and stores nothing)', () => {
  it.each<[string, unknown, string]>([
    ['no events', {}, 'events'],
    ['an empty batch', { events: [] }, 'events'],
    ['a batch over the cap', { events: Array.from({ length: ANALYTICS_SINK.eventsPerBatch + 1 }, () => event()) }, 'events'],
    ['an unknown event type', { events: [event(), event({ event_type: 4 })] }, 'events.1.event_type'],
    ['a fractional event type', { events: [event({ event_type: 101.5 })] }, 'events.0.event_type'],
    ['a missing event type', { events: [{ object_id_str: '1' }] }, 'events.0.event_type'],
    ['a negative view_type', { events: [event({ view_type: -1 })] }, 'events.0.view_type'],
    ['a view_parameter as text', { events: [{ ...event(), view_parameter: 'home' }] }, 'events.0.view_parameter'],
    ['a component over the bound', { events: [event({ component: ANALYTICS.codeMax + 1 })] }, 'events.0.component'],
    ['a fractional element', { events: [event({ element: 1.5 })] }, 'events.0.element'],
    ['an empty object_id_str', { events: [event({ object_id_str: '' })] }, 'events.0.object_id_str'],
    ['a long object_id_str', { events: [event({ object_id_str: '9'.repeat(ANALYTICS.objectIdMax + 1) })] }, 'events.0.object_id_str'],
    ['aux_data as a list', { events: [{ ...event(), aux_data: [1] }] }, 'events.0.aux_data'],
    ['aux_data too deep', { events: [{ ...event(), aux_data: { a: { b: { c: { d: { e: 1 } } } } } }] }, 'events.0.aux_data'],
    ['aux_data too large', { events: [{ ...event(), aux_data: { text: 'x'.repeat(ANALYTICS.auxDataBounds.maxBytes) } }] }, 'events.0.aux_data'],
    ['an unknown field', { events: [{ ...event(), pin_id: '41' }] }, 'events.0'],
  ])('%s', (_label, options, field) => refused('analyticsEventsCreate', options, field, 'analytics_events'));

  it('names the unknown type in its message', async () => {
    const res = await accepting.callUnchecked('analyticsEventsCreate', { events: [event({ event_type: 4 })] });
    expect(rr(res).error.fields['events.0.event_type']).toMatch(/^must be one of 5, 12, .*4503, 6567, 6568/);
  });

  it('refuses a write without the csrf token (403) and stores nothing', async () => {
    const b = await browser(app);
    const res = await b.agent.post(`/resource/AnalyticsEventsResource/create/`).send({ options: { events: [event()] } });
    expect(res.status).toBe(403);
    expect(rows('analytics_events')).toHaveLength(0);
  });
});

describe('PinImpressionsResource create: validation', () => {
  it.each<[string, unknown, string]>([
    ['no impressions', {}, 'impressions'],
    ['an empty batch', { impressions: [] }, 'impressions'],
    ['a batch over the cap', { impressions: Array.from({ length: ANALYTICS_SINK.impressionsPerBatch + 1 }, () => impression()) }, 'impressions'],
    ['a pin id that is not one', { impressions: [impression({ pin_id: '0x1' })] }, 'impressions.0.pin_id'],
    ['a numeric pin id', { impressions: [impression({ pin_id: 41 })] }, 'impressions.0.pin_id'],
    [
      'long tracking params',
      { impressions: [impression({ clientTrackingParams: 'x'.repeat(ANALYTICS.trackingParamsMax + 1) })] },
      'impressions.0.clientTrackingParams',
    ],
    ['a negative slot', { impressions: [impression({ slotIndex: -1 })] }, 'impressions.0.slotIndex'],
    ['a time as text', { impressions: [impression({ time: '2026-11-01' })] }, 'impressions.0.time'],
    ['a render duration over a day', { impressions: [impression({ renderDuration: ANALYTICS.durationMaxMs + 1 })] }, 'impressions.0.renderDuration'],
    ['an unknown milestone', { impressions: [impression({ visibility: { 25: 10 } })] }, 'impressions.0.visibility'],
    ['a negative milestone', { impressions: [impression({ visibility: { 1: -1 } })] }, 'impressions.0.visibility.1'],
    ['100 percent longer than 80', { impressions: [impression({ visibility: { 1: 900, 50: 900, 80: 500, 100: 600 } })] }, 'impressions.0.visibility'],
    ['no cell size', { impressions: [impression({ cellSize: undefined })] }, 'impressions.0.cellSize'],
    ['a cell without height', { impressions: [impression({ cellSize: { width: 236 } })] }, 'impressions.0.cellSize.height'],
    [
      'a window too wide',
      { impressions: [impression({ windowSize: { width: ANALYTICS.sizeMax + 1, height: 800 } })] },
      'impressions.0.windowSize.width',
    ],
    ['an unknown field', { impressions: [impression({ userId: 1 })] }, 'impressions.0'],
  ])('%s', (_label, options, field) => refused('analyticsImpressionsCreate', options, field, 'analytics_impressions'));

  it('one bad record refuses the whole batch', async () => {
    const res = await accepting.callUnchecked('analyticsImpressionsCreate', { impressions: [impression(), impression({ slotIndex: 1.5 })] });
    expect(rr(res).error.fields).toHaveProperty(['impressions.1.slotIndex']);
    expect(rows('analytics_impressions')).toHaveLength(0);
  });
});

describe('consent decides what is stored (issue 14)', () => {
  const consentCookie = (b: Browser, value: string) => b.agent.jar.setCookie(`${COOKIE_CONSENT.cookie}=${value}; Path=/`);
  const signedOut = async (choice: boolean | null) => {
    const b = await browser(app);
    if (choice !== null) await b.call('userSettingsUpdate', { ...allChoices(choice), surface_tag: 'cookie_banner' });
    return b;
  };

  it.each<[string, () => Promise<Browser>, boolean]>([
    ['signed in, analytics allowed', async () => accepting, true],
    ['signed in, analytics refused', async () => rejecting, false],
    ['signed in, undecided', async () => undecided, false],
    ['signed out, the cookie allows', () => signedOut(true), true],
    ['signed out, the cookie refuses', () => signedOut(false), false],
    ['signed out, no cookie', () => signedOut(null), false],
  ])('%s', async (_label, who, stored) => {
    const b = await who();
    const events = await b.call('analyticsEventsCreate', { events: [event(), event({ event_type: 6568 })] });
    const impressions = await b.call('analyticsImpressionsCreate', { impressions: [impression()] });
    expect([events.status, rr(events).data]).toEqual([200, { recorded: stored ? 2 : 0, allowed: stored }]);
    expect([impressions.status, rr(impressions).data]).toEqual([200, { recorded: stored ? 1 : 0, allowed: stored }]);
    expect(rows('analytics_events')).toHaveLength(stored ? 2 : 0);
    expect(rows('analytics_impressions')).toHaveLength(stored ? 1 : 0);
  });

  it('signed out, a hand-made cookie allowing only marketing stores nothing', async () => {
    const b = await browser(app);
    consentCookie(b, 'a0.m1.p1.t1');
    expect(rr(await b.call('analyticsEventsCreate', { events: [event()] })).data).toEqual({ recorded: 0, allowed: false });
  });

  it('a signed-out row carries the visitor key of the experiences cookie, and no cookie is minted for it', async () => {
    const b = await signedOut(true);
    b.agent.jar.setCookie(`${EXPERIENCES.visitorCookie}=${'v'.repeat(32)}; Path=/`);
    const res = await b.call('analyticsEventsCreate', { events: [event()] });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(rows('analytics_events')[0]).toMatchObject({ user_id: null, visitor_key: `v:${hashToken('v'.repeat(32))}` });

    const anonymous = await signedOut(true);
    const plain = await anonymous.call('analyticsImpressionsCreate', { impressions: [impression()] });
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(rows('analytics_impressions')[0]).toMatchObject({ user_id: null, visitor_key: null });
  });
});

describe('storage', () => {
  it('stores every field of an event as sent, with who and when', async () => {
    await accepting.call('analyticsEventsCreate', {
      events: [
        {
          event_type: 101,
          view_type: 1,
          view_parameter: 92,
          component: 13,
          element: 301,
          object_id_str: '11:900001',
          aux_data: { slot: 2, tags: ['a'] },
        },
        { event_type: 13 },
      ],
    });
    expect(rows('analytics_events')).toEqual([
      expect.objectContaining({
        recorded_at: clock.now(),
        user_id: acceptingId,
        visitor_key: null,
        event_type: 101,
        view_type: 1,
        view_parameter: 92,
        component: 13,
        element: 301,
        object_id_str: '11:900001',
        aux_data: '{"slot":2,"tags":["a"]}',
      }),
      expect.objectContaining({
        event_type: 13,
        view_type: null,
        view_parameter: null,
        component: null,
        element: null,
        object_id_str: null,
        aux_data: null,
      }),
    ]);
  });

  it('stores every field of an impression; milestones never reached are null', async () => {
    const first = impression();
    await accepting.call('analyticsImpressionsCreate', { impressions: [first, impression({ pin_id: '42', slotIndex: 4, visibility: { 1: 300 } })] });
    expect(rows('analytics_impressions')).toEqual([
      expect.objectContaining({
        recorded_at: clock.now(),
        user_id: acceptingId,
        pin_id: '41',
        client_tracking_params: first.clientTrackingParams,
        slot_index: 3,
        time: first.time,
        render_duration: 180,
        visible_1: 1900,
        visible_50: 1500,
        visible_80: 1200,
        visible_100: 800,
        cell_width: 236,
        cell_height: 410,
        window_width: 1280,
        window_height: 800,
      }),
      expect.objectContaining({ pin_id: '42', slot_index: 4, visible_1: 300, visible_50: null, visible_80: null, visible_100: null }),
    ]);
  });

  it('batches arriving together are all stored (one group commit), each answered with its own count', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        accepting.call('analyticsImpressionsCreate', { impressions: Array.from({ length: n }, (_, i) => impression({ slotIndex: i })) }),
      ),
    );
    expect(answers.map((res) => rr(res).data.recorded)).toEqual([1, 2, 3]);
    expect(rows('analytics_impressions')).toHaveLength(6);
  });
});

describe("a pin's last 30 days, from raw rows and daily counts alike", () => {
  const consent = createConsentService(createConsentStore(db), clock);
  const analytics = createAnalyticsService(db, createAnalyticsStore(db), consent, clock);

  it('counts impressions, saves and pin clicks per day; a new day rolls the old raw rows into exact daily counts', async () => {
    const { pinClick } = ANALYTICS.pinStatEvents;
    await accepting.call('analyticsImpressionsCreate', { impressions: [impression(), impression(), impression({ pin_id: '99' })] });
    await accepting.call('analyticsEventsCreate', { events: [event({ event_type: pinClick }), event({ event_type: pinClick })] });
    // Saves are the saves themselves.
    await accepting.call('repinCreate', { pin_id: '41', board_id: String(f.board(acceptingId, 'Saved')) });
    // Another pin's events and other kinds of event on this pin do not count.
    await accepting.call('analyticsEventsCreate', { events: [event({ event_type: pinClick, object_id_str: '99' }), event({ event_type: 4503 })] });
    const day1 = new Date(clock.now()).toISOString().slice(0, 10);
    const expectedDay1 = { day: day1, impressions: 2, saves: 1, pin_clicks: 2 };
    expect(analytics.pinLast30Days('41').at(-1)).toEqual(expectedDay1);

    clock.advance(DAY);
    await accepting.call('analyticsImpressionsCreate', { impressions: [impression()] });
    await accepting.call('analyticsEventsCreate', { events: [event({ event_type: pinClick })] });
    // Yesterday's rows left the raw tables for the daily counts; today's stay raw.
    expect(rows('analytics_impressions')).toHaveLength(1);
    expect(rows('analytics_events')).toHaveLength(1);
    // (Today's impressions may be counted too by then: the analytics job runs every second.)
    expect(
      db
        .prepare(`SELECT object_id, kind, event_type, day, count FROM analytics_daily_counts WHERE day = ? ORDER BY object_id, kind, event_type`)
        .all(day1),
    ).toEqual([
      { object_id: '41', kind: 'event', event_type: pinClick, day: day1, count: 2 },
      { object_id: '41', kind: 'event', event_type: 4503, day: day1, count: 1 },
      { object_id: '41', kind: 'impression', event_type: 0, day: day1, count: 2 },
      { object_id: '99', kind: 'event', event_type: pinClick, day: day1, count: 1 },
      { object_id: '99', kind: 'impression', event_type: 0, day: day1, count: 1 },
    ]);

    const days = analytics.pinLast30Days('41');
    expect(days).toHaveLength(ANALYTICS.statsDays);
    expect(days.at(-2)).toEqual(expectedDay1);
    expect(days.at(-1)).toEqual({ day: new Date(clock.now()).toISOString().slice(0, 10), impressions: 1, saves: 0, pin_clicks: 1 });
    expect(days[0]).toEqual({ day: new Date(clock.now() - 29 * DAY).toISOString().slice(0, 10), impressions: 0, saves: 0, pin_clicks: 0 });

    // Thirty days on, day one has left the window.
    clock.advance(29 * DAY);
    expect(analytics.pinLast30Days('41').map((d) => d.day)).not.toContain(day1);
    expect(analytics.pinLast30Days('41')[0]).toMatchObject({ impressions: 1, pin_clicks: 1 });
  });
});
