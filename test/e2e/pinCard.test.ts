import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, newPage } from './helpers/page';
import { card, openCardBySearch, pinsOfEachKind, searchUrl, type ApiPin, type CardKind } from './helpers/pins';
import { DEMO, logIn } from './helpers/session';

const SCREENSHOTS = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

const session = browserPerFile();

const searchPath = (query: string) => `/search/pins/?q=${encodeURIComponent(query)}`;
let page: Page;
let kinds: Record<CardKind, ApiPin>;

beforeAll(async () => {
  const probe = await newPage(session.browser);
  kinds = await pinsOfEachKind(probe);
  await probe.context().close();
});
beforeEach(() => {
  page = session.page;
});

/** The story pin badge as a video player writes a length: m:ss, rounded to the second (total video duration plus 5000 ms per static page). */
function storyBadgeText({ totalVideoDuration, staticPageCount }: { totalVideoDuration: number; staticPageCount: number }) {
  const seconds = Math.round((totalVideoDuration + 5000 * staticPageCount) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

describe('pin cards in a real browser against the real server', () => {
  it('shows each kind of pin with the parts of its kind', async () => {
    const image = await openCardBySearch(page, kinds.image);
    expect(await image.locator('.pin-media[data-media="image"] img').getAttribute('srcset')).toMatch(/ 474w/);
    expect(await image.locator('.pin-footer__title').textContent()).toBe(kinds.image.title.trim().replace(/\s+/g, ' '));

    const story = await openCardBySearch(page, kinds.storyPin);
    expect(await story.locator('.pin-media[data-media="storyPin"]').count()).toBe(1);
    const badge = story.locator('.pin-media__badge');
    expect(await badge.locator('time').innerText()).toBe(storyBadgeText(kinds.storyPin.storyPinData!));
    expect(await badge.isVisible()).toBe(true);
    expect(await badge.textContent()).toMatch(/^Story Pin, length \d+:\d{2}$/);

    const oneTap = await openCardBySearch(page, kinds.oneTap);
    expect(await oneTap.locator('.pin-media[data-media="oneTap"] img').count()).toBe(1);
    expect(await oneTap.getByRole('link', { name: new RegExp(`^${kinds.oneTap.domain!.replace(/\./g, '\\.')}`) }).getAttribute('href')).toBe(
      kinds.oneTap.link,
    );

    const collection = await openCardBySearch(page, kinds.collection);
    const chips = collection.getByRole('list', { name: 'Items in this collection' }).getByRole('link');
    expect(await chips.count()).toBe(3);
    const items = kinds.collection.collectionPin!.items.slice(0, 3).map((item) => item.title);
    expect(await chips.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(items);

    // A collage shows its first three sources as chips, each opening that source's closeup.
    const collage = await openCardBySearch(page, kinds.collage);
    const sources = kinds.collage.collageItems!.slice(0, 3);
    const collageChips = collage.getByRole('list', { name: 'Pins in this collage' }).getByRole('link');
    expect(await collageChips.count()).toBe(3);
    expect(await collageChips.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(sources.map((s) => s.title));
    await collageChips.first().click();
    await page.waitForURL(`**${sources[0].link}`);
    // The address changes before the closeup replaces the search page's heading.
    await page.getByRole('heading', { level: 1, name: sources[0].title, exact: true }).waitFor();

    const sponsored = await openCardBySearch(page, kinds.sponsored);
    await sponsored.getByText('Paid partnership with').waitFor();
    expect(await sponsored.getByRole('link', { name: kinds.sponsored.sponsorship!.sponsor.fullName }).getAttribute('href')).toBe(
      `/${kinds.sponsored.sponsorship!.sponsor.username.toLowerCase()}/`,
    );

    const video = await openCardBySearch(page, kinds.video);
    await video.locator('.pin-media[data-media="video"] video').waitFor({ state: 'attached' });

    const carousel = await openCardBySearch(page, kinds.carousel);
    // The carousel is a chunk of its own, loaded once a card shows one; the still holds its place till then.
    await carousel.getByRole('button', { name: 'View Next' }).waitFor();
    expect(await carousel.getByRole('button', { name: 'View Next' }).count()).toBe(1);
    expect(await carousel.getByRole('button', { name: 'View Previous' }).count()).toBe(1);

    const product = await openCardBySearch(page, kinds.product);
    expect(await product.locator('.pin-footer__price').innerText()).toMatch(/\$\s?\d/);

    const recipe = await openCardBySearch(page, kinds.recipe);
    await recipe.getByRole('img', { name: /\d(\.\d)? out of 5 stars/ }).waitFor();

    const promoted = await openCardBySearch(page, kinds.promoted);
    await promoted.getByText('Promoted by').waitFor();

    const gif = await openCardBySearch(page, kinds.gif);
    const gifSrc = await gif.locator('.pin-media[data-media="gif"] img').getAttribute('src');
    expect(gifSrc).toMatch(/\/anim\.gif$/);
    // The animated file is really served, not just named.
    const res = await page.request.get(new URL(gifSrc!, baseUrl()).toString());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/image\/gif/);
  });

  it('reveals the pin chips (its first three topics) only while the card is hovered', async () => {
    const target = await openCardBySearch(page, kinds.image);
    await page.mouse.move(1, 1);
    const chips = target.getByRole('list', { name: 'Related topics' });
    const first = chips.getByRole('link').first();
    expect(await first.isVisible()).toBe(false);
    await target.locator('.pin-card__visual').hover();
    await first.waitFor({ state: 'visible' });
    const names = kinds.image.aggregatedPinData.pinTagsChips.slice(0, 3).map((chip) => chip.name);
    expect(await chips.getByRole('link').allInnerTexts()).toEqual(names);
    await page.mouse.move(1, 1);
    await first.waitFor({ state: 'hidden' });
  });

  it('reveals the Save button only while the card is hovered; signed out there is no overflow menu', async () => {
    await page.goto(searchUrl(kinds.product.title));
    const target = card(page, kinds.product.id);
    await target.waitFor();
    await page.mouse.move(1, 1);
    const save = target.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isVisible()).toBe(false);
    await target.locator('.pin-card__visual').hover();
    await save.waitFor({ state: 'visible' });
    // The overflow menu is a signed-in control; well past its 800 ms delay it still is not there.
    await page.waitForTimeout(1200);
    expect(await target.getByRole('button', { name: 'More options' }).count()).toBe(0);
    await page.mouse.move(1, 1);
    await save.waitFor({ state: 'detached' });
  });

  it('signed in, Share shows with Save and the overflow menu follows after its delay', async () => {
    // The menu is not shown on promoted pins or group boards; any other seeded kind shows it.
    const pin = Object.values(kinds).find((p) => !p.isPromoted && !p.board.isCollaborative && p.board.collaboratorCount === 0);
    if (!pin) throw new Error('no seeded pin of a kind outside promoted pins and group boards');
    await logIn(page.request, DEMO.username, DEMO.password);
    await page.goto(searchUrl(pin.title));
    const target = card(page, pin.id);
    await target.locator('.pin-card__visual').hover();
    await target.getByRole('button', { name: 'Save', exact: true }).waitFor({ state: 'visible' });
    expect(await target.getByRole('button', { name: 'Share' }).isVisible()).toBe(true);
    await target.getByRole('button', { name: 'More options' }).waitFor({ state: 'visible' });
  });

  it('gives signed-out cards schema.org microdata, and bots the see-more drawer content', async () => {
    await page.goto(searchUrl(kinds.recipe.title));
    const target = card(page, kinds.recipe.id);
    await target.waitFor();
    expect(await target.getAttribute('itemtype')).toBe('https://schema.org/ImageObject');
    expect(await target.getAttribute('itemscope')).not.toBeNull();
    expect(await target.locator(':scope > meta[itemprop="name"]').getAttribute('content')).toBe(kinds.recipe.title);
    expect(await target.locator(':scope > link[itemprop="url"]').getAttribute('href')).toBe(kinds.recipe.seoUrl);
    expect(await target.locator('[itemprop="author"] meta[itemprop="name"]').count()).toBe(1);
    // People do not get the drawer's content until they ask for it.
    expect(await target.getByTestId('see-more-content').count()).toBe(0);

    const bot = await session.browser.newContext({
      viewport: { width: 1440, height: 1800 },
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    try {
      const botPage = await bot.newPage();
      await botPage.goto(searchUrl(kinds.recipe.title));
      const content = card(botPage, kinds.recipe.id).getByTestId('see-more-content');
      await content.waitFor({ state: 'attached' });
      expect(await content.isHidden()).toBe(true);
    } finally {
      await bot.close();
    }
  });

  it('opens the sign-up interstitial, then the drawer, from a signed-out card; its board links to the board page', async () => {
    await page.goto(searchUrl(kinds.recipe.title));
    const target = card(page, kinds.recipe.id);
    const toggle = target.getByRole('button', { name: /^More information/ });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Sign up to see more' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const content = target.getByTestId('see-more-content');
    await content.waitFor({ state: 'visible' });

    // 'Saved to {board}' opens the board's page.
    const { board } = kinds.recipe;
    if (board.privacy === 'protected') throw new Error("the seeded recipe pin's board is protected: its name is not linked");
    const boardLink = content.getByRole('link', { name: board.name });
    expect(await boardLink.getAttribute('href')).toBe(board.url);
    await boardLink.click();
    await page.waitForURL(`**${board.url}`);
    await page.getByRole('heading', { level: 1, name: board.name }).waitFor();
  });

  it('opens the context menu on a right-click for signed-out desktop visitors', async () => {
    await page.goto(searchUrl(kinds.recipe.title));
    const target = card(page, kinds.recipe.id);
    await target.locator('.pin-card__closeup').click({ button: 'right' });
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const items = await menu.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual(['Open Pin', expect.stringMatching(/^View .+’s profile$/), 'Copy link', 'Log in to save']);
    await menu.getByRole('menuitem', { name: 'Open Pin' }).click();
    await page.waitForURL(`**${kinds.recipe.seoUrl}`);
  });

  it('pages a carousel with its arrows without leaving the page', async () => {
    const carousel = await openCardBySearch(page, kinds.carousel);
    const slots = kinds.carousel.carouselData!.carouselSlots.length;
    const url = page.url();
    const previous = carousel.getByRole('button', { name: 'View Previous' });
    const next = carousel.getByRole('button', { name: 'View Next' });
    const slide = carousel.locator('.carousel img');
    const shown = () => slide.getAttribute('src');

    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    expect(await next.getAttribute('aria-disabled')).toBe('false');
    const first = await shown();

    const seen = [first];
    for (let i = 1; i < slots; i++) {
      await next.click();
      await page.waitForFunction(([el, before]) => (el as HTMLImageElement).getAttribute('src') !== before, [
        await slide.elementHandle(),
        seen[seen.length - 1],
      ] as const);
      seen.push(await shown());
      expect(await previous.getAttribute('aria-disabled')).toBe('false');
    }
    expect(new Set(seen).size).toBe(slots);
    expect(await next.getAttribute('aria-disabled')).toBe('true');

    // At the end the arrow is aria-disabled, not disabled: it still takes the click (forced, since Playwright treats
    // aria-disabled as not actionable) and must swallow it: no slide change, no navigation to the closeup.
    await next.click({ force: true });
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(await shown()).toBe(seen[seen.length - 1]);

    await previous.click();
    await page.waitForFunction(([el, before]) => (el as HTMLImageElement).getAttribute('src') !== before, [
      await slide.elementHandle(),
      seen[seen.length - 1],
    ] as const);
    expect(await shown()).toBe(seen[seen.length - 2]);

    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(new URL(page.url()).pathname).toBe('/search/pins/');
  });

  it('plays only one organic video while two are in view', async () => {
    // "morning" matches two of the seeded clips (Ocean Waves for a Calm Morning, The Perfect Morning Pour-Over).
    await page.goto(searchUrl('morning'));
    await page.locator('main article.pin-card video').nth(1).waitFor({ state: 'attached' });

    const state = () =>
      page.locator('main article.pin-card video').evaluateAll((videos) =>
        (videos as HTMLVideoElement[]).map((v) => {
          const r = v.getBoundingClientRect();
          const inView = r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth && r.height > 0;
          return { inView, playing: !v.paused && v.getAttribute('data-video-state') === '4', paused: v.paused };
        }),
      );

    await page.waitForFunction(
      () => [...document.querySelectorAll('main article.pin-card video')].some((v) => v.getAttribute('data-video-state') === '4'),
      undefined,
      { timeout: 30_000 },
    );
    // Sampled over a couple of seconds, so a second video starting late would be caught.
    for (let i = 0; i < 8; i++) {
      const videos = await state();
      expect(videos.filter((v) => v.inView).length).toBeGreaterThanOrEqual(2);
      expect(videos.filter((v) => v.playing).length).toBe(1);
      expect(videos.filter((v) => !v.paused).length).toBe(1);
      await page.waitForTimeout(250);
    }
  });

  it('writes a screenshot of the grid for each layout', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const desktop = { viewport: { width: 1280, height: 900 } };
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
    // The product layout shows on product pins: a search for the seeded product's title brings up a grid of them.
    const layouts: { name: string; options: BrowserContextOptions; signIn: boolean; path: string; layout: string }[] = [
      { name: 'desktop-signed-out', options: desktop, signIn: false, path: '/', layout: 'signedOutDesktop' },
      { name: 'desktop-signed-in', options: desktop, signIn: true, path: '/', layout: 'signedInDesktop' },
      { name: 'desktop-signed-in-product', options: desktop, signIn: true, path: searchPath(kinds.product.title), layout: 'signedInProduct' },
      { name: 'mobile', options: phone, signIn: false, path: '/', layout: 'signedOutMobile' },
      { name: 'mobile-signed-in', options: phone, signIn: true, path: '/', layout: 'signedInMobile' },
    ];
    for (const layout of layouts) {
      const context = await session.browser.newContext(layout.options);
      try {
        const p = await context.newPage();
        // The demo account, read-only here: only its layouts are looked at.
        if (layout.signIn) await logIn(p.request, DEMO.username, DEMO.password);
        await p.goto(`${baseUrl()}${layout.path}`);
        await p.locator(`main article[data-card-layout="${layout.layout}"]`).first().waitFor();
        await p.waitForFunction(
          () =>
            [...document.querySelectorAll<HTMLImageElement>('main article .pin-card__visual img')].filter(
              (img) => img.complete && img.naturalWidth > 0,
            ).length >= 1,
          undefined,
          { timeout: 30_000 },
        );
        const file = path.join(SCREENSHOTS, `pin-grid-${layout.name}.png`);
        await p.screenshot({ path: file });
        expect(statSync(file).size).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    }
  });
});
