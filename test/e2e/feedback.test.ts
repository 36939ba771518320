import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { createdPins, getResource, openCardBySearch } from './helpers/pins';
import { logIn, signUp } from './helpers/session';

// axe is injected as a script, which the product's CSP rightly refuses, so this file's contexts bypass it.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1440, height: 1800 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

/** A group-board collaborator no other e2e file signs in as (db/seed: Community Recipe Swap). */
const COLLABORATOR = { username: 'fitwithnoor', password: 'pinboard-2026' };
const GROUP_BOARD = 'Community Recipe Swap';

interface FeedPin {
  id: string;
  title: string;
  favoritedByMe: boolean;
  favoriteUserCount: number;
}

async function homefeedIds(request: APIRequestContext): Promise<string[]> {
  const options = encodeURIComponent(JSON.stringify({ options: { page_size: 50 } }));
  const res = await request.get(`${baseUrl()}/resource/UserHomefeedResource/get/?data=${options}`);
  return ((await res.json()).resource_response.data as { id: string }[]).map((p) => p.id);
}

const card = (p: Page, id: string): Locator => p.locator(`main article[data-pin-id="${id}"]`);

/** A pin of the group board that search finds among its first results, so its card is on screen. */
async function findableGroupPin(): Promise<FeedPin> {
  const boards = await getResource<{ id: string; name: string }[]>(page, 'BaseSearchResource', { query: GROUP_BOARD, scope: 'boards' });
  const board = boards.data.find((b) => b.name === GROUP_BOARD);
  if (!board) throw new Error(`no board named ${GROUP_BOARD}`);
  const pins = await getResource<FeedPin[]>(page, 'BoardFeedResource', { board_id: board.id, page_size: 50 });
  for (const pin of pins.data.filter((p) => p.title.trim() && !p.favoritedByMe)) {
    const found = await getResource<{ id: string }[]>(page, 'BaseSearchResource', { query: pin.title, page_size: 5 });
    if (found.data.some((p) => p.id === pin.id)) return pin;
  }
  throw new Error('no pin of the group board is found by its title');
}

/** A fresh account's home feed (the popular pins, none hidden by another test) and its first card. */
async function firstHomeCard(p: Page): Promise<{ id: string; article: Locator }> {
  await signUp(p.request, 'hider');
  await p.goto(baseUrl());
  const first = p.locator('main article[data-pin-id]').first();
  await first.waitFor();
  const id = (await first.getAttribute('data-pin-id'))!;
  return { id, article: card(p, id) };
}

async function openMenu(p: Page, article: Locator) {
  await article.locator('.pin-card__closeup').hover();
  await article.getByRole('button', { name: 'More options' }).click();
  await p.getByRole('menu').waitFor();
}

