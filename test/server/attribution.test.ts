import { ATTRIBUTION } from '../../shared/constants';
import { allChoices } from '../../shared/domain/cookieConsent';
import { anonCall, anonCallUnchecked, rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db, clock } = makeApp();
const f = factories(db);
const HEADER = 'attribution-reporting-register-source';

const ad = { advertiserId: 'ADV-1', campaignId: 'CMP-1', pinPromotionId: 'PP-1', adDestinationUrl: 'https://shop.example/p/1?utm=x' };
const options = (o: Record<string, unknown> = {}) => ({
  source_event_id: '1001',
  destination: JSON.stringify(['https://shop.example']),
  source_event_type: 'click' as const,
  advertiser_id: 'ADV-1',
  campaign_id: 'CMP-1',
  hostname: 'pinboard.example',
  ...o,
});

let consenting: Browser;
let refusing: Browser;
let eventId = 2000;
/** A new event each call, so dedupe does not hide what a test is about. */
const fresh = (o: Record<string, unknown> = {}) => options({ source_event_id: String(++eventId), ...o });
const rows = () => db.prepare('SELECT count(*) FROM attribution_sources').pluck().get() as number;

beforeAll(async () => {
  ({
    browsers: { consenting, refusing },
  } = await signUpAll(app, ['consenting', 'refusing']));
  await consenting.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
  await refusing.call('userSettingsUpdate', { ...allChoices(true), allow_marketing_cookies: false, surface_tag: 'cookie_banner' });
  const owner = f.user('advertiser');
  const board = f.board(owner, 'Ads');
  f.pin(owner, board, { is_promoted: 1, promoter_id: owner, link: 'https://www.shop.example/', ad_json: JSON.stringify(ad) });
  f.pin(owner, board, { link: 'https://unpromoted.example/', ad_json: JSON.stringify({ ...ad, campaignId: 'CMP-2' }) });
});

describe('GET /v3/attribution/source/: validation (a 400 naming the field, nothing stored)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no source_event_id', { source_event_id: undefined }, 'source_event_id'],
    ['a source_event_id that is not a number', { source_event_id: 'abc' }, 'source_event_id'],
    ['a source_event_id past 64 bits', { source_event_id: '18446744073709551616' }, 'source_event_id'],
    ['destination not JSON', { destination: 'https://shop.example' }, 'destination'],
    ['destination an empty list', { destination: '[]' }, 'destination'],
    ['destination over 3 origins', { destination: JSON.stringify(['a', 'b', 'c', 'd'].map((h) => `https://${h}.shop.example`)) }, 'destination'],
    ['an http destination', { destination: JSON.stringify(['http://shop.example']) }, 'destination'],
    ['a destination with a path', { destination: JSON.stringify(['https://shop.example/cart']) }, 'destination'],
    ['a destination inside our network', { destination: JSON.stringify(['https://127.0.0.1']) }, 'destination'],
    ['a destination that is not a string', { destination: '[1]' }, 'destination'],
    [
      'a destination list too long',
      { destination: JSON.stringify([`https://${'a'.repeat(ATTRIBUTION.destinationJsonMax)}.example`]) },
      'destination',
    ],
    ['an unknown source_event_type', { source_event_type: 'hover' }, 'source_event_type'],
    ['a click with a view’s expiry', { expiry: '86400' }, 'expiry'],
    ['a view with a click’s priority', { source_event_type: 'view', priority: '2' }, 'priority'],
    ['a malformed advertiser_id', { advertiser_id: 'ADV 1;' }, 'advertiser_id'],
    ['no campaign_id', { campaign_id: undefined }, 'campaign_id'],
    ['a hostname with a path', { hostname: 'pinboard.example/x' }, 'hostname'],
  ])('%s', async (_, o, field) => {
    const res = await consenting.callUnchecked('attributionSource', JSON.parse(JSON.stringify(fresh(o))));
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty([field]);
    expect(res.headers[HEADER]).toBeUndefined();
    expect(rows()).toBe(0);
  });

  it('answers 400 naming destination for a site the campaign does not link to', async () => {
    const res = await consenting.call('attributionSource', fresh({ destination: JSON.stringify(['https://shop.example', 'https://evil.example']) }));
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty(['destination']);
    expect(rows()).toBe(0);
  });

  it('answers 404 for a campaign we do not carry, or one that is not promoted', async () => {
    expect((await consenting.call('attributionSource', fresh({ campaign_id: 'CMP-9' }))).status).toBe(404);
    expect((await consenting.call('attributionSource', fresh({ campaign_id: 'CMP-2' }))).status).toBe(404);
    expect((await consenting.call('attributionSource', fresh({ advertiser_id: 'ADV-2' }))).status).toBe(404);
  });
});

