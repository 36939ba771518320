import type { Request } from 'playwright-core';
import { COOKIE_CONSENT } from '../../shared/constants';
import type { Impression } from '../../shared/contracts/analytics';
import { browserPerFile } from './helpers/chromium';
import { impressionsStoredSince } from './helpers/impressionsDb';
import { baseUrl } from './helpers/page';

// Grid impressions in a real Chromium against the real server and its SQLite file: a visitor who allowed analytics
// scrolls the home grid, and the cards that left the view are sent and stored; one who refused (the helpers' default)
// loads no tracker and sends nothing.
const session = browserPerFile({ viewport: { width: 1280, height: 800 } });

const isImpressionLog = (r: Request) => new URL(r.url()).pathname === '/resource/PinImpressionsResource/create/';
const isTrackerChunk = (r: Request) => /\/assets\/impressions\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname);

it('scrolling the home grid as a consenting visitor records the impressions of the cards that left the view', async () => {
  const { page } = session;
  const since = Date.now() - 1000;
  await page
    .context()
    .addCookies([{ name: COOKIE_CONSENT.cookie, value: `a1.m0.p0.t${Date.now()}`, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
  const trackerLoaded = page.waitForRequest(isTrackerChunk);
  await page.goto(`${baseUrl()}/`);
  await page.locator('main a[href^="/pin/"]').first().waitFor();
  await trackerLoaded;
  const firstPin = await page.locator('main [role="listitem"] article[data-pin-id]').first().getAttribute('data-pin-id');

  // Long enough in view for the milestones to mean something, then scrolled well past the first rows.
  await page.waitForTimeout(600);
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  const sent = page.waitForResponse((res) => isImpressionLog(res.request()));
  // The same flush as leaving the page (pagehide), observed while the page is still there to report the answer.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  const res = await sent;
  const { impressions } = res.request().postDataJSON().options as { impressions: Impression[] };
  expect(impressions.length).toBeGreaterThan(0);
  expect(impressions.map((i) => i.pin_id)).toContain(firstPin);
  const first = impressions.find((i) => i.pin_id === firstPin)!;
  expect(first.slotIndex).toBe(0);
  expect(first.visibility[1]).toBeGreaterThan(0);
  expect(first.windowSize).toEqual({ width: 1280, height: 800 });
  expect((await res.json()).resource_response.data).toEqual({ recorded: impressions.length, allowed: true });

  const stored = impressionsStoredSince(since);
  expect(stored.map((r) => [r.pin_id, r.slot_index])).toEqual(expect.arrayContaining(impressions.map((i) => [i.pin_id, i.slotIndex])));
  expect(stored.find((r) => r.pin_id === firstPin)).toMatchObject({ visible_1: first.visibility[1], window_width: 1280 });
});

it('a visitor who refused analytics loads no tracker and sends no impression', async () => {
  const { page } = session;
  const seen: string[] = [];
  page.on('request', (r) => {
    if (isImpressionLog(r) || isTrackerChunk(r)) seen.push(r.url());
  });
  await page.goto(`${baseUrl()}/`);
  await page.locator('main a[href^="/pin/"]').first().waitFor();
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 600);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});
