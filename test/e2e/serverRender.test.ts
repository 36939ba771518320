import type { Page } from 'playwright-core';
import { PAGE_STATE_ID, SERVER_VIEWPORTS } from '../../shared/constants';
import { escapeHtml } from '../../shared/domain/html';
import { THEME_BOOT_SCRIPT } from '../../shared/domain/themeBootScript';
import { chunkFile } from './helpers/chunks';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, firstPopularPin } from './helpers/page';
import { createBoard, createImagePin, writeResource } from './helpers/api';
import { signUp } from './helpers/session';

const session = browserPerFile({ viewport: { width: 1280, height: 900 } });

interface FeedPin {
  id: string;
  title: string;
  images: Record<string, { url: string }>;
  videos: unknown;
}

/** An API read's data as whoever sends these cookies gets it. */
async function apiData<T>(resource: string, options: Record<string, unknown>, cookie = ''): Promise<T> {
  const res = await fetch(`${baseUrl()}/resource/${resource}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`, { headers: { cookie } });
  return ((await res.json()) as { resource_response: { data: T } }).resource_response.data;
}

/** The first pins of the home feed as the API gives them to whoever sends these cookies. */
const homefeedPins = async (cookie = '') => (await apiData<FeedPin[]>('UserHomefeedResource', {}, cookie)).slice(0, 5);

interface EmbeddedPage {
  state: { auth: { viewer: { username?: string } | null } };
  viewport: string;
}

