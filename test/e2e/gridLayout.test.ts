import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './helpers/chromium';
import { domNodesAfterGc } from './helpers/memory';
import { baseUrl } from './helpers/page';
import { signUp } from './helpers/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ decidedConsent: true });
});
afterAll(async () => {
  await browser?.close();
});

async function pageAt(width: number, height = 800): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height } })).newPage();
}
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

/** The search box's room for text against the width its placeholder needs in the input's own font. */
function placeholderFit(page: Page) {
  return page.getByRole('searchbox', { name: 'Search pins' }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    return {
      placeholder: input.placeholder,
      needed: Math.ceil(context.measureText(input.placeholder).width),
      room: input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

describe('the header on phones', () => {
  // Regression: at 390 px the account buttons left the search box room for 'Sear' only.
  it.each([320, 390])('signed out at %i px, the search placeholder shows whole and nothing overflows', async (width) => {
    const page = await pageAt(width);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).waitFor();

    const fit = await placeholderFit(page);
    expect(fit.placeholder).toBe('Search');
    expect(fit.room).toBeGreaterThanOrEqual(fit.needed);
    expect(fit.overflow).toBe(0);
  });

  // Regression: on home a long pin chip on a narrow card pushed the page 21 px sideways.
  it('signed in at 320 px, on home with its grid, the search placeholder shows whole and nothing overflows', async () => {
    const page = await pageAt(320);
    await signUp(page.request, 'layout');
    await page.goto(`${baseUrl()}/`);
    await page.locator('main a[href^="/pin/"]').first().waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).waitFor();

    const fit = await placeholderFit(page);
    expect(fit.room).toBeGreaterThanOrEqual(fit.needed);
    expect(fit.overflow).toBe(0);
  });
});

describe('grid columns in a real browser', () => {
  /**
   * Widths and left edges of the first row of cards, in document order. masonic mounts a card it has not measured yet
   * hidden at the grid's top left, so only the cards a person sees count.
   */
  async function firstRow(page: Page) {
    await page.goto(baseUrl());
    await page.locator('article.pin-card').first().waitFor();
    return page.locator('[role="list"] > [role="listitem"]').evaluateAll((cells) => {
      const rects = cells.filter((cell) => getComputedStyle(cell).visibility !== 'hidden').map((cell) => cell.getBoundingClientRect());
      const top = Math.min(...rects.map((r) => r.top));
      return rects.filter((r) => r.top === top).map((r) => ({ left: Math.round(r.left), width: Math.round(r.width) }));
    });
  }

  it.each([
    // viewport, column width, gutter
    [1280, 236, 16],
    [1440, 270, 16],
    [768, 236, 12],
  ])('at %i px the cards are %i px wide with %i px gutters, the grid centred', async (viewport, width, gutter) => {
    const page = await pageAt(viewport);
    const row = await firstRow(page);

    expect(row.length).toBeGreaterThan(1);
    expect(row.every((cell) => cell.width === width)).toBe(true);
    expect(row.slice(1).map((cell, i) => cell.left - row[i].left)).toEqual(row.slice(1).map(() => width + gutter));
    const rightMargin = viewport - (row[row.length - 1].left + width);
    expect(Math.abs(rightMargin - row[0].left)).toBeLessThanOrEqual(1);
  });

  it('at 390 px two compact columns fill the screen', async () => {
    const page = await pageAt(390);
    const row = await firstRow(page);

    expect(row).toHaveLength(2);
    expect(row[1].left - (row[0].left + row[0].width)).toBe(8);
    expect(row[0].width).toBeGreaterThanOrEqual(175);
  });
});

describe('the closeup at the desktop breakpoint (860 px)', () => {
  /** The closeup of the first pin of the signed-out home feed, and where its two panes sit. */
  async function panesAt(width: number) {
    const page = await pageAt(width);
    const feed = await page.request.get(
      `${baseUrl()}/resource/UserHomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { page_size: 1 } }))}`,
    );
    const [pin] = (await feed.json()).resource_response.data as { id: string }[];
    await page.goto(`${baseUrl()}/pin/${pin.id}/`);
    await page.locator('.closeup__details').waitFor();
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    return { media: await box('.closeup__media'), details: await box('.closeup__details') };
  }

  it('from 860 px shows media and details side by side', async () => {
    const { media, details } = await panesAt(860);
    expect(details.x).toBeGreaterThanOrEqual(media.x + media.width - 1);
    expect(Math.abs(details.y - media.y)).toBeLessThanOrEqual(1);
  });

  it('at 859 px stacks the details under the media', async () => {
    const { media, details } = await panesAt(859);
    expect(details.y).toBeGreaterThanOrEqual(media.y + media.height - 1);
    expect(Math.abs(details.x - media.x)).toBeLessThanOrEqual(1);
  });
});

describe('scrolling a long grid', () => {
  it('lets go of the cards it scrolls past: after a garbage collection, live DOM nodes are about what the page shows', async () => {
    const page = await pageAt(1280, 900);
    await page.goto(baseUrl());
    await page.locator('article.pin-card').first().waitFor();
    const seen = new Set<string>();
    for (let step = 0; step < 40 && seen.size < 150; step++) {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await page.waitForTimeout(250);
      const ids = await page.locator('article.pin-card').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.pinId!));
      ids.forEach((id) => seen.add(id));
    }
    const { live, inDocument: shown } = await domNodesAfterGc(page);
    const mounted = await page.locator('article.pin-card').count();

    expect(seen.size).toBeGreaterThanOrEqual(150);
    // Every card ever mounted used to stay alive (masonic's resize observer kept them), about 45 nodes each: 4.6x here.
    expect(live).toBeLessThan(shown * 1.5);
    expect(mounted).toBeLessThan(seen.size / 3);
  });
});
