import { ANALYTICS, SAVES } from '../../shared/constants';
import { allChoices } from '../../shared/domain/cookieConsent';
import { rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { impressionOf } from './helpers/impressionOf';

// Impressions and pin events count only pins that exist and that their sender may see (a secret board's pins: its
// owner and collaborators), and a pin's saves are its saves, not what a client says.

const { app, db } = makeApp();
const f = factories(db);
const { pinClick } = ANALYTICS.pinStatEvents;
const MISSING = '999999';

let owner: Browser;
let collaborator: Browser;
let stranger: Browser;
let visitor: Browser;
let ids: Record<'owner' | 'collaborator' | 'stranger', number>;
let publicPin: string;
let secretPin: string;

const consenting = async (b: Browser) => void (await b.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' }));
const impressions = (b: Browser, pins: string[]) =>
  b.call('analyticsImpressionsCreate', { impressions: pins.map((pin, slot) => impressionOf(pin, slot)) });
const events = (b: Browser, list: [number, string?][]) =>
  b.call('analyticsEventsCreate', {
    events: list.map(([event_type, object_id_str]) => ({ event_type, ...(object_id_str ? { object_id_str } : {}) })),
  });
/** The owner's stats for the pin: its totals over the 30 days. */
const totals = async (pinId: string) => rr(await owner.call('pinStatsGet', { pin_id: pinId })).data.totals;
const stored = () => ({
  impressions: db.prepare('SELECT pin_id FROM analytics_impressions ORDER BY id').pluck().all(),
  events: db.prepare('SELECT event_type, object_id_str FROM analytics_events ORDER BY id').all(),
});

beforeAll(async () => {
  let browsers: Record<'owner' | 'collaborator' | 'stranger', Browser>;
  ({ browsers, ids } = await signUpAll(app, ['owner', 'collaborator', 'stranger']));
  ({ owner, collaborator, stranger } = browsers);
  visitor = await browser(app);
  for (const b of [owner, collaborator, stranger, visitor]) await consenting(b);
  publicPin = String(f.pin(ids.owner, f.board(ids.owner, 'Kitchen')));
  const secret = f.board(ids.owner, 'Plans', { privacy: 'secret' });
  f.collaborator(secret, ids.collaborator);
  secretPin = String(f.pin(ids.owner, secret));
});
beforeEach(() => db.exec('DELETE FROM analytics_events; DELETE FROM analytics_impression_pages; DELETE FROM analytics_daily_counts'));

describe.each([
  ['a signed-out visitor', () => visitor],
  ['a signed-in stranger', () => stranger],
])('%s', (_label, who) => {
  it('records impressions of a missing pin and of a secret pin as nothing: no rows, no stats', async () => {
    const res = await impressions(who(), [publicPin, secretPin, MISSING, secretPin]);
    expect(rr(res).data).toEqual({ recorded: 1, allowed: true });
    expect(stored().impressions).toEqual([publicPin]);
    expect(await totals(secretPin)).toMatchObject({ impressions: 0 });
  });

  it('records pin events (clicks, the pin-saved event) of a missing or secret pin, or of no pin, as nothing; other events as ever', async () => {
    const res = await events(who(), [
      [pinClick, secretPin],
      [pinClick, MISSING],
      [pinClick, `0${publicPin}`],
      [pinClick],
      [SAVES.pinSavedEventType, secretPin],
      [pinClick, publicPin],
      // An experience's view: its object is an experience, not a pin.
      [4503, MISSING],
    ]);
    expect(rr(res).data).toEqual({ recorded: 2, allowed: true });
    expect(stored().events).toEqual([
      { event_type: pinClick, object_id_str: publicPin },
      { event_type: 4503, object_id_str: MISSING },
    ]);
    expect(await totals(secretPin)).toMatchObject({ pin_clicks: 0 });
    expect(await totals(publicPin)).toMatchObject({ pin_clicks: 1 });
  });
});

it("counts the secret pin's impressions and clicks from its owner and from the board's collaborator", async () => {
  for (const b of [owner, collaborator]) {
    expect(rr(await impressions(b, [secretPin, secretPin])).data).toEqual({ recorded: 2, allowed: true });
    expect(rr(await events(b, [[pinClick, secretPin]])).data).toEqual({ recorded: 1, allowed: true });
  }
  expect(await totals(secretPin)).toMatchObject({ impressions: 4, pin_clicks: 2 });
});

it('takes saves from the saves: a forged pin-saved event changes nothing, a real save counts', async () => {
  const before = (await totals(publicPin)).saves as number;
  expect(rr(await events(stranger, [[SAVES.pinSavedEventType, publicPin]])).data.allowed).toBe(true);
  expect((await totals(publicPin)).saves).toBe(before);
  const saved = await stranger.call('repinCreate', { pin_id: publicPin, board_id: String(f.board(ids.stranger, 'Ideas')) });
  expect(saved.status).toBe(201);
  expect((await totals(publicPin)).saves).toBe(before + 1);
});

it("the issue's probe: 400 requests of 50 distinct random pin ids, impressions and clicks, add no row anywhere", async () => {
  const probe = makeApp();
  const forger = await browser(probe.app);
  await consenting(forger);
  const random = () => String(1_000_000 + Math.floor(Math.random() * 1e12));
  const answers: unknown[] = [];
  for (let round = 0; round < 8; round++) {
    const requests = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? forger.call('analyticsImpressionsCreate', { impressions: Array.from({ length: 50 }, (_, slot) => impressionOf(random(), slot)) })
        : forger.call('analyticsEventsCreate', { events: Array.from({ length: 50 }, () => ({ event_type: pinClick, object_id_str: random() })) }),
    );
    for (const res of await Promise.all(requests)) answers.push([res.status, rr(res).data]);
  }
  expect(answers).toEqual(Array.from({ length: 400 }, () => [200, { recorded: 0, allowed: true }]));
  // As the server stops: every page counted into the daily counts.
  await (probe.app.locals.beforeDbClose as () => Promise<void>)();
  const rows = (table: string) => probe.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
  expect([rows('analytics_daily_counts'), rows('analytics_impression_pages'), rows('analytics_events')]).toEqual([0, 0, 0]);
}, 30_000);
