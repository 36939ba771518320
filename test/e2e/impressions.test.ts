import type { Request } from 'playwright-core';
import sharp from 'sharp';
import { COOKIE_CONSENT } from '../../shared/constants';
import type { Impression } from '../../shared/contracts/analytics';
import { createBoard, createResource } from './helpers/api';
import { chunkFile } from './helpers/chunks';
import { browserPerFile } from './helpers/chromium';
import { impressionsStoredSince } from './helpers/impressionsDb';
import { baseUrl } from './helpers/page';
import { openCardBySearch } from './helpers/pins';
import { signUp } from './helpers/session';

// Grid impressions in a real Chromium against the real server and its SQLite file: a visitor who allowed analytics
// scrolls the home grid, and the cards that left the view are sent and stored; one who refused (the helpers' default)
// loads no tracker and sends nothing.
const session = browserPerFile({ viewport: { width: 1280, height: 800 } });

const isImpressionLog = (r: Request) => new URL(r.url()).pathname === '/resource/PinImpressionsResource/create/';
// The tracker comes in the analytics chunk (client/features/impressions/useImpressionTracker.ts).
const isTrackerChunk = (r: Request) => new URL(r.url()).pathname === chunkFile('analytics', '.js');

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
  // Leaving the page (pagehide) sends what was queued, and the impressions of the cards still in view, which leaving
  // ends: possibly as two requests. Observed while the page is still there to report the answers.
  const logs: Request[] = [];
  page.on('request', (r) => {
    if (isImpressionLog(r)) logs.push(r);
  });
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await page.waitForResponse((res) => isImpressionLog(res.request()));
  await page.waitForLoadState('networkidle');
  const impressions = logs.flatMap((r) => (r.postDataJSON().options as { impressions: Impression[] }).impressions);
  expect(impressions.length).toBeGreaterThan(0);
  expect(impressions.map((i) => i.pin_id)).toContain(firstPin);
  const first = impressions.find((i) => i.pin_id === firstPin)!;
  expect(first.slotIndex).toBe(0);
  expect(first.visibility[1]).toBeGreaterThan(0);
  expect(first.windowSize).toEqual({ width: 1280, height: 800 });
  const answers = await Promise.all(logs.map(async (r) => (await (await r.response())!.json()).resource_response.data as { recorded: number }));
  expect(answers.reduce((sum, a) => sum + a.recorded, 0)).toBe(impressions.length);

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

it("a pin a consenting visitor saw in a grid shows that impression in its owner's stats", async () => {
  const { page, browser } = session;
  await signUp(page.request, 'seenowner');
  const board = await createBoard(page.request, 'Glazes');
  const image = await sharp({ create: { width: 120, height: 150, channels: 3, background: '#c07030' } })
    .png()
    .toBuffer();
  const title = `Ash glaze ${Date.now().toString(36)}`;
  const pin = await createResource<{ id: string }>(page.request, 'PinResource', {
    board_id: board.id,
    title,
    image_base64: image.toString('base64'),
  });

  // A signed-out visitor who allowed analytics finds it in a search grid, looks, and leaves the page: leaving records
  // the impression and sends it (the sink's keepalive flush on pagehide).
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await visitor
    .context()
    .addCookies([{ name: COOKIE_CONSENT.cookie, value: `a1.m0.p0.t${Date.now()}`, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
  const trackerLoaded = visitor.waitForRequest(isTrackerChunk);
  await openCardBySearch(visitor, { id: pin.id, title });
  await trackerLoaded;
  // Cards are tracked once masonic has taken the server's first screen over, which happens in a transition.
  await visitor.locator('.grid:not(.grid--first-screen) [data-pin-id]').first().waitFor();
  await visitor.waitForTimeout(600);
  // Left open until the owner has looked: closing it could cancel the send still under way.
  await visitor.goto('about:blank');

  // The owner's stats count it once the batch has landed: looked at again until then (a real server, not a timing).
  const impressions = page.getByRole('region', { name: 'Last 30 days' }).locator('dd').first();
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto(`${baseUrl()}/pin/${pin.id}/analytics`);
    await impressions.waitFor();
    if ((await impressions.textContent()) === '1') break;
    await page.waitForTimeout(250);
  }
  expect(await impressions.textContent()).toBe('1');
  await visitor.context().close();
});
