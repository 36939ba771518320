import type { Page } from 'playwright-core';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { getResource } from './helpers/pins';
import { DEMO, logIn } from './helpers/session';

const session = browserPerFile({ viewport: { width: 1280, height: 900 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

interface ListedBoard {
  name: string;
  url: string;
  privacy: string;
  layout: string;
}

const boardList = () => page.getByRole('list', { name: 'Boards' });
const boardCard = (name: string) =>
  boardList()
    .locator('article')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

/** The demo account's boards as the API answers them to the page's session, in the profile's order. */
async function demoBoards(): Promise<ListedBoard[]> {
  return (await getResource<ListedBoard[]>(page, 'BoardsResource', { username: DEMO.username, sort: 'last_pinned_to' })).data;
}

describe("a profile's boards on its Saved tab, in a real browser against the real server", () => {
  it("lists the signed-in owner's boards, secret and quick-saves ones included, and a card opens its board page", async () => {
    await logIn(page.request, DEMO.username, DEMO.password);
    const boards = await demoBoards();
    expect(boards.map((b) => b.name)).toEqual(expect.arrayContaining(['Gift Ideas', 'Profile', 'Weeknight Dinners']));

    await page.goto(`${baseUrl()}/demo/_saved/`);
    await boardList().waitFor();
    const links = boardList().getByRole('link');
    await expect(links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).resolves.toEqual(
      boards.map((b) => [b.name, b.url]),
    );
    await boardCard('Gift Ideas').getByRole('img', { name: 'Secret board' }).waitFor();
    expect(await page.getByRole('img', { name: 'Secret board' }).count()).toBe(boards.filter((b) => b.privacy === 'secret').length);

    await boardCard('Weeknight Dinners').click();
    await page.waitForURL(`**/demo/weeknight-dinners/`);
    await page.getByRole('heading', { level: 1, name: 'Weeknight Dinners' }).waitFor();

    // The quick-saves board, by keyboard: its card's link has the focus ring and Enter opens the board page.
    await page.goBack();
    const quick = boards.find((b) => b.layout === 'quick_saves')!;
    const quickLink = boardList().getByRole('link', { name: quick.name, exact: true });
    await quickLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${quick.url}`);
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });

  it("shows a signed-out visitor the demo's boards without the secret one", async () => {
    await page.goto(`${baseUrl()}/demo/_saved/`);
    await boardCard('Weeknight Dinners').waitFor();
    expect(await boardCard('Gift Ideas').count()).toBe(0);
    expect(await page.getByRole('img', { name: 'Secret board' }).count()).toBe(0);
  });

  it('lays the boards out in two columns on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/demo/_saved/`);
    await boardCard('Weeknight Dinners').waitFor();
    const lefts = await boardList()
      .locator(':scope > li')
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(2);
    const width = await boardList().evaluate((ul) => ul.getBoundingClientRect().width);
    const card = await boardList()
      .locator(':scope > li')
      .first()
      .evaluate((li) => li.getBoundingClientRect().width);
    expect(card).toBeGreaterThan(width / 2 - 16);
  });
});