describe('GET /v3/attribution/source/: registration', () => {
  it.each<['click' | 'view', number, number]>([
    ['click', 604800, 2],
    ['view', 86400, 1],
  ])('a %s answers the header with expiry %i s and priority %i', async (type, expiry, priority) => {
    const o = fresh({ source_event_type: type, destination: JSON.stringify(['https://Shop.Example', 'https://www.shop.example/']) });
    const res = await consenting.call('attributionSource', o);
    expect(res.status).toBe(200);
    expect(rr(res).data).toEqual({ registered: true, reason: 'registered', expiry, priority });
    expect(JSON.parse(res.headers[HEADER] as string)).toEqual({
      source_event_id: o.source_event_id,
      destination: ['https://shop.example', 'https://www.shop.example'],
      expiry: String(expiry),
      priority: String(priority),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('takes the spec’s expiry and priority when the client sends them', async () => {
    const res = await consenting.call('attributionSource', fresh({ source_event_type: 'view', expiry: 86400, priority: 1 }));
    expect(rr(res).data.registered).toBe(true);
  });

  it('counts an identical event once: the repeat answers duplicate and no header; another event registers', async () => {
    const o = fresh();
    expect(rr(await consenting.call('attributionSource', o)).data.reason).toBe('registered');
    const again = await consenting.call('attributionSource', o);
    expect(rr(again).data).toMatchObject({ registered: false, reason: 'duplicate' });
    expect(again.headers[HEADER]).toBeUndefined();
    expect(rr(await consenting.call('attributionSource', { ...o, source_event_type: 'view' })).data.reason).toBe('registered');
  });

  it('forgets an event once its source has expired, so the table stays bounded and the event may register again', async () => {
    const o = fresh({ source_event_type: 'view' });
    await consenting.call('attributionSource', o);
    const before = rows();
    clock.advance(ATTRIBUTION.bySourceType.view.expiry * 1000);
    expect(rr(await consenting.call('attributionSource', o)).data.reason).toBe('registered');
    expect(rows()).toBeLessThan(before);
  });

  it('registers nothing without marketing consent: signed in refusing it, or signed out undecided', async () => {
    const before = rows();
    for (const res of [await refusing.call('attributionSource', fresh()), await anonCall(app, 'attributionSource', fresh())]) {
      expect(res.status).toBe(200);
      expect(rr(res).data).toMatchObject({ registered: false, reason: 'no_consent' });
      expect(res.headers[HEADER]).toBeUndefined();
    }
    expect(rows()).toBe(before);
  });

  it('registers for a signed-out visitor whose consent cookie allows marketing', async () => {
    const visitor = await browser(app);
    await visitor.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
    const res = await visitor.call('attributionSource', fresh());
    expect(rr(res).data.reason).toBe('registered');
    expect(res.headers[HEADER]).toBeDefined();
  });

  it('refuses a destination the campaign does not link to even where nothing would be registered (400)', async () => {
    const res = await anonCallUnchecked(app, 'attributionSource', fresh({ destination: '["https://evil.example"]' }));
    expect(res.status).toBe(400);
  });
});
