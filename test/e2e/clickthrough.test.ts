import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { OFFSITE } from '../../shared/constants';
import { createBoard, createResource } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { outsideSitePerFile } from './helpers/outsideSite';
import { baseUrl } from './helpers/page';
import { getResource, type ApiPin } from './helpers/pins';
import { signUp } from './helpers/session';

// bypassCSP: axe is injected as a script.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

const site = outsideSitePerFile('The outside shop');

/** A fresh account's pin linking to `link`, made through PinResource create as the pin builder does; its username. */
async function pinLinkingTo(page: Page, link: string): Promise<{ username: string; pinId: string }> {
  const { username } = await signUp(page.request, 'clickout');
  const board = await createBoard(page.request, 'Finds');
  const image = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#3070c0' } })
    .png()
    .toBuffer();
  const pin = await createResource<{ id: string }>(page.request, 'PinResource', {
    board_id: board.id,
    title: 'An outside find',
    link,
    image_base64: image.toString('base64'),
  });
  return { username, pinId: pin.id };
}

type FeedPin = ApiPin & { pinner: { username: string } };

/** A seeded pin linking to `domain`, found by paging the home feed, as a newcomer would scroll to it. */
async function seededPinOn(page: Page, domain: string): Promise<FeedPin & { link: string }> {
  let bookmark: string | null | undefined;
  for (let pages = 0; pages < 20; pages += 1) {
    const feed = await getResource<FeedPin[]>(page, 'UserHomefeedResource', { page_size: 50, ...(bookmark ? { bookmark } : {}) });
    const found = feed.data.find((p) => p.link !== null && new URL(p.link).hostname.endsWith(domain));
    if (found) return found as FeedPin & { link: string };
    bookmark = feed.bookmark;
    if (!bookmark || bookmark === '-end-') break;
  }
  throw new Error(`no seeded pin links to ${domain}`);
}

/**
 * The card's source link on the pinner's profile grid, seen signed out in a page of its own: a new account sees an
 * image-only grid, without source links (image-only cards are for new users who are not partners).
 */
async function sourceLinkOf(username: string, pinId: string) {
  const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await page.goto(`${baseUrl()}/${username}/_created/`);
  const link = page.locator(`article[data-pin-id="${pinId}"] a.source-link`);
  // The grid mounts only the cards near the viewport: scroll on until the pin's card is among them.
  for (let step = 0; step < 20; step += 1) {
    const mounted = await link.waitFor({ state: 'attached', timeout: 1_000 }).then(
      () => true,
      () => false,
    );
    if (mounted) break;
    await page.mouse.wheel(0, 600);
  }
  await link.scrollIntoViewIfNeeded();
  return { page, link };
}

describe("clicking out of a card's source link, in Chromium against the real server", () => {
  it.each(['left', 'middle'] as const)(
    'a %s click goes through /offsite/ in a new tab to the outside page, which learns nothing of where the click came from',
    async (button) => {
      const link = `${site.origin}/landing?from=${button}`;
      const { username, pinId } = await pinLinkingTo(session.page, link);
      const { page, link: source } = await sourceLinkOf(username, pinId);

      const offsiteRequests: string[] = [];
      // The tab's navigation goes through the service worker, which answers it with the browser's navigation preload:
      // Chromium reports the worker's own fetch of it as a second request, which never reaches the server again.
      page.context().on('request', (req) => {
        if (req.url().startsWith(`${baseUrl()}/offsite/`) && !req.serviceWorker()) offsiteRequests.push(req.url());
      });
      const [tab] = await Promise.all([page.context().waitForEvent('page'), source.click({ button })]);
      await tab.getByRole('heading', { name: 'The outside shop' }).waitFor();

      expect(tab.url()).toBe(link);
      expect(offsiteRequests).toHaveLength(1);
      expect(new URL(offsiteRequests[0]).searchParams.get('pin')).toBe(pinId);
      expect(site.visits.filter((v) => v.path === `/landing?from=${button}`)).toHaveLength(1);
      expect(site.visits.find((v) => v.path === `/landing?from=${button}`)?.headers.referer).toBeUndefined();
      // The tab was cut off from the card's page, and the card's page stayed where it was.
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      expect(page.url()).toBe(`${baseUrl()}/${username}/_created/`);
      // One tab, the checked one: the browser did not open the link itself beside it.
      expect(page.context().pages()).toEqual([page, tab]);
      await page.context().close();
    },
  );

  it("a seeded pin on a blocked domain shows 'Heads up!' and stays; 'Okay' closes it; accessible with the modal open", async () => {
    const blocked = await seededPinOn(session.page, 'shelfie.example');
    const { page, link: source } = await sourceLinkOf(blocked.pinner.username, blocked.id);
    const before = page.url();

    const opened = page.context().waitForEvent('page');
    await source.click();
    // The blank tab opened in the click is closed again on the verdict: only the card's page is left.
    const blank = await opened;
    if (!blank.isClosed()) await blank.waitForEvent('close');
    const dialog = page.getByRole('dialog', { name: 'Heads up!' });
    await dialog.waitFor();
    await dialog.getByText(OFFSITE.messages.blocked).waitFor();
    expect(await dialog.getByText(new URL(blocked.link!).hostname, { exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('img', { name: 'Warning icon' }).count()).toBe(1);
    expect(await dialog.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/help/spam');
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.context().pages()).toEqual([page]);

    await dialog.getByRole('button', { name: 'Okay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(before);
    await page.context().close();
  });

  it("a middle-click on a seeded pin on a blocked domain shows 'Heads up!' and opens nothing", async () => {
    const blocked = await seededPinOn(session.page, 'shelfie.example');
    const { page, link: source } = await sourceLinkOf(blocked.pinner.username, blocked.id);

    const opened = page.context().waitForEvent('page');
    await source.click({ button: 'middle' });
    const blank = await opened;
    if (!blank.isClosed()) await blank.waitForEvent('close');
    await page.getByRole('dialog', { name: 'Heads up!' }).waitFor();
    expect(page.context().pages()).toEqual([page]);
    await page.context().close();
  });

  it('the spam guidelines page, where Learn more leads, is accessible', async () => {
    const page = session.page;
    await page.goto(`${baseUrl()}/help/spam`);
    await page.getByRole('heading', { level: 1, name: 'Community guidelines: spam links' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
