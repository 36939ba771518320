import sharp from 'sharp';
import { ANALYTICS, COOKIE_CONSENT } from '../../shared/constants';
import { createBoard, createResource, writeResource } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { signUp } from './helpers/session';

// The pin stats page in Chromium against the real server: what a consenting visitor's grid and clicks record shows up
// in the owner's stats, reached from the card's stats button. bypassCSP: axe is injected as a script.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

const impression = (pinId: string, slotIndex: number) => ({
  pin_id: pinId,
  slotIndex,
  time: Date.now(),
  renderDuration: 120,
  visibility: { 1: 1500, 50: 1200 },
  cellSize: { width: 236, height: 320 },
  windowSize: { width: 1280, height: 900 },
});

it("an owner opens a pin's stats from its card and sees the recorded days as a chart, with the totals", async () => {
  const { page, browser } = session;
  const owner = await signUp(page.request, 'stats');
  const board = await createBoard(page.request, 'Pottery');
  const image = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#3070c0' } })
    .png()
    .toBuffer();
  const pin = await createResource<{ id: string }>(page.request, 'PinResource', {
    board_id: board.id,
    title: 'Blue bowl',
    image_base64: image.toString('base64'),
  });

  // A signed-out visitor who allowed analytics sees the pin 3 times and clicks it twice; someone saves it once.
  const visitor = await browser.newContext();
  await visitor.addCookies([{ name: COOKIE_CONSENT.cookie, value: `a1.m0.p0.t${Date.now()}`, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
  const recorded = await writeResource(visitor.request, 'PinImpressionsResource', 'create', {
    impressions: [0, 1, 2].map((i) => impression(pin.id, i)),
  });
  expect(recorded.data).toEqual({ recorded: 3, allowed: true });
  const { pinClick } = ANALYTICS.pinStatEvents;
  const events = [pinClick, pinClick].map((event_type) => ({ event_type, object_id_str: pin.id }));
  expect((await writeResource(visitor.request, 'AnalyticsEventsResource', 'create', { events })).data).toEqual({ recorded: 2, allowed: true });
  await visitor.close();
  const saver = await browser.newContext();
  await signUp(saver.request, 'statssaver');
  await createResource(saver.request, 'RepinResource', { pin_id: pin.id, board_id: (await createBoard(saver.request, 'Bowls')).id });
  await saver.close();

  await page.goto(`${baseUrl()}/${owner.username}/_created/`);
  const card = page.locator(`main a[href^="/pin/${pin.id}"]`).first();
  await card.hover();
  // Full ('See more stats') on creator grids, the 'Pin stats' icon on the profile's own grid: either leads there.
  await page.getByRole('link', { name: /^(See more stats|Pin stats)$/ }).click();
  await page.waitForURL(`${baseUrl()}/pin/${pin.id}/analytics`);

  await page.getByRole('heading', { level: 1, name: 'Pin stats' }).waitFor();
  const totals = page.getByRole('region', { name: 'Last 30 days' });
  // The heading shows before the stats have arrived.
  await totals.locator('dd').first().waitFor();
  await expect(totals.locator('dd').allTextContents()).resolves.toEqual(['3', '1', '2']);
  const chart = page.getByRole('img', { name: /per day/ });
  await chart.waitFor();
  expect(await chart.getAttribute('aria-label')).toContain('3 impressions, 1 save, 2 pin clicks in total');
  expect(await page.locator('.stats-chart__line').count()).toBe(3);

  // The chart reads out today's numbers once it has focus.
  await page.getByRole('group', { name: /Daily stats chart/ }).focus();
  await expect(page.locator('.stats-chart__tooltip').textContent()).resolves.toMatch(/Impressions: 3.*Saves: 1.*Pin clicks: 2/);

  await page.getByRole('button', { name: 'Show the numbers' }).click();
  await page.getByRole('table', { name: 'Stats per day' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

it("tells another account the pin's stats are private", async () => {
  const { page, browser } = session;
  await signUp(page.request, 'statsowner');
  const board = await createBoard(page.request, 'Mugs');
  const image = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#30c070' } })
    .png()
    .toBuffer();
  const pin = await createResource<{ id: string }>(page.request, 'PinResource', {
    board_id: board.id,
    title: 'Green mug',
    image_base64: image.toString('base64'),
  });

  const other = await (await browser.newContext({ bypassCSP: true })).newPage();
  await signUp(other.request, 'statsstranger');
  await other.goto(`${baseUrl()}/pin/${pin.id}/analytics`);
  await other.getByRole('heading', { level: 1, name: 'These stats are private' }).waitFor();
  expect(await seriousViolations(other)).toEqual([]);
  await other.context().close();
});
