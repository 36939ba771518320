import type { Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { accountId, interestWithVideos, MERCHANT } from './helpers/discovery';
import { demoInviteLink, INVITE_BOARD } from './helpers/invites';
import { baseUrl, firstPopularPin, pinLinks } from './helpers/page';
import { getResource } from './helpers/pins';
import { DEMO, logIn, signUp } from './helpers/session';

// axe is injected as a script, which the product's CSP rightly refuses, so the audit's own context bypasses it.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

describe('axe finds no serious or critical violation', () => {
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('on the home grid', async () => {
    await page.goto(baseUrl());
    await pinLinks(page).nth(10).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a pin closeup', async () => {
    const pin = await firstPopularPin(page);
    await page.goto(`${baseUrl()}/pin/${pin.id}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a group board page, with the Favorites filter off and on', async () => {
    await page.goto(`${baseUrl()}/demo/family-dinner-ideas/`);
    await page.getByRole('heading', { level: 1, name: 'Family Dinner Ideas' }).waitFor();
    await pinLinks(page).nth(5).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const favorites = page.getByRole('button', { name: 'Favorites' });
    await favorites.click();
    await page.locator('button[aria-pressed="true"]', { hasText: 'Favorites' }).waitFor();
    await pinLinks(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a board page with the invite banner', async () => {
    const board = await getResource<{ id: string }>(page, 'BoardResource', { username: INVITE_BOARD.username, slug: INVITE_BOARD.slug });
    const link = await demoInviteLink(session.browser, board.data.id);
    // Someone the invite asks: not a member, and the banner is left unanswered.
    await logIn(page.request, 'newbie_lena', 'pinboard-2026');
    await page.goto(baseUrl() + link);
    await page.getByRole('region', { name: 'Board invite' }).getByRole('button', { name: 'Accept' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("on a profile's Saved tab, its boards (a secret one included) above its saved pins", async () => {
    await logIn(page.request, DEMO.username, DEMO.password);
    await page.goto(`${baseUrl()}/demo/_saved/`);
    await page.getByRole('list', { name: 'Boards' }).getByRole('img', { name: 'Secret board' }).waitFor();
    await pinLinks(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each(['/login', '/signup'])('on %s', async (path) => {
    await page.goto(baseUrl() + path);
    await page.getByLabel('Password').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on search results and the not-found page', async () => {
    await page.goto(`${baseUrl()}/search/pins/?q=garden`);
    await pinLinks(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl()}/no/such/page/here`);
    await page.getByRole('heading', { name: /not found/i }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// The catalogue pages (interest and video category pages, a Today article, a business catalogue) and the offline page,
// in both colour schemes (dark follows the system's preference, global.css).
describe.each(['light', 'dark'] as const)('axe finds no serious or critical violation, in the %s scheme', (colorScheme) => {
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await page.emulateMedia({ colorScheme });
  });

  it('on an interest page and its video category page', async () => {
    const interest = await interestWithVideos(page);
    await page.goto(`${baseUrl()}/ideas/${interest.urlName}/${interest.id}/`);
    await page.getByRole('heading', { level: 1, name: interest.name }).waitFor();
    await pinLinks(page).nth(3).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl()}/videos/${interest.urlName}/${interest.id}/`);
    await page.getByRole('heading', { level: 1, name: `${interest.name} videos` }).waitFor();
    await pinLinks(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("on people and board search results, the search box's suggestions and a profile's followers list", async () => {
    await page.goto(`${baseUrl()}/search/users/?q=sam`);
    await page.getByRole('list', { name: 'People found' }).getByRole('listitem').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl()}/search/boards/?q=dinner`);
    await page.getByRole('list', { name: 'Boards found' }).getByRole('listitem').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('search').getByRole('searchbox').fill('sam');
    await page.getByRole('region', { name: 'Search suggestions' }).getByText('@sam_at_pinboard').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl()}/${DEMO.username}/`);
    await page.getByRole('button', { name: /followers$/ }).click();
    await page.getByRole('dialog', { name: 'Followers' }).getByRole('listitem').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the appearance settings, signed out and signed in, with the theme chosen to match the scheme', async () => {
    await page.goto(`${baseUrl()}/settings/appearance`);
    const choice = page.getByRole('radio', { name: colorScheme === 'dark' ? 'Dark' : 'Light' });
    await choice.check();
    expect(await seriousViolations(page)).toEqual([]);
    await logIn(page.request, DEMO.username, DEMO.password);
    await page.goto(`${baseUrl()}/settings/appearance`);
    await page.getByRole('radio', { name: 'Follow the system' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the sign-up form with its rules and a refused field shown', async () => {
    await page.goto(`${baseUrl()}/signup`);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Email').fill('axe_person@example.com');
    await page.getByLabel('Username').fill('axe_person');
    await page.getByLabel('Password').fill('abc');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.locator('[aria-invalid="true"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the offline page the service worker shows when a page cannot load', async () => {
    await page.goto(`${baseUrl()}/offline.html`);
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the password pages: asking for a reset link, a link that no longer works, the password settings and the panic page', async () => {
    await page.goto(`${baseUrl()}/password/reset/`);
    await page.getByLabel('Email or username').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl()}/pw/${DEMO.username}/?t=not-a-token`);
    await page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await logIn(page.request, DEMO.username, DEMO.password);
    await page.goto(`${baseUrl()}/settings/password`);
    await page.getByLabel('Current password').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Only looked at: pressing it would lock the demo account for every other test.
    await page.goto(`${baseUrl()}/secure/panic/`);
    await page.getByRole('button', { name: 'Sign out everywhere and lock my account' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a Today article', async () => {
    await page.goto(`${baseUrl()}/today/article/1/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await pinLinks(page).nth(3).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the Edit profile and Account settings pages', async () => {
    await signUp(page.request, 'axe');
    await page.goto(`${baseUrl()}/settings/profile`);
    await page.getByLabel('About').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl()}/settings/account`);
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("on a business catalogue, its owner's and someone else's", async () => {
    const merchant = await accountId(page, MERCHANT.username);
    await logIn(page.request, MERCHANT.username, MERCHANT.password);
    await page.goto(`${baseUrl()}/business/catalogs/${merchant}/`);
    await page.getByRole('table', { name: 'Products, newest first' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await logIn(page.request, DEMO.username, DEMO.password);
    await page.goto(`${baseUrl()}/business/catalogs/${merchant}/`);
    await page.getByRole('heading', { level: 1, name: "This catalogue isn't yours" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
