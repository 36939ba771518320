import request from 'supertest';
import { OFFSITE } from '../../shared/constants';
import { rr } from './helpers/api';
import { browser, makeApp, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

// GET /v3/offsite/ (the check), POST /v3/offsite/ (collection chip clicks) and the /offsite/ redirect page.
const { app, db, clock } = makeApp();
const f = factories(db);

const LINK = 'https://shop.example/lamp';
let pin: number;
let secretPin: number;
let carouselPin: number;
let collectionPin: number;
let adPin: number;
let thirdPartyAdPin: number;
let spamPins: Record<'suspicious' | 'blocked' | 'porn', number>;
let internalPin: number;
let anon: Browser;

function listDomain(domain: string, verdict: string) {
  db.prepare('INSERT INTO spam_domains (domain, verdict, created_at) VALUES (?, ?, 0)').run(domain, verdict);
}

beforeAll(async () => {
  const alice = f.user('alice');
  const board = f.board(alice, 'Lamps');
  const secret = f.board(alice, 'Hidden', { privacy: 'secret' });
  pin = f.pin(alice, board, { link: LINK, tracked_link: `${LINK}?utm_source=pinboard` });
  secretPin = f.pin(alice, secret, { link: LINK });
  carouselPin = f.pin(alice, board, {
    link: 'https://carousel.example/',
    carousel_json: JSON.stringify({
      slots: [{ id: 1, title: 'a', details: '', link: 'https://carousel.example/#slot-2', itemId: 1, imageId: f.image() }],
    }),
  });
  collectionPin = f.pin(alice, board, {
    collection_json: JSON.stringify({
      items: [
        { id: 1, title: 'one', link: 'https://shop.example/one', imageId: f.image() },
        { id: 2, title: 'two', link: 'https://shop.example/two', imageId: f.image() },
      ],
    }),
  });
  adPin = f.pin(alice, board, { link: LINK, ad_json: JSON.stringify({ adDestinationUrl: 'https://ad.doubleclick.net/click?x=1' }), is_promoted: 1 });
  thirdPartyAdPin = f.pin(alice, board, {
    ad_json: JSON.stringify({ adDestinationUrl: 'https://tp.example/buy', isThirdPartyAd: true }),
    is_promoted: 1,
  });
  listDomain('maybe.example', 'suspicious');
  listDomain('spam.example', 'blocked');
  listDomain('adult.example', 'porn');
  spamPins = {
    suspicious: f.pin(alice, board, { link: 'https://www.maybe.example/deal' }),
    blocked: f.pin(alice, board, { link: 'https://spam.example/win' }),
    porn: f.pin(alice, board, { link: 'https://adult.example/' }),
  };
  internalPin = f.pin(alice, board, { link: 'http://127.0.0.1:8080/admin' });
  anon = await browser(app);
});

const check = (options: Record<string, unknown>) => anon.callUnchecked('offsiteCheck', options);
const checkData = async (options: Record<string, unknown>) => {
  const res = await check(options);
  expect(res.status).toBe(200);
  return rr(res).data as { message: string | null; redirect_status: string; url: string | null };
};
const follow = (address: string) => request(app).get(address);

describe('GET /v3/offsite/ (the check)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no url', { pin_id: 1 }, 'url'],
    ['a javascript: url', { pin_id: 1, url: 'javascript:alert(1)' }, 'url'],
    ['a relative url', { pin_id: 1, url: '/pin/1/' }, 'url'],
    ['neither pin_id nor third_party_ad', { url: LINK }, 'pin_id'],
    ['both pin_id and third_party_ad', { url: LINK, pin_id: 1, third_party_ad: 2 }, 'pin_id'],
    ['aux_data that is not JSON', { url: LINK, pin_id: 1, aux_data: '{nope' }, 'aux_data'],
    ['an unknown clickthrough_type', { url: LINK, pin_id: 1, aux_data: '{"clickthrough_type":"hover"}' }, 'aux_data.clickthrough_type'],
    ['a check_only that is not a flag', { url: LINK, pin_id: 1, check_only: 'maybe' }, 'check_only'],
  ])('refuses %s (400 naming the field)', async (_label, options, field) => {
    const res = await check(options);
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toContain(field);
  });

  it('answers 404 for a pin that does not exist, or that the viewer may not see', async () => {
    expect((await check({ url: LINK, pin_id: 999999 })).status).toBe(404);
    expect((await check({ url: LINK, pin_id: secretPin })).status).toBe(404);
  });

  it('refuses a url that is not a link of the pin (400 naming url)', async () => {
    const res = await check({ url: 'https://elsewhere.example/', pin_id: pin });
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toEqual({ url: 'is not a link of this Pin' });
  });

  it('allows the link and answers our signed /offsite/ address, carrying the context given', async () => {
    const data = await checkData({
      url: LINK,
      pin_id: pin,
      check_only: true,
      client_tracking_params: 'ctp1',
      aux_data: JSON.stringify({ clickthrough_type: 'clickthrough', objectId: pin }),
    });
    expect(data).toMatchObject({ message: null, redirect_status: 'allowed' });
    const address = new URL(data.url!, 'http://pinboard.test');
    expect(address.pathname).toBe('/offsite/');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      token: expect.stringMatching(/^[0-9a-z]+\.[\w-]{43}$/),
      url: LINK,
      pin: String(pin),
      isThirdPartyAd: 'false',
      client_tracking_params: 'ctp1',
      aux_data: JSON.stringify({ clickthrough_type: 'clickthrough', objectId: String(pin) }),
    });
  });

  it("accepts the pin's tracked link, a carousel slot's link and the ad destination (without epik, any host casing)", async () => {
    expect((await checkData({ url: `${LINK}?utm_source=pinboard`, pin_id: pin })).redirect_status).toBe('allowed');
    expect((await checkData({ url: 'https://carousel.example/#slot-2', pin_id: carouselPin })).redirect_status).toBe('allowed');
    const ad = await checkData({ url: 'https://ad.DoubleClick.net/click?x=1&epik=abc', pin_id: adPin });
    expect(ad.redirect_status).toBe('allowed');
  });

  it('takes a third-party ad by third_party_ad, only for its destination, and says so in the address', async () => {
    const data = await checkData({ url: 'https://tp.example/buy', third_party_ad: thirdPartyAdPin });
    expect(new URL(data.url!, 'http://x').searchParams.get('isThirdPartyAd')).toBe('true');
    const notAd = await check({ url: LINK, third_party_ad: pin });
    expect(notAd.status).toBe(400);
    expect(rr(notAd).error.fields).toEqual({ third_party_ad: 'is not a third-party ad' });
  });

  it.each(['suspicious', 'blocked', 'porn'] as const)('answers the %s verdict with its message', async (verdict) => {
    const link = { suspicious: 'https://www.maybe.example/deal', blocked: 'https://spam.example/win', porn: 'https://adult.example/' }[verdict];
    const data = await checkData({ url: link, pin_id: spamPins[verdict] });
    expect(data.redirect_status).toBe(verdict);
    expect(data.message).toBe(OFFSITE.messages[verdict]);
    // Suspicious links may still be followed, through the warning page; blocked and porn ones get no address.
    if (verdict === 'suspicious') expect(data.url).toMatch(/^\/offsite\/\?token=/);
    else expect(data.url).toBeNull();
  });

  it('blocks a link into a private network', async () => {
    const data = await checkData({ url: 'http://127.0.0.1:8080/admin', pin_id: internalPin });
    expect(data).toMatchObject({ redirect_status: 'blocked', url: null, message: expect.stringContaining('private network') });
  });

  it.each([
    'http://localhost:3000/',
    'http://LOCALHOST./',
    'http://api.localhost/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://10.0.0.5/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://intranet/',
    'http://printer.local/',
    'http://db.internal/',
  ])('blocks %s as inside a private network', async (link) => {
    const owner = f.userId('alice');
    const internal = f.pin(owner, f.board(owner, 'Internal'), { link });
    expect(await checkData({ url: link, pin_id: internal })).toMatchObject({ redirect_status: 'blocked', url: null });
  });

  it('lets through the hosts OFFSITE_ALLOW_HOSTS names, and no others', async () => {
    const local = makeApp({ offsiteAllowHosts: ['localhost'] });
    const lf = factories(local.db);
    const owner = lf.user('owner');
    const board = lf.board(owner, 'Local');
    const b = await browser(local.app);
    const allowedPin = lf.pin(owner, board, { link: 'http://localhost:4000/shop' });
    const loopbackPin = lf.pin(owner, board, { link: 'http://127.0.0.1:4000/shop' });
    const allowedAnswer = rr(await b.callUnchecked('offsiteCheck', { url: 'http://localhost:4000/shop', pin_id: allowedPin })).data;
    expect(allowedAnswer.redirect_status).toBe('allowed');
    expect(rr(await b.callUnchecked('offsiteCheck', { url: 'http://127.0.0.1:4000/shop', pin_id: loopbackPin })).data.redirect_status).toBe(
      'blocked',
    );
    expect((await request(local.app).get(allowedAnswer.url)).headers.location).toBe('http://localhost:4000/shop');
  });
});

