import { ANALYTICS, CLICKTHROUGH, SAVES } from '../../shared/constants';
import {
  adClickUrl,
  clickthroughTarget,
  countsAsClickthrough,
  isEmptyHref,
  isExternalUrl,
  isMediaFile,
  leftToBrowser,
  rightClickEvent,
  type ClickthroughPin,
} from '../../shared/domain/clickthrough';

const LINK = 'https://shop.example/item';
const TRACKED = 'https://track.example/t?u=1';
const AD = 'https://ad.example/landing';
const SLOT = 'https://shop.example/slot-2';

const pin = (overrides: Partial<ClickthroughPin> = {}): ClickthroughPin => ({
  link: LINK,
  trackedLink: null,
  isPromoted: false,
  adData: null,
  ...overrides,
});

describe('clickthroughTarget (pin-card-and-grid.md 5: ad destination, else tracked link, else link; a slot overrides)', () => {
  it.each<[string, ClickthroughPin, string | null, string | null]>([
    ['the link when nothing else is given', pin(), null, LINK],
    ['the tracked link over the link', pin({ trackedLink: TRACKED }), null, TRACKED],
    ['the ad destination over the tracked link and the link', pin({ trackedLink: TRACKED, adData: { adDestinationUrl: AD } }), null, AD],
    ['ad data without a destination falls to the tracked link', pin({ trackedLink: TRACKED, adData: { adDestinationUrl: null } }), null, TRACKED],
    ['an empty tracked link falls to the link', pin({ trackedLink: '' }), null, LINK],
    ['a carousel slot link overrides the link', pin(), SLOT, SLOT],
    ['a carousel slot link overrides the ad destination too', pin({ adData: { adDestinationUrl: AD } }), SLOT, SLOT],
    ['an empty slot link overrides nothing', pin({ trackedLink: TRACKED }), '', TRACKED],
    ['no link at all: nowhere', pin({ link: null }), null, null],
  ])('%s', (_case, given, slot, expected) => {
    expect(clickthroughTarget(given, slot)?.url ?? null).toBe(expected);
  });

  it('a promoted pin is an ad click and gets the ad-click fixes', () => {
    const promoted = pin({ isPromoted: true, adData: { adDestinationUrl: 'https://ad.DoubleClick.net/ddm/clk/1;2?epik=abc&x=1' } });
    expect(clickthroughTarget(promoted)).toEqual({ url: 'https://ad.doubleclick.net/ddm/clk/1;2?x=1', isAdClick: true });
  });

  it('an organic pin is not an ad click and its link is left as given', () => {
    expect(clickthroughTarget(pin({ link: 'https://ad.DoubleClick.net/a?epik=1' }))).toEqual({
      url: 'https://ad.DoubleClick.net/a?epik=1',
      isAdClick: false,
    });
  });
});

describe('adClickUrl (doubleclick host casing fixed, any epik parameter removed)', () => {
  it.each([
    ['the doubleclick host is lower-cased', 'https://AD.DoubleClick.NET/ddm/clk/X;Y', 'https://ad.doubleclick.net/ddm/clk/X;Y'],
    ['the path keeps its case', 'https://ad.doubleclick.net/Path/ABC', 'https://ad.doubleclick.net/Path/ABC'],
    ['another host keeps its text', 'https://Shop.Example/A', 'https://Shop.Example/A'],
    ['a look-alike host is not doubleclick', 'https://DoubleClick.net.evil.example/', 'https://DoubleClick.net.evil.example/'],
    ['the epik parameter is removed', 'https://shop.example/a?epik=dj0yJnU9&b=2', 'https://shop.example/a?b=2'],
    ['an only epik parameter leaves no query', 'https://shop.example/a?epik=1', 'https://shop.example/a'],
    ['every epik parameter is removed', 'https://shop.example/a?epik=1&epik=2&c=3', 'https://shop.example/a?c=3'],
    ['a parameter merely named like it stays', 'https://shop.example/a?epikx=1', 'https://shop.example/a?epikx=1'],
    ['both fixes at once', 'https://ad.DOUBLECLICK.net/c?epik=9&u=1', 'https://ad.doubleclick.net/c?u=1'],
    ['something that is not a url is left alone', 'not a url', 'not a url'],
  ])('%s', (_case, given, expected) => {
    expect(adClickUrl(given)).toBe(expected);
  });
});

