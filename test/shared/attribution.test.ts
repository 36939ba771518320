import type { Pin } from '../../shared/contracts/pin';
import type { BoardPrivacy } from '../../shared/contracts/board';
import {
  attributionSource,
  boardAttributionHref,
  claimedDomain,
  parsePinSlug,
  profileHref,
  type AttributionSource,
  type PinSlug,
} from '../../shared/domain/attribution';
import { makePin, makeUser } from '../client/helpers/factories';

const promoter = makeUser('1');
const sponsor = makeUser('2');
const creator = makeUser('3');
const sponsorship: Pin['sponsorship'] = { status: null, creator: null, sponsor };

describe('attributionSource ("priority: promoter, sponsor, native creator, claimed domain, pinner")', () => {
  const pin = makePin('5');
  it.each<[string, Partial<Pin>, string | null, AttributionSource]>([
    ['promoter first', { promoter, sponsorship, nativeCreator: creator }, 'shop.com', { kind: 'promoter', user: promoter }],
    ['then sponsor', { sponsorship, nativeCreator: creator }, 'shop.com', { kind: 'sponsor', user: sponsor }],
    ['then native creator', { nativeCreator: creator }, 'shop.com', { kind: 'nativeCreator', user: creator }],
    ['then claimed domain', {}, 'shop.com', { kind: 'claimedDomain', domain: 'shop.com' }],
    ['else pinner', {}, null, { kind: 'pinner', user: pin.pinner }],
  ])('%s', (_rule, overrides, claimed, expected) => {
    expect(attributionSource({ ...pin, ...overrides }, claimed)).toEqual(expected);
  });
});

describe('claimedDomain (the "claimed domain" step: a pinner whose verified website is the pin\'s domain)', () => {
  const verified = { isPrimaryWebsiteVerified: true, websiteDomain: 'shop.example' };
  it.each<[string, string | null, Parameters<typeof claimedDomain>[1], string | null]>([
    ["verified website on the pin's domain", 'shop.example', verified, 'shop.example'],
    ['case and a leading www. name the same site', 'WWW.Shop.example', verified, 'WWW.Shop.example'],
    ['website not verified', 'shop.example', { ...verified, isPrimaryWebsiteVerified: false }, null],
    ['verified website elsewhere', 'other.example', verified, null],
    ['a subdomain is another site', 'blog.shop.example', verified, null],
    ['no website', 'shop.example', { isPrimaryWebsiteVerified: true, websiteDomain: null }, null],
    ['pin without a domain', null, verified, null],
  ])('%s', (_rule, domain, pinner, expected) => expect(claimedDomain({ domain }, pinner)).toBe(expected));
});

describe('profileHref', () => {
  it.each<[string, Parameters<typeof profileHref>[0], boolean, string]>([
    ['signed-in keeps case', { username: 'JaneDoe', isAdsOnlyProfile: false, adsOnlyProfileSite: null }, true, '/JaneDoe/'],
    ['"lowercase profile links" for signed-out', { username: 'JaneDoe', isAdsOnlyProfile: false, adsOnlyProfileSite: null }, false, '/janedoe/'],
    [
      '"Ad-only profile links need both flag and site"',
      { username: 'Ads', isAdsOnlyProfile: true, adsOnlyProfileSite: 'https://ads.example' },
      false,
      'https://ads.example',
    ],
    ['flag without site: profile', { username: 'Ads', isAdsOnlyProfile: true, adsOnlyProfileSite: null }, true, '/Ads/'],
    ['site without flag: profile', { username: 'Ads', isAdsOnlyProfile: false, adsOnlyProfileSite: 'https://ads.example' }, true, '/Ads/'],
    ['a site that is no web link: profile', { username: 'Ads', isAdsOnlyProfile: true, adsOnlyProfileSite: ' javascript:alert(1)' }, true, '/Ads/'],
  ])('%s', (_rule, user, signedIn, expected) => expect(profileHref(user, signedIn)).toBe(expected));
});

describe('boardAttributionHref ("Protected-privacy boards are not linked from attribution")', () => {
  it.each<[BoardPrivacy, string | null]>([
    ['public', '/jane/diy/'],
    ['secret', '/jane/diy/'],
    ['protected', null],
  ])('%s -> %p', (privacy, expected) => expect(boardAttributionHref({ privacy, url: '/jane/diy/' })).toBe(expected));
});

describe('parsePinSlug ("Pin slug with \'--\' splits into text and trailing pin id")', () => {
  it.each<[string, PinSlug]>([
    ['blue-door-ideas--12345', { text: 'blue-door-ideas', pinId: '12345' }],
    ['a--b--678', { text: 'a--b', pinId: '678' }],
    ['12345', { text: '', pinId: '12345' }],
  ])('%s', (slug, expected) => expect(parsePinSlug(slug)).toEqual(expected));
});