describe('POST /v3/offsite/ (collection chip clicks)', () => {
  const chip = (position: number, url: string, extra: Record<string, unknown> = {}) => ({
    pin_id: collectionPin,
    url,
    check_only: false,
    aux_data: { collection_pin_click_position: position, client_creative_type: 1, clickthrough_type: 'clickthrough' },
    ...extra,
  });

  it('refuses a write without the CSRF token (403)', async () => {
    const res = await request(app)
      .post('/v3/offsite/')
      .send({ options: chip(0, 'https://shop.example/one') });
    expect(res.status).toBe(403);
  });

  // Functions: the table is read before beforeAll has made the pin.
  it.each<[string, () => Record<string, unknown>, string]>([
    ['check_only true', () => chip(0, 'https://shop.example/one', { check_only: true }), 'check_only'],
    ['no aux_data', () => chip(0, 'https://shop.example/one', { aux_data: undefined }), 'aux_data'],
    [
      'no click position',
      () => chip(0, 'https://shop.example/one', { aux_data: { client_creative_type: 1, clickthrough_type: 'clickthrough' } }),
      'aux_data.collection_pin_click_position',
    ],
    [
      'a clickthrough_type other than clickthrough or rightClick',
      () =>
        chip(0, 'https://shop.example/one', { aux_data: { collection_pin_click_position: 0, client_creative_type: 1, clickthrough_type: 'hover' } }),
      'aux_data.clickthrough_type',
    ],
    ['a position past the items', () => chip(2, 'https://shop.example/one'), 'aux_data.collection_pin_click_position'],
    ['the url of another item than the one clicked', () => chip(0, 'https://shop.example/two'), 'url'],
  ])('refuses %s (400 naming the field)', async (_label, options, field) => {
    const res = await anon.callUnchecked('offsiteChipClick', options());
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toContain(field);
  });

  it('answers 404 for an unknown pin', async () => {
    expect((await anon.callUnchecked('offsiteChipClick', chip(0, 'https://shop.example/one', { pin_id: 999999 }))).status).toBe(404);
  });

  it('answers the check for the item clicked, right-clicks too', async () => {
    const res = await anon.callUnchecked('offsiteChipClick', chip(1, 'https://shop.example/two'));
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({ redirect_status: 'allowed', url: expect.stringMatching(/^\/offsite\/\?/) });
    const right = chip(0, 'https://shop.example/one', {
      aux_data: { collection_pin_click_position: 0, client_creative_type: 2, clickthrough_type: 'rightClick' },
    });
    expect((await anon.callUnchecked('offsiteChipClick', right)).status).toBe(200);
  });
});

