import type { Browser, Page } from 'playwright-core';

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the e2e project starts the server in its globalSetup');
  return url;
};

/** A tall viewport so that more than twenty cards are in view at once without scrolling. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1800 } });
  return context.newPage();
}

export const pinLinks = (page: Page) => page.locator('main a[href^="/pin/"]');

/** The pin id of a closeup link, bare ('/pin/12/') or search-friendly ('/pin/blue-door--12/', signed out). */
export const PIN_HREF = /^\/pin\/(?:[^/]*--)?(\d+)\/$/;

export async function visiblePinIds(page: Page): Promise<string[]> {
  const hrefs = await pinLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => PIN_HREF.exec(h)?.[1]).filter((x): x is string => Boolean(x)))];
}

export async function firstPopularPin(page: Page): Promise<{ id: string; title: string; seoUrl: string }> {
  const options = encodeURIComponent(JSON.stringify({ options: { page_size: 5 } }));
  const res = await page.request.get(`${baseUrl()}/resource/UserHomefeedResource/get/?data=${options}`);
  const pins = (await res.json()).resource_response.data as { id: string; title: string; seoUrl: string }[];
  const pin = pins.find((p) => p.title.trim().length > 0);
  if (!pin) throw new Error('no titled pin in the popular feed');
  return pin;
}

/** The toast host, where saves, edits and deletions are announced. */
export const notifications = (page: Page) => page.getByRole('status', { name: 'Notifications' });