describe('isExternalUrl (starts with http or https and is not on our own host)', () => {
  it.each<[string, string, boolean]>([
    ['https elsewhere', 'https://shop.example/a', true],
    ['http elsewhere', 'http://shop.example/a', true],
    ['the scheme in upper case still counts', 'HTTPS://shop.example/', true],
    ['our own host', 'https://pinboard.test/pin/1/', false],
    ['our own host in another case', 'https://PinBoard.Test/pin/1/', false],
    ['our host on another port is another host', 'https://pinboard.test:8443/', true],
    ['a relative path', '/pin/1/', false],
    ['a protocol-relative url does not start with http', '//shop.example/', false],
    ['mailto', 'mailto:a@b.example', false],
    ['javascript', 'javascript:alert(1)', false],
    ['http followed by garbage', 'http://', false],
  ])('%s', (_case, url, expected) => {
    expect(isExternalUrl(url, 'pinboard.test')).toBe(expected);
  });
});

describe('leftToBrowser (modified and middle clicks on our own links are left to the browser)', () => {
  it.each<[string, { metaKey: boolean; ctrlKey: boolean; button: number }, boolean, boolean]>([
    ['meta-click on our link', { metaKey: true, ctrlKey: false, button: 0 }, false, true],
    ['ctrl-click on our link', { metaKey: false, ctrlKey: true, button: 0 }, false, true],
    ['middle-click on our link', { metaKey: false, ctrlKey: false, button: 1 }, false, true],
    ['a plain click on our link is ours', { metaKey: false, ctrlKey: false, button: 0 }, false, false],
    ['a modified click on an offsite link still goes through the check', { metaKey: true, ctrlKey: true, button: 0 }, true, false],
    ['a middle-click on an offsite link still goes through the check', { metaKey: false, ctrlKey: false, button: 1 }, true, false],
  ])('%s', (_case, click, external, expected) => {
    expect(leftToBrowser(click, external)).toBe(expected);
  });
});

describe('isEmptyHref (an empty href or one starting with # does not navigate)', () => {
  it.each<[string, string | null, boolean]>([
    ['empty', '', true],
    ['only spaces', '   ', true],
    ['missing', null, true],
    ['a bare #', '#', true],
    ['a fragment', '#section', true],
    ['a real link', 'https://shop.example/#top', false],
    ['a relative link', '/pin/1/', false],
  ])('%s', (_case, href, expected) => {
    expect(isEmptyHref(href)).toBe(expected);
  });
});

describe('rightClickEvent (right-click of media file types logs a different event)', () => {
  it.each(CLICKTHROUGH.mediaExtensions.map((ext) => [ext]))('a .%s file logs the right-click-media event at once', (ext) => {
    expect(rightClickEvent(`https://cdn.example/a/b.${ext}`)).toEqual({ eventType: CLICKTHROUGH.events.rightClickMedia, when: 'now' });
  });

  it.each([
    ['an upper-case extension', 'https://cdn.example/PHOTO.JPG', true],
    ['a query after the file', 'https://cdn.example/clip.mp4?t=3', true],
    ['a fragment after the file', 'https://cdn.example/a.png#x', true],
    ['a page', 'https://shop.example/item.html', false],
    ['no extension', 'https://shop.example/item', false],
    ['a dot in the host only', 'https://shop.example/', false],
    ['a media word in the query only', 'https://shop.example/p?f=a.png', false],
  ])('%s', (_case, url, media) => {
    expect(isMediaFile(url)).toBe(media);
  });

  it('any other pin link reports a click once the window visibility changes', () => {
    expect(rightClickEvent('https://shop.example/item')).toEqual({ eventType: ANALYTICS.pinStatEvents.pinClick, when: 'onVisibilityChange' });
  });
});

describe('countsAsClickthrough (the clickthrough event only when the time to offsite is below 500,000,000 ns)', () => {
  it.each<[string, number, boolean]>([
    ['immediately', 0, true],
    ['just under', 499_999_999, true],
    ['exactly the limit', 500_000_000, false],
    ['over', 750_000_000, false],
    ['a negative time (a clock that went back) is no measure', -1, false],
  ])('%s', (_case, ns, expected) => {
    expect(countsAsClickthrough(ns)).toBe(expected);
  });
});

describe('CLICKTHROUGH constants', () => {
  it('the clickthrough event is the pin click the stats count', () => {
    expect(CLICKTHROUGH.events.clickthrough).toBe(ANALYTICS.pinStatEvents.pinClick);
  });

  it('every event it logs is one the analytics endpoint accepts', () => {
    for (const type of Object.values(CLICKTHROUGH.events)) expect(ANALYTICS.eventTypes).toContain(type);
  });

  it('its events and the pin-saved event are the events about a pin, which count only for a pin the sender may see', () => {
    expect([...ANALYTICS.pinEventTypes].sort()).toEqual([SAVES.pinSavedEventType, ...Object.values(CLICKTHROUGH.events)].sort());
  });

  it('the no-action wait is 4000 ms', () => {
    expect(CLICKTHROUGH.noActionMs).toBe(4000);
  });
});
