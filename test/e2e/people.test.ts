import type { Page } from 'playwright-core';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { DEMO, logIn, signUp } from './helpers/session';

const session = browserPerFile({ viewport: { width: 1280, height: 900 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

const searchBox = () => page.getByRole('search').getByRole('searchbox');

describe('finding and listing people, in a real browser against the real server', () => {
  it('finds a person through the People tab and opens their profile', async () => {
    await page.goto(baseUrl());
    await searchBox().fill('sam patel');
    await searchBox().press('Enter');
    await page.waitForURL(/\/search\/pins\/\?q=sam%20patel$/);
    await page.getByRole('navigation', { name: 'Search results' }).getByRole('link', { name: 'People' }).click();
    const found = page.getByRole('list', { name: 'People found' });
    await found.getByText('@sam_at_pinboard').waitFor();
    await found.getByRole('link', { name: 'Sam Patel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sam Patel' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sam_at_pinboard/');
  });

  it("finds a board among the search box's suggestions and opens it", async () => {
    await page.goto(baseUrl());
    await searchBox().click();
    await searchBox().pressSequentially('family din');
    const suggestions = page.getByRole('region', { name: 'Search suggestions' });
    await suggestions.getByRole('link', { name: /^Family Dinner Ideas/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Family Dinner Ideas' }).waitFor();
  });

  it('finds a board through the Boards tab', async () => {
    await page.goto(`${baseUrl()}/search/boards/?q=family%20dinner`);
    await page.getByRole('list', { name: 'Boards found' }).getByRole('link', { name: 'Family Dinner Ideas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Family Dinner Ideas' }).waitFor();
  });

  it("opens a profile's followers from its count and follows someone from the list", async () => {
    await signUp(page.request, 'fan');
    await page.goto(`${baseUrl()}/${DEMO.username}/`);
    await page.getByRole('button', { name: /followers$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Followers' });
    const first = dialog.getByRole('list', { name: 'Followers' }).getByRole('listitem').first();
    const username = (await first.locator('.person-row__username').textContent())!.slice(1);
    await first.getByRole('button', { name: 'Follow' }).click();
    await first.getByRole('button', { name: 'Unfollow' }).waitFor();
    // The follow is the server's: the person's profile says so when opened afresh.
    await page.goto(`${baseUrl()}/${username}/`);
    await page.getByRole('button', { name: 'Unfollow' }).waitFor();
  });

  it('a profile opens on its Saved tab, boards first, and its owner is offered Create board', async () => {
    await logIn(page.request, DEMO.username, DEMO.password);
    await page.goto(`${baseUrl()}/${DEMO.username}/`);
    await page.getByRole('list', { name: 'Boards' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Pins' }).getByRole('link', { name: 'Saved' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(expect.arrayContaining(['Boards', 'Saved pins']));
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Boards')).toBeLessThan(headings.indexOf('Saved pins'));
    await page.getByRole('button', { name: 'Create board' }).waitFor();
    await page.getByRole('navigation', { name: 'Pins' }).getByRole('link', { name: 'Created' }).click();
    await page.waitForURL(/\/demo\/_created\/$/);
    // The tab changes in a transition after the address does: the boards leave with the Saved tab.
    await page.getByRole('list', { name: 'Boards' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('navigation', { name: 'Pins' }).getByRole('link', { name: 'Created' }).getAttribute('aria-current')).toBe('page');
  });
});