describe('favorite and feedback in a real browser against the real server', () => {
  it('favorites and unfavorites a pin on a group board; the count and state survive a reload', async () => {
    await logIn(page.request, COLLABORATOR.username, COLLABORATOR.password);
    const pin = await findableGroupPin();
    await page.goto(`${baseUrl()}/search/pins/?q=${encodeURIComponent(pin.title)}`);
    const favorite = card(page, pin.id).getByRole('button', { name: 'Favorite' });
    await expect(favorite.getAttribute('aria-pressed')).resolves.toBe('false');

    const answered = page.waitForResponse((r) => r.url().endsWith(`/v3/pins/${pin.id}/favorite/`) && r.request().method() === 'POST');
    await favorite.click();
    expect((await answered).status()).toBe(200);
    await expect(favorite.getAttribute('aria-pressed')).resolves.toBe('true');
    const up = String(pin.favoriteUserCount + 1);
    await card(page, pin.id)
      .getByTestId('favorite-count')
      .filter({ hasText: new RegExp(`^${pin.favoriteUserCount >= 9 ? '9\\+' : up}`) })
      .waitFor();

    await page.reload();
    await expect(card(page, pin.id).getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).resolves.toBe('true');

    const removed = page.waitForResponse((r) => r.url().endsWith(`/v3/pins/${pin.id}/favorite/`) && r.request().method() === 'DELETE');
    await card(page, pin.id).getByRole('button', { name: 'Favorite' }).click();
    expect((await removed).status()).toBe(200);
    await page.reload();
    await expect(card(page, pin.id).getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).resolves.toBe('false');
    const after = await getResource<FeedPin>(page, 'PinResource', { id: pin.id });
    expect(after.data.favoriteUserCount).toBe(pin.favoriteUserCount);
  });

  it('hides a pin, undoes it, hides it again, and after a reload the pin is gone', async () => {
    const { id, article } = await firstHomeCard(page);

    await openMenu(page, article);
    expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
    await page.getByRole('menuitem', { name: 'Hide Pin' }).click();
    await article.getByText('Pin hidden').waitFor();
    expect(await seriousViolations(page, `article[data-pin-id="${id}"]`)).toEqual([]);
    // The obscuring layer fades in to 0.8.
    await page.waitForFunction(
      (pinId) => getComputedStyle(document.querySelector(`article[data-pin-id="${pinId}"] .feedback-overlay`)!, '::before').opacity === '0.8',
      id,
    );
    expect(await homefeedIds(page.request)).not.toContain(id);

    await article.getByRole('button', { name: 'Undo' }).click();
    await article.locator('.feedback-overlay').waitFor({ state: 'detached' });
    expect(await homefeedIds(page.request)).toContain(id);

    await openMenu(page, article);
    await page.getByRole('menuitem', { name: 'Hide Pin' }).click();
    await article.getByText('Pin hidden').waitFor();
    await page.reload();
    await page.locator('main article[data-pin-id]').first().waitFor();
    expect(await card(page, id).count()).toBe(0);
  });

  it("'See fewer Pins like this' lowers the pin's topics through the generic feedback action, and Undo restores it", async () => {
    const { id, article } = await firstHomeCard(page);

    await openMenu(page, article);
    const sent = page.waitForRequest((r) => r.url().endsWith('/resource/UserFeedbackResource/create/'));
    await page.getByRole('menuitem', { name: 'See fewer Pins like this' }).click();
    await article.getByText("Got it! We'll show you fewer Pins like this.").waitFor();
    const options = (await sent).postDataJSON().options;
    expect(options).toMatchObject({ feedback_type: 3, pin_id: id, undo: false });
    expect(options.interest_list.length).toBeGreaterThan(0);
    expect(await homefeedIds(page.request)).not.toContain(id);

    await article.getByRole('button', { name: 'Undo' }).click();
    await article.locator('.feedback-overlay').waitFor({ state: 'detached' });
    expect(await homefeedIds(page.request)).toContain(id);
  });

  it('Hide ad on the weight-loss ad hides ads about its topics with the GLP-1 sentence; Undo takes it back', async () => {
    await signUp(page.request, 'hider');
    // db/seed/originals.ts: the second promotion, by trailgear_co, is the weight-loss ad.
    const ad = (await createdPins(page, 'trailgear_co')).find((p) => p.adData?.isWeightLossAd && p.title.trim());
    if (!ad) throw new Error('no titled weight-loss ad among the pins of trailgear_co');
    const article = await openCardBySearch(page, ad);

    await openMenu(page, article);
    const sent = page.waitForRequest((r) => r.url().endsWith('/resource/UserFeedbackResource/create/'));
    await page.getByRole('menuitem', { name: 'Hide ad' }).click();
    await article.getByText("Got it! You'll start seeing fewer ads about GLP-1 medication within a few hours.").waitFor();
    expect((await sent).postDataJSON().options).toMatchObject({ feedback_type: 4, pin_id: ad.id, promoted: true, query: ad.title, undo: false });

    await article.getByRole('button', { name: 'Undo' }).click();
    await article.locator('.feedback-overlay').waitFor({ state: 'detached' });
  });

  it('signed out, Save opens the login modal headed for saving; it is keyboard and axe clean, and logs in', async () => {
    await page.goto(baseUrl());
    const first = page.locator('main article[data-pin-id]').first();
    await first.waitFor();
    await first.locator('.pin-card__closeup').hover();
    await first.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to save this Pin' });
    await dialog.waitFor();
    await dialog.getByText("You're almost there! Log in to access all of Pinboard").waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await first.getByRole('button', { name: 'Save' }).click();
    await dialog.getByLabel('Email or username').fill(COLLABORATOR.username);
    await dialog.getByLabel('Password').fill(COLLABORATOR.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog.waitFor({ state: 'detached' });
    const viewer = await getResource<{ isAuth: boolean; username?: string }>(page, 'ViewerResource', {});
    expect(viewer.data).toMatchObject({ isAuth: true, username: COLLABORATOR.username });
  });
});
