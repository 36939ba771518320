import type { Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, visiblePinIds } from './helpers/page';
import { getResource } from './helpers/pins';
import { csrfToken, signUp, type Account } from './helpers/session';

// bypassCSP: axe is injected as a script.
const session = browserPerFile({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
let page: Page;
let me: Account;

async function post(resource: string, options: Record<string, unknown>): Promise<{ id: string }> {
  const res = await page.request.post(`${baseUrl()}/resource/${resource}/create/`, {
    headers: { 'x-csrftoken': await csrfToken(page.request) },
    data: { options },
  });
  if (res.status() !== 201) throw new Error(`${resource} create answered ${res.status()}`);
  return (await res.json()).resource_response.data;
}

// Each test gets a fresh context (browserPerFile): a fresh person who saved a dozen popular pins to a board.
beforeEach(async () => {
  page = session.page;
  me = await signUp(page.request, 'ppfilter');
  const board = await post('BoardResource', { name: 'Finds' });
  const popular = await getResource<{ id: string }[]>(page, 'UserHomefeedResource', { page_size: 12 });
  for (const pin of popular.data) await post('RepinResource', { pin_id: pin.id, board_id: board.id });
});

const filterButton = () => page.getByRole('button', { name: /^Filter: / });

/** The grid's pins, sorted: masonry places cards by column, so the DOM order is not the list's. */
const shownPins = async () => (await visiblePinIds(page)).sort();

/** Waits for the grid to show exactly these pins; when it does not, the assertion shows what it showed instead. */
async function waitForPins(ids: string[]) {
  const want = [...ids].sort();
  await page
    .waitForFunction(
      (wanted) => {
        // As visiblePinIds reads them: closeup links only (a card's edit link ends in /edit/).
        const ids = [...document.querySelectorAll('main a[href^="/pin/"]')].map(
          (a) => /^\/pin\/(?:[^/]*--)?(\d+)\/$/.exec(a.getAttribute('href') ?? '')?.[1],
        );
        return JSON.stringify([...new Set(ids.filter(Boolean))].sort()) === JSON.stringify(wanted);
      },
      want,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  expect(await shownPins()).toEqual(want);
}

async function openSavedTab() {
  await page.goto(`${baseUrl()}/${me.username}/_saved/`);
  await filterButton().waitFor();
}

describe('the own-profile pin filter, in Chromium against the real server', () => {
  it('filters by a colour, keeps the filter and the colour across a reload; the open menu passes axe', async () => {
    await openSavedTab();
    await page.getByRole('heading', { name: 'Saved pins' }).waitFor();
    expect(await filterButton().textContent()).toBe('Filter: All Pins');

    await filterButton().click();
    await page.getByRole('menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const stored = page.waitForResponse((res) => res.url().includes('/resource/UserSettingsResource/update/'));
    await page.getByRole('menuitemradio', { name: 'Colors' }).click();
    expect((await stored).status()).toBe(200);

    const colors = page.getByRole('group', { name: 'Colors' });
    const first = colors.getByRole('button').first();
    const hueName = (await first.getAttribute('aria-label')) ?? '';
    expect(hueName).toMatch(/^[A-Z][a-z]+$/);
    await first.click();
    // The choice goes through the url, so the swatch is pressed once the page has rendered the new address.
    await colors.locator('button[aria-pressed="true"]').waitFor();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    const color = hueName.toLowerCase();
    const expected = await getResource<{ id: string }[]>(page, 'UserPinsResource', {
      username: me.username,
      filter: 'saved',
      pin_filter: 'COLORS',
      color,
    });
    expect(expected.data.length).toBeGreaterThan(0);
    const wanted = expected.data.map((p) => p.id);
    await waitForPins(wanted);
    expect(page.url()).toContain(`?color=${color}`);

    await page.reload();
    await filterButton().waitFor();
    expect(await filterButton().textContent()).toBe('Filter: Colors');
    expect(await page.getByRole('group', { name: 'Colors' }).getByRole('button', { name: hueName }).getAttribute('aria-pressed')).toBe('true');
    await waitForPins(wanted);
  });

  it('shows what was filtered when nothing matches, and the choice is kept after a reload', async () => {
    await openSavedTab();
    await filterButton().click();
    await page.getByRole('menuitemradio', { name: 'Created by me', exact: true }).click();
    // Only saves of others' pins: none created by this person.
    await page.getByText('No Pins you created yet').waitFor();

    await page.reload();
    await page.getByText('No Pins you created yet').waitFor();
    expect(await filterButton().textContent()).toBe('Filter: Created by me');

    await filterButton().click();
    await page.getByRole('menuitemradio', { name: 'All Pins' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main a[href^="/pin/"]').length > 0);
    expect((await visiblePinIds(page)).length).toBeGreaterThan(0);
  });

  it("offers interests from the pins' topics and filters by the one chosen", async () => {
    await openSavedTab();
    await filterButton().click();
    await page.getByRole('menuitemradio', { name: 'Interests' }).click();
    const interests = page.getByRole('group', { name: 'Interests' });
    const first = interests.getByRole('button').first();
    await first.click();
    await interests.locator('button[aria-pressed="true"]').waitFor();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    const interestId = new URL(page.url()).searchParams.get('interest');
    expect(interestId).toMatch(/^\d+$/);
    const expected = await getResource<{ id: string }[]>(page, 'UserPinsResource', {
      username: me.username,
      filter: 'saved',
      pin_filter: 'INTERESTS',
      interest_id: interestId,
    });
    expect(expected.data.length).toBeGreaterThan(0);
    await waitForPins(expected.data.map((p) => p.id));
  });
});
