import type { Request } from 'playwright-core';
import { COOKIE_CONSENT, EXPERIENCE_EVENTS } from '../../shared/constants';
import { chunkFile } from './helpers/chunks';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';

// Experience events in a real Chromium against the real server: a visitor who allowed analytics has the welcome
// banner's view sent when the page is hidden and recorded; one who refused (the helpers' default) loads no analytics
// code at all and sends nothing.
const session = browserPerFile();

const isEventLog = (r: Request) => new URL(r.url()).pathname === '/resource/AnalyticsEventsResource/create/';
const isSinkChunk = (r: Request) => new URL(r.url()).pathname === chunkFile('analytics', '.js');

it("a consenting visitor's banner view is sent when the page is hidden, and recorded", async () => {
  const { page } = session;
  await page
    .context()
    .addCookies([{ name: COOKIE_CONSENT.cookie, value: `a1.m0.p0.t${Date.now()}`, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
  const sinkLoaded = page.waitForRequest(isSinkChunk);
  await page.goto(`${baseUrl()}/`);
  await page.getByRole('region', { name: 'Welcome to Pinboard' }).waitFor();
  await sinkLoaded;

  // The same flush as leaving the page (pagehide), observed while the page is still there to report the answer.
  const sent = page.waitForResponse((res) => isEventLog(res.request()));
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  const res = await sent;
  expect(res.request().headers()['x-csrftoken']).toBeTruthy();
  const { events } = res.request().postDataJSON().options as { events: { event_type: number; object_id_str: string }[] };
  // The welcome banner (502312) is one of the four banners completed as soon as they are viewed (with 502320, 502321
  // and 502322).
  const id = events[0]?.object_id_str;
  expect(events).toEqual([
    { event_type: EXPERIENCE_EVENTS.view, object_id_str: id },
    { event_type: EXPERIENCE_EVENTS.complete, object_id_str: id },
  ]);
  expect(id).toMatch(/^\d+$/);
  expect((await res.json()).resource_response.data).toEqual({ recorded: 2, allowed: true });
});

it('a visitor who refused analytics loads no sink and sends no event', async () => {
  const { page } = session;
  const seen: string[] = [];
  page.on('request', (r) => {
    if (isEventLog(r) || isSinkChunk(r)) seen.push(r.url());
  });
  await page.goto(`${baseUrl()}/`);
  await page.getByRole('region', { name: 'Welcome to Pinboard' }).waitFor();
  await page.goto(`${baseUrl()}/about/`);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});