/** What the page embeds for the browser to hydrate from, read from the HTML as sent. */
function embeddedPage(html: string): EmbeddedPage {
  const block = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([^<]*)</script>`).exec(html);
  if (!block) throw new Error('the page embeds no state');
  return JSON.parse(block[1]) as EmbeddedPage;
}
const embeddedState = (html: string) => embeddedPage(html).state;

/** The first-screen cards' images in the HTML, in order. */
const cardImages = (html: string) => [...html.matchAll(/<img class="pin-media__fill"[^>]*>/g)].map(([tag]) => tag);

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** The pins' cards, titles and grid images in the app's markup (a video pin shows its video's poster instead of the image). */
function expectFirstPinsIn(html: string, pins: FeedPin[]) {
  expect(pins.length).toBeGreaterThan(0);
  // The built index.html may or may not quote its attributes.
  const app = html.slice(html.search(/<div id="?root"?>/));
  for (const pin of pins) {
    if (pin.title.trim()) expect(app).toContain(escapeHtml(pin.title.trim()));
    expect(app).toContain(`data-pin-id="${pin.id}"`);
    if (!pin.videos) expect(app).toContain(`src="${pin.images['236x'].url}"`);
  }
}

describe('home rendered on the server, read without running JavaScript', () => {
  it('holds the first pins with their titles and images, the same for every signed-out visitor and no one’s data', async () => {
    const [first, second] = await Promise.all([fetch(`${baseUrl()}/`), fetch(`${baseUrl()}/`)]);
    const html = await first.text();
    expectFirstPinsIn(html, await homefeedPins());
    // Two visitors (each minted their own visitor cookie) get the same bytes, which a shared cache may keep.
    expect(first.headers.get('set-cookie')).not.toBe(second.headers.get('set-cookie'));
    expect(await second.text()).toBe(html);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(embeddedState(html).auth.viewer).toBeNull();
    // The two rows (five columns at a desktop's 1280 px) that may show on its first screen are asked for first; the
    // third, which starts below the fold whatever the cards' footers, waits until it is near.
    expect(embeddedPage(html).viewport).toBe('desktop');
    const cards = cardImages(html);
    expect(cards).toHaveLength(15);
    cards.slice(0, 10).forEach((tag) => expect(tag).toMatch(/ loading="eager" fetchpriority="high"/i));
    cards.slice(10).forEach((tag) => expect(tag).toMatch(/ loading="lazy"(?! fetchpriority)/i));
    // The state is data: no inline script the CSP would refuse. The one it allows, by its hash, is the theme script.
    const themeScript = `<script>${THEME_BOOT_SCRIPT}</script>`;
    expect(html.split(themeScript)).toHaveLength(2);
    expect(html.replace(themeScript, '')).not.toMatch(/<script(?![^>]*\b(src=|type="application\/(json|ld\+json)"))[^>]*>/);
  });

  it('renders for a phone when a phone asks: its first rows at two columns, kept apart from the desktop’s', async () => {
    const [phone, byHint, desktop] = await Promise.all([
      fetch(`${baseUrl()}/`, { headers: { 'user-agent': PHONE_UA } }),
      fetch(`${baseUrl()}/`, { headers: { 'sec-ch-ua-mobile': '?1' } }),
      fetch(`${baseUrl()}/`),
    ]);
    const html = await phone.text();
    expect(phone.headers.get('vary')).toMatch(/User-Agent.*Sec-CH-UA-Mobile/i);
    expect(embeddedPage(html).viewport).toBe('phone');
    expect(await byHint.text()).toBe(html);
    expect(await desktop.text()).not.toBe(html);
    const cards = cardImages(html);
    expect(cards).toHaveLength(6);
    // The three rows' images may all be on a phone's first screen.
    cards.forEach((tag) => expect(tag).toMatch(/ loading="eager" fetchpriority="high"/i));
    expect(html).toContain('pin-card--signedOutMobile');
  });

  it('carries a signed-in viewer’s own feed and state, for no cache to keep', async () => {
    const request = session.page.request;
    const account = await signUp(request, 'ssr');
    const cookie = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await fetch(`${baseUrl()}/`, { headers: { cookie } });
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(embeddedState(html).auth.viewer?.username).toBe(account.username);
    expectFirstPinsIn(html, await homefeedPins(cookie));
  });
});

/**
 * Watches a load of a page: errors on the console (a hydration mismatch is one, in React's production build too: the
 * recoverable error it reports), calls for what the page holds (a bookmark-less read of one of `reads`), and whether
 * the page's first heading and its grid's first card are still the nodes the server sent once the app is running (a
 * mismatch makes React render the page again from scratch; masonic takes the first screen's cards over where they
 * stand, so it keeps their nodes).
 */
async function loadPage(page: Page, path: string, reads: string[]) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const firstPageCalls: string[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (reads.some((read) => url.includes(`/resource/${read}/get/`)) && !url.includes('"bookmark"')) firstPageCalls.push(url);
  });
  await page.addInitScript(() => {
    // 'interactive': the HTML is parsed and the deferred scripts have not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { serverHeading: document.querySelector('main h1'), serverCard: document.querySelector('.grid [data-pin-id]') });
    });
  });
  await page.goto(`${baseUrl()}${path}`);
  // masonic has taken the grid over: the app is hydrated and running.
  await page.locator('.grid:not(.grid--first-screen) [data-pin-id]').first().waitFor();
  const { headingKept, cardKept } = await page.evaluate(() => {
    const { serverHeading, serverCard } = window as unknown as { serverHeading: Element | null; serverCard: Element | null };
    return { headingKept: serverHeading !== null && serverHeading.isConnected, cardKept: serverCard !== null && serverCard.isConnected };
  });
  return { errors, firstPageCalls, headingKept, cardKept };
}

describe('a pin closeup rendered on the server, read without running JavaScript', () => {
  it('holds the pin, its image and the first related pins, on its bare and search-friendly urls', async () => {
    const pin = await firstPopularPin(session.page);
    const full = await apiData<FeedPin>('PinResource', { id: pin.id });
    const related = (await apiData<FeedPin[]>('RelatedPinFeedResource', { pin_id: pin.id })).slice(0, 5);
    for (const path of [`/pin/${pin.id}/`, pin.seoUrl]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html).toContain(`<h1 class="closeup__title">${escapeHtml(pin.title.trim())}</h1>`);
      expect(html).toMatch(
        new RegExp(`<img class="closeup__image" src="${(full.images['736x'] ?? full.images.orig).url}"[^>]* fetchpriority="high"`, 'i'),
      );
      expectFirstPinsIn(html, related);
      expect(embeddedState(html).auth.viewer).toBeNull();
    }
  });
});

const HOME_READS = ['UserHomefeedResource'];
const CLOSEUP_READS = ['PinResource', 'RelatedPinFeedResource'];

describe('home hydrating in the browser', () => {
  it('signed out: keeps the server’s HTML, with no hydration error and no call for the feed the page holds', async () => {
    const { errors, firstPageCalls, headingKept, cardKept } = await loadPage(session.page, '/', HOME_READS);
    expect(errors).toEqual([]);
    expect(firstPageCalls).toEqual([]);
    expect(headingKept).toBe(true);
    expect(cardKept).toBe(true);
  });

  it('signed in: the same', async () => {
    await signUp(session.page.request, 'ssrhydrate');
    const { errors, firstPageCalls, headingKept, cardKept } = await loadPage(session.page, '/', HOME_READS);
    expect(errors).toEqual([]);
    expect(firstPageCalls).toEqual([]);
    expect(headingKept).toBe(true);
    expect(cardKept).toBe(true);
  });
});

/** The first screen's images on a phone: the `sizes` each was sent with, the one it has once taken over, its width. */
async function takenOverImages(width: number) {
  const viewport = { ...SERVER_VIEWPORTS.phone, width };
  const context = await session.browser.newContext({ viewport, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const images = [...document.querySelectorAll<HTMLImageElement>('.grid--first-screen img.pin-media__fill')];
        Object.assign(window, { serverImages: images.map((image) => ({ image, sizes: image.sizes })) });
      });
    });
    await page.goto(`${baseUrl()}/`);
    await page.locator('.grid:not(.grid--first-screen) [data-pin-id]').first().waitFor();
    return await page.evaluate(() =>
      (window as unknown as { serverImages: { image: HTMLImageElement; sizes: string }[] }).serverImages
        .filter(({ image }) => image.isConnected)
        .map(({ image, sizes }) => ({ sent: sizes, now: image.sizes, width: Math.round(image.getBoundingClientRect().width) })),
    );
  } finally {
    await context.close();
  }
}

describe('home’s first screen taken over in the browser', () => {
  it('on the phone the server rendered for, its cards are sent at the width masonic lays them out at', async () => {
    const images = await takenOverImages(SERVER_VIEWPORTS.phone.width);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toEqual({ ...image, sent: `${image.width}px`, now: `${image.width}px` });
  });

  it('on a phone wider than the server’s columns, keeps each image’s sizes as sent, so none is fetched and painted again', async () => {
    // masonic stretches a phone's columns across the row: on a wider phone than the server rendered for, a few pixels
    // wider than the column the server rendered at.
    const images = await takenOverImages(SERVER_VIEWPORTS.phone.width + 20);
    expect(images.length).toBeGreaterThan(0);
    // The case this is about: the cards are wider than the server's column.
    expect(images.some(({ sent, width }) => `${width}px` !== sent)).toBe(true);
    for (const image of images) expect(image).toEqual({ ...image, now: image.sent });
  });
});

describe('a closeup hydrating in the browser', () => {
  it('keeps the server’s HTML, with no hydration error and no call for the pin or the related pins it holds', async () => {
    const pin = await firstPopularPin(session.page);
    const { errors, firstPageCalls, headingKept } = await loadPage(session.page, pin.seoUrl, CLOSEUP_READS);
    expect(errors).toEqual([]);
    expect(firstPageCalls).toEqual([]);
    expect(headingKept).toBe(true);
  });
});

interface PinPlaces {
  board: { id: string; url: string };
  pinner: { username: string };
}

/** A board, a profile and a search that show the popular pin, and the first pins each shows as the API gives them. */
async function pagesOfPopularPin(cookie = '') {
  const pin = await firstPopularPin(session.page);
  const { board, pinner } = await apiData<PinPlaces>('PinResource', { id: pin.id });
  const words = pin.title.trim().split(/\s+/)[0];
  return {
    board: { path: board.url, pins: (await apiData<FeedPin[]>('BoardFeedResource', { board_id: board.id }, cookie)).slice(0, 5) },
    profile: {
      path: `/${pinner.username}/`,
      pins: (await apiData<FeedPin[]>('UserPinsResource', { username: pinner.username, filter: 'created' }, cookie)).slice(0, 5),
    },
    search: {
      path: `/search/pins/?q=${encodeURIComponent(words)}`,
      pins: (await apiData<FeedPin[]>('BaseSearchResource', { query: words, scope: 'pins' }, cookie)).slice(0, 5),
    },
  };
}

const FIRST_CALLS = {
  board: ['BoardResource', 'BoardFeedResource', 'UserSettingsResource'],
  profile: ['UserResource', 'UserPinsResource', 'UserSettingsResource'],
  search: ['BaseSearchResource'],
};

/** Each first-screen image of the page as drawn without JavaScript: how it loads, and where it stands. */
async function firstScreenImages(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  return page.locator('.grid--first-screen img.pin-media__fill').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => {
      const { top, height } = image.getBoundingClientRect();
      return { top, height, loading: image.loading, fetchPriority: image.fetchPriority };
    }),
  );
}

describe('the grid’s first screen as the server renders it', () => {
  const devices = {
    phone: { viewport: SERVER_VIEWPORTS.phone, userAgent: PHONE_UA, isMobile: true, hasTouch: true },
    desktop: { viewport: SERVER_VIEWPORTS.desktop },
  };

  it.each(Object.keys(devices) as (keyof typeof devices)[])(
    'on a %s, loads at once every card image its first viewport shows, those that may be the largest paint first',
    async (device) => {
      const pages = await pagesOfPopularPin();
      const context = await session.browser.newContext({ ...devices[device], javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const viewportHeight = SERVER_VIEWPORTS[device].height;
        for (const path of ['/', pages.board.path, pages.profile.path]) {
          const images = await firstScreenImages(page, path);
          expect(images.length).toBeGreaterThan(0);
          for (const { top, height, loading, fetchPriority } of images) {
            const shown = { path, top, loading, fetchPriority };
            if (top < viewportHeight) expect(shown).toEqual({ ...shown, loading: 'eager' });
            if (top + height / 2 <= viewportHeight) expect(shown).toEqual({ ...shown, fetchPriority: 'high' });
            if (loading === 'lazy') expect(shown).toEqual({ ...shown, fetchPriority: 'auto' });
          }
        }
      } finally {
        await context.close();
      }
    },
  );
});

describe('a board, a profile and a search rendered on the server', () => {
  it('hold their first pins’ titles and images without JavaScript, the same for every signed-out visitor and no one’s data', async () => {
    for (const { path, pins } of Object.values(await pagesOfPopularPin())) {
      const [first, second] = await Promise.all([fetch(`${baseUrl()}${path}`), fetch(`${baseUrl()}${path}`)]);
      expect(first.status).toBe(200);
      const html = await first.text();
      expectFirstPinsIn(html, pins);
      expect(await second.text()).toBe(html);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(embeddedState(html).auth.viewer).toBeNull();
    }
  });

  it('put a search’s words into the HTML as text, whatever they hold', async () => {
    const words = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = await (await fetch(`${baseUrl()}/search/pins/?q=${encodeURIComponent(words)}`)).text();
    expect(html).toContain(`<h1 class="search-page__title">Pins for “${escapeHtml(words)}”</h1>`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(embeddedState(html)).toBeTruthy();
  });

  it('keep the server’s HTML when hydrating, with no hydration error and no call for what the page holds', async () => {
    for (const [page, { path }] of Object.entries(await pagesOfPopularPin())) {
      const { errors, firstPageCalls, headingKept } = await loadPage(session.page, path, FIRST_CALLS[page as keyof typeof FIRST_CALLS]);
      expect({ page, errors, firstPageCalls, headingKept }).toEqual({ page, errors: [], firstPageCalls: [], headingKept: true });
    }
  });

  it('signed in: carry the viewer, for no cache to keep, and hydrate the same', async () => {
    const account = await signUp(session.page.request, 'ssrpages');
    const cookie = (await session.page.request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const [page, { path, pins }] of Object.entries(await pagesOfPopularPin(cookie))) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
      const html = await res.text();
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(embeddedState(html).auth.viewer?.username).toBe(account.username);
      expectFirstPinsIn(html, pins);
      const { errors, firstPageCalls, headingKept } = await loadPage(session.page, path, FIRST_CALLS[page as keyof typeof FIRST_CALLS]);
      expect({ page, errors, firstPageCalls, headingKept }).toEqual({ page, errors: [], firstPageCalls: [], headingKept: true });
    }
  });
});

describe('the viewer’s own profile rendered on the server', () => {
  it('asks for their pins through their stored filter and shows its colours, and hydrates with no error and no second call', async () => {
    const { request } = session.page;
    const account = await signUp(request, 'ssrown');
    const board = await createBoard(request, 'Reds');
    const pin = await createImagePin(request, board.id, '#d02020', { title: 'A red square' });
    expect((await writeResource(request, 'UserSettingsResource', 'update', { profile_view: { selfProfilePinFilter: 'COLORS' } })).status).toBe(200);
    const { errors, firstPageCalls, headingKept } = await loadPage(session.page, `/${account.username}/`, [
      'UserResource',
      'UserPinsResource',
      'UserSettingsResource',
      'UserPinFacetsResource',
    ]);
    expect({ errors, firstPageCalls, headingKept }).toEqual({ errors: [], firstPageCalls: [], headingKept: true });
    await expect(session.page.locator(`[data-pin-id="${pin.id}"]`).count()).resolves.toBe(1);
    // The swatches were in the server's HTML without a style attribute, and have their colour once hydrated.
    const swatch = session.page.getByRole('group', { name: 'Colors' }).getByRole('button').first();
    await expect(swatch.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.not.toBe('rgba(0, 0, 0, 0)');
  });
});

/**
 * A fresh visit to a page the server renders, as the browser met its scripts: when each request under /assets started
 * (the page's resource timing) and how many requests the page made for it, the scripts the HTML preloads, the page's
 * stylesheets, and when the HTML was parsed (domInteractive), before which no deferred script, main.js among them, runs.
 */
async function assetRequests(page: Page, path: string) {
  const requested = new Map<string, number>();
  page.on('request', (request) => requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1));
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('.grid:not(.grid--first-screen) [data-pin-id]').first().waitFor();
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="script"]')].map((link) => link.href);
    const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
    const entryScripts = [...document.querySelectorAll<HTMLScriptElement>('head script[src]')].map((script) => script.src);
    return { domInteractive: navigation.domInteractive, scripts, preloads, stylesheets, entryScripts };
  });
  return { ...timing, requests: (url: string) => requested.get(url) ?? 0 };
}

// Home has no chunk of its own: its page comes in main.js (test/e2e/homeBundle.test.ts).
describe('the page’s own chunk, requested from its HTML', () => {
  it.each([
    ['a closeup', async () => (await firstPopularPin(session.page)).seoUrl, 'closeup'],
    ['a board', async () => (await pagesOfPopularPin()).board.path, 'board'],
    ['a profile', async () => (await pagesOfPopularPin()).profile.path, 'profile'],
    ['a search', async () => (await pagesOfPopularPin()).search.path, 'search'],
  ])('%s: asked for while the HTML is parsed, before main.js runs, and fetched once', async (_name, pathOf, chunk) => {
    const { domInteractive, scripts, preloads, stylesheets, entryScripts, requests } = await assetRequests(session.page, await pathOf());
    const own = scripts.filter(({ url }) => new URL(url).pathname === chunkFile(chunk, '.js'));
    expect(own).toHaveLength(1);
    expect(own[0].startTime).toBeLessThan(domInteractive);
    expect(requests(own[0].url)).toBe(1);
    // Every script the HTML preloads is the page's (the runtime's script used the preload rather than fetching again).
    expect(preloads).toContain(own[0].url);
    for (const url of preloads) {
      expect(scripts.filter((script) => script.url === url)).toHaveLength(1);
      expect(requests(url)).toBe(1);
    }
    // Nothing index.html loads already is named again.
    expect(preloads.filter((url) => entryScripts.includes(url))).toEqual([]);
    // The chunk's stylesheet is in the page once: webpack's runtime found it in the HTML and added no second one; and
    // no stylesheet is in it twice.
    expect(stylesheets.filter((url) => new URL(url).pathname === chunkFile(chunk, '.css'))).toHaveLength(1);
    expect(new Set(stylesheets).size).toBe(stylesheets.length);
  });
});
