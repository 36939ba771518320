import { ANALYTICS } from '../../shared/constants';
import { allChoices } from '../../shared/domain/cookieConsent';
import { anonCall, rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db, clock } = makeApp();
const f = factories(db);
const DAY = 24 * 60 * 60 * 1000;
const { pinClick } = ANALYTICS.pinStatEvents;

let owner: Browser;
let manager: Browser;
let stranger: Browser;
let visitor: Browser;
let partner: Browser;
let ids: Record<'owner' | 'manager' | 'stranger' | 'visitor' | 'partner', number>;
let publicPin: string;
let secretPin: string;
let promotedPin: string;
let partnerSecretRepin: string;

const impression = (pinId: string, slotIndex = 0) => ({
  pin_id: pinId,
  slotIndex,
  time: clock.now(),
  renderDuration: 100,
  visibility: { 1: 900 },
  cellSize: { width: 236, height: 400 },
  windowSize: { width: 1280, height: 800 },
});

/**
 * Records through the real endpoints, as a consenting viewer's grid and clicks would (`by`, the visitor unless said:
 * they count only pins their sender may see), and saves the pin to `saves` new boards of the visitor's.
 */
async function record(pinId: string, impressions: number, saves: number, clicks: number, by = () => visitor) {
  if (impressions > 0) {
    const res = await by().call('analyticsImpressionsCreate', {
      impressions: Array.from({ length: impressions }, (_, i) => impression(pinId, i)),
    });
    expect(rr(res).data).toEqual({ recorded: impressions, allowed: true });
  }
  for (let i = 0; i < saves; i++) {
    const res = await visitor.call('repinCreate', { pin_id: pinId, board_id: String(f.board(ids.visitor, `Saves ${pinId} ${clock.now()} ${i}`)) });
    expect(res.status).toBe(201);
  }
  const events = Array.from({ length: clicks }, () => ({ event_type: pinClick, object_id_str: pinId }));
  if (events.length > 0) expect(rr(await by().call('analyticsEventsCreate', { events })).data.recorded).toBe(events.length);
}

const stats = (b: Browser, pinId: string) => b.call('pinStatsGet', { pin_id: pinId });

beforeAll(async () => {
  ({
    browsers: { owner, manager, stranger, visitor, partner },
    ids,
  } = await signUpAll(app, ['owner', 'manager', 'stranger', 'visitor', 'partner']));
  await visitor.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
  await partner.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
  const board = f.board(ids.owner, 'Kitchen');
  const secret = f.board(ids.owner, 'Plans', { privacy: 'secret' });
  // Made two days ago: the 28 days before then have no numbers yet.
  const created = clock.now() - 2 * DAY;
  publicPin = String(f.pin(ids.owner, board, { created_at: created }));
  secretPin = String(f.pin(ids.owner, secret, { created_at: created }));
  promotedPin = String(f.pin(ids.owner, board, { created_at: created, is_promoted: 1 }));
  f.profile(ids.partner, { is_partner: 1 });
  const partnerSecret = f.board(ids.partner, 'Drafts', { privacy: 'secret' });
  partnerSecretRepin = String(f.repin(Number(publicPin), ids.partner, partnerSecret));
  db.prepare('INSERT INTO profile_managers (manager_id, profile_id, created_at) VALUES (?, ?, ?)').run(ids.manager, ids.owner, clock.now());
});

describe('PinStatsResource get: who may read a pin’s stats', () => {
  it('answers 401 signed out, for public and secret pins alike', async () => {
    expect((await anonCall(app, 'pinStatsGet', { pin_id: publicPin })).status).toBe(401);
    expect((await anonCall(app, 'pinStatsGet', { pin_id: secretPin })).status).toBe(401);
  });

  it('answers 403 to a stranger who can see the pin, without any numbers', async () => {
    const res = await stats(stranger, publicPin);
    expect(res.status).toBe(403);
    expect(rr(res).data).toBeNull();
  });

  it('answers a stranger 404 for a secret pin, the same as for no pin at all, so the pin does not leak', async () => {
    const secret = await stats(stranger, secretPin);
    const missing = await stats(stranger, '999999');
    expect([secret.status, missing.status]).toEqual([404, 404]);
    expect(rr(secret).error).toEqual(rr(missing).error);
  });

  it.each([['abc'], ['0'], ['-1'], ['1'.repeat(19)]])('answers 400 naming pin_id for %p', async (pinId) => {
    const res = await owner.callUnchecked('pinStatsGet', { pin_id: pinId });
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty(['pin_id']);
  });

  it('answers 404 to the owner for a pin that does not exist', async () => {
    expect((await stats(owner, '999999')).status).toBe(404);
  });

  it('lets the owner read their secret pin’s stats', async () => {
    const res = await stats(owner, secretPin);
    expect(res.status).toBe(200);
    expect(rr(res).data.role).toBe('owner');
  });

  it('lets a manager of the owner’s profile read them, secret pins included; managing is not owning the manager’s way round', async () => {
    expect(rr(await stats(manager, publicPin)).data.role).toBe('manager');
    expect(rr(await stats(manager, secretPin)).data.role).toBe('manager');
    const managersPin = String(f.pin(ids.manager, f.board(ids.manager, 'Mine')));
    expect((await stats(owner, managersPin)).status).toBe(403);
  });
});