describe('/offsite/ (the redirect page)', () => {
  const addressFor = async (url: string, pinId: number) => (await checkData({ url, pin_id: pinId })).url!;
  const withParam = (address: string, name: string, value: string | null) => {
    const u = new URL(address, 'http://x');
    if (value === null) u.searchParams.delete(name);
    else u.searchParams.set(name, value);
    return `${u.pathname}${u.search}`;
  };

  it('redirects an allowed link with no referrer, and is never cached', async () => {
    const res = await follow(await addressFor(LINK, pin));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(LINK);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows the warning page for a suspicious link: the host, Continue to it and Go back', async () => {
    const res = await follow(await addressFor('https://www.maybe.example/deal', spamPins.suspicious));
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('<h1>Heads up!</h1>');
    expect(res.text).toContain(OFFSITE.messages.suspicious);
    expect(res.text).toContain('<span class="host">www.maybe.example</span>');
    expect(res.text).toContain('href="https://www.maybe.example/deal" rel="noopener noreferrer"');
    expect(res.text).toContain(`href="/pin/${spamPins.suspicious}/">Go back</a>`);
  });

  it('refuses a domain listed after the address was signed (blocked and porn alike), with no Continue', async () => {
    for (const [domain, verdict] of [
      ['later.example', 'blocked'],
      ['later-adult.example', 'porn'],
    ] as const) {
      const laterPin = f.pin(f.userId('alice'), f.board(f.userId('alice'), 'Later'), { link: `https://shop.${domain}/` });
      const address = await addressFor(`https://shop.${domain}/`, laterPin);
      listDomain(domain, verdict);
      const res = await follow(address);
      expect(res.status).toBe(403);
      expect(res.headers.location).toBeUndefined();
      expect(res.text).toContain(OFFSITE.messages[verdict]);
      expect(res.text).not.toContain('Continue');
    }
  });

  it('never redirects with a tampered token, url or pin (400)', async () => {
    const address = await addressFor(LINK, pin);
    const token = new URL(address, 'http://x').searchParams.get('token')!;
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const tampered of [
      withParam(address, 'token', flipped),
      withParam(address, 'token', 'zzzz.' + token.split('.')[1]),
      withParam(address, 'url', 'https://evil.example/'),
      withParam(address, 'url', `${LINK}?utm_source=pinboard`),
      withParam(address, 'pin', String(carouselPin)),
      withParam(address, 'token', null),
      withParam(address, 'token', ''),
      `${address}&token=second`,
    ]) {
      const res = await follow(tampered);
      expect({ tampered, status: res.status, location: res.headers.location }).toEqual({ tampered, status: 400, location: undefined });
      expect(res.text).toContain('This link doesn&#39;t work');
    }
  });

  it("never redirects with another install's token (each signs with its own secret)", async () => {
    const address = await addressFor(LINK, pin);
    const other = makeApp();
    const otherFactories = factories(other.db);
    const owner = otherFactories.user('alice');
    // The same pin id and link on the other install: only the key differs.
    otherFactories.pin(owner, otherFactories.board(owner, 'Lamps'), { id: pin, link: LINK });
    const res = await request(other.app).get(address);
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('never redirects with a token for another pin that has the same link', async () => {
    const twin = f.pin(f.userId('alice'), f.board(f.userId('alice'), 'Twins'), { link: LINK });
    const address = await addressFor(LINK, twin);
    const res = await follow(withParam(address, 'pin', String(pin)));
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('never redirects once the token expired (410), and does just before', async () => {
    const address = await addressFor(LINK, pin);
    clock.advance(OFFSITE.tokenTtlMs - 1);
    expect((await follow(address)).status).toBe(302);
    clock.advance(1);
    const res = await follow(address);
    expect(res.status).toBe(410);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('This link has expired');
  });

  it("never redirects to a url that is no longer the pin's (404)", async () => {
    const edited = f.pin(f.userId('alice'), f.board(f.userId('alice'), 'Edits'), { link: 'https://old.example/' });
    const address = await addressFor('https://old.example/', edited);
    db.prepare('UPDATE pins SET link = ? WHERE id = ?').run('https://new.example/', edited);
    const res = await follow(address);
    expect(res.status).toBe(404);
    expect(res.text).toContain('This link is no longer on the Pin');
  });

  it('serves its stylesheet (the CSP allows no inline style)', async () => {
    const res = await request(app).get('/offsite/page.css');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/css');
  });

  it('escapes what it shows', async () => {
    const odd = f.pin(f.userId('alice'), f.board(f.userId('alice'), 'Odd'), { link: 'https://maybe.example/"><script>x</script>' });
    const res = await follow(await addressFor('https://maybe.example/"><script>x</script>', odd));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>');
  });
});
