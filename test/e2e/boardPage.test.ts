import type { Locator, Page } from 'playwright-core';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { card, getResource } from './helpers/pins';
import { DEMO, logIn } from './helpers/session';

const session = browserPerFile();
let page: Page;
beforeEach(() => {
  page = session.page;
});

/** The demo account's own group board (db/seed/boards.ts, board 7), which no other e2e file changes. */
const GROUP_BOARD_PATH = '/demo/family-dinner-ideas/';

interface FeedPin {
  id: string;
  title: string;
  favoritedByMe: boolean;
  favoriteUserCount: number;
}

/** A pin near the top of the board that nobody has favorited, so unfavoriting it brings its count back to 0. */
async function unfavoritedPin(): Promise<FeedPin> {
  const board = await getResource<{ id: string }>(page, 'BoardResource', { username: 'demo', slug: 'family-dinner-ideas' });
  const pins = await getResource<FeedPin[]>(page, 'BoardFeedResource', { board_id: board.data.id, page_size: 10 });
  const pin = pins.data.find((p) => p.favoriteUserCount === 0 && !p.favoritedByMe);
  if (!pin) throw new Error('no unfavorited pin among the first ten of the group board');
  return pin;
}

const favoriteOf = (article: Locator) => article.getByRole('button', { name: 'Favorite' });
const favoriteCall = (id: string, method: 'POST' | 'DELETE') =>
  page.waitForResponse((r) => r.url().endsWith(`/v3/pins/${id}/favorite/`) && r.request().method() === method);

describe('the board page in a real browser against the real server', () => {
  it('favorites a pin, lists it under the Favorites filter, and unfavoriting it takes it off the grid', async () => {
    await logIn(page.request, DEMO.username, DEMO.password);
    const pin = await unfavoritedPin();
    await page.goto(baseUrl() + GROUP_BOARD_PATH);
    await page.getByRole('heading', { level: 1, name: 'Family Dinner Ideas' }).waitFor();
    const article = card(page, pin.id);
    await article.waitFor();

    const favorited = favoriteCall(pin.id, 'POST');
    await favoriteOf(article).click();
    expect((await favorited).status()).toBe(200);
    await expect(favoriteOf(article).getAttribute('aria-pressed')).resolves.toBe('true');

    const toggle = page.getByRole('button', { name: 'Favorites' });
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/resource/BoardFeedResource/get/') && decodeURIComponent(r.url()).includes('"filter":"favorited"'),
    );
    await toggle.click();
    expect((await filtered).status()).toBe(200);
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.waitForURL(`**${GROUP_BOARD_PATH}?filter=favorited`);
    await article.waitFor();
    // Every pin the filter lists has been favorited by someone.
    const counts = await page
      .locator('main article[data-pin-id]')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('[data-testid="favorite-count"]')?.textContent ?? ''));
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((text) => /^(\d|9\+)/.test(text))).toBe(true);

    const unfavorited = favoriteCall(pin.id, 'DELETE');
    await favoriteOf(article).click();
    expect((await unfavorited).status()).toBe(200);
    await article.waitFor({ state: 'detached' });
    const after = await getResource<FeedPin>(page, 'PinResource', { id: pin.id });
    expect(after.data).toMatchObject({ favoritedByMe: false, favoriteUserCount: 0 });

    // Off again, the grid shows every pin of the board, the unfavorited one included.
    await toggle.click();
    await article.waitFor();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
  });
});
