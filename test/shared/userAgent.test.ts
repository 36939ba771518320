import { isBotUserAgent, viewportClassOf } from '../../shared/domain/userAgent';

describe('isBotUserAgent (bots get the hidden SEO drawer content)', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['DuckDuckBot-Https/1.1; (+https://duckduckgo.com/duckduckbot)', true],
    ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['Twitterbot/1.0', true],
    ['Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      false,
    ],
    ['', false],
    [null, false],
  ])('%s -> %s', (ua, expected) => expect(isBotUserAgent(ua)).toBe(expected));
});

describe('viewportClassOf (the viewport the server renders a page for)', () => {
  const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const GALAXY_TAB = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
  it.each([
    [PIXEL, undefined, 'phone'],
    [IPHONE, undefined, 'phone'],
    [IPAD, undefined, 'desktop'],
    [GALAXY_TAB, undefined, 'desktop'],
    [LINUX_CHROME, undefined, 'desktop'],
    // The client hint wins over the user agent (a phone's Chromium asking for the desktop site sends ?0).
    [LINUX_CHROME, '?1', 'phone'],
    [PIXEL, '?0', 'desktop'],
    [undefined, undefined, 'desktop'],
  ] as const)('%s with hint %s -> %s', (ua, hint, expected) => expect(viewportClassOf(ua, hint)).toBe(expected));
});