describe('PinStatsResource get: the numbers are what was recorded', () => {
  beforeAll(async () => {
    // Yesterday: 3 impressions, 1 save, 2 clicks; today: 2 impressions, 2 saves, 1 click. Another pin's do not count.
    clock.advance(-DAY);
    await record(publicPin, 3, 1, 2);
    clock.advance(DAY);
    await record(publicPin, 2, 2, 1);
    await record(promotedPin, 5, 3, 1);
  });

  it('answers 30 days, oldest first, ending today, per day and in total', async () => {
    const data = rr(await stats(owner, publicPin)).data;
    expect(data.metrics).toEqual(['impressions', 'saves', 'pin_clicks']);
    expect(data.days).toHaveLength(30);
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    const yesterday = new Date(clock.now() - DAY).toISOString().slice(0, 10);
    expect(data.days.at(-1)).toEqual({ day: today, impressions: 2, saves: 2, pin_clicks: 1 });
    expect(data.days.at(-2)).toEqual({ day: yesterday, impressions: 3, saves: 1, pin_clicks: 2 });
    expect(data.totals).toEqual({ impressions: 5, saves: 3, pin_clicks: 3 });
  });

  it('has zeros for days since the pin was made with nothing recorded, and no numbers before it was made', async () => {
    const { days } = rr(await stats(owner, publicPin)).data;
    expect(days.at(-3)).toMatchObject({ impressions: 0, saves: 0, pin_clicks: 0 });
    expect(days.slice(0, 27).every((d: Record<string, unknown>) => d.impressions === null && d.saves === null && d.pin_clicks === null)).toBe(true);
  });

  it('counts rolled-up days as well as raw ones', async () => {
    clock.advance(DAY);
    await record(publicPin, 1, 0, 0); // the write that rolls yesterday's raw rows into daily counts
    expect(
      db
        .prepare('SELECT count(*) FROM analytics_impressions WHERE pin_id = ? AND recorded_at < ?')
        .pluck()
        .get(publicPin, clock.now() - DAY),
    ).toBe(0);
    expect(rr(await stats(owner, publicPin)).data.totals).toEqual({ impressions: 6, saves: 3, pin_clicks: 3 });
    clock.advance(-DAY);
  });

  it('shows a promoted pin’s impressions and pin clicks only: its saves are null', async () => {
    const data = rr(await stats(owner, promotedPin)).data;
    expect(data.metrics).toEqual(['impressions', 'pin_clicks']);
    expect(data.totals).toEqual({ impressions: 5, saves: null, pin_clicks: 1 });
    expect(data.days.every((d: { saves: unknown }) => d.saves === null)).toBe(true);
  });

  it('gives a partner no numbers for a secret repin with nothing recorded, and all three once something is', async () => {
    const before = rr(await stats(partner, partnerSecretRepin)).data;
    expect(before.metrics).toEqual([]);
    expect(before.totals).toEqual({ impressions: null, saves: null, pin_clicks: null });
    // Their own secret board: only they (and its collaborators) see the pin, so only theirs count.
    await record(partnerSecretRepin, 1, 0, 0, () => partner);
    const after = rr(await stats(partner, partnerSecretRepin)).data;
    expect(after.metrics).toEqual(['impressions', 'saves', 'pin_clicks']);
    expect(after.totals).toEqual({ impressions: 1, saves: 0, pin_clicks: 0 });
  });
});
