import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { csrfToken, signUp } from './helpers/session';

// The seeded banner surfaces in Chromium against the real, seeded server: the upsell callout fixed to the bottom of a
// signed-out visitor's home, and the metrics-unification banner on a new account's own profile, each checked with axe
// while shown and dismissed from the keyboard.
const VIEWPORT = { width: 1440, height: 900 };
const session = browserPerFile({ viewport: VIEWPORT, bypassCSP: true });
let page: Page;
beforeEach(() => {
  page = session.page;
});

const answered = (path: string) => page.waitForResponse((r) => r.url().includes(path) && r.status() === 200);

/**
 * The welcome banner (502312) comes before the upsell callout on a visitor's home; done with through the API before the
 * page loads, which also settles the visitor cookie (minted on a first write) before the page's own writes.
 */
/** Waits for the callout's slide-in to end, so its box is where it comes to rest. */
const settled = (callout: Locator) =>
  callout.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => undefined));

async function welcomeDone(visitor: Page): Promise<void> {
  const done = await visitor.request.put(`${baseUrl()}/resource/UserExperienceCompletedResource/update/`, {
    headers: { 'x-csrftoken': await csrfToken(visitor.request) },
    data: { options: { placed_experience_id: '11:502312' } },
  });
  expect(done.status()).toBe(200);
}

/** Tabs through the page until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(target: Locator, most = 60): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`not reached in ${most} presses of Tab`);
}

describe('banner surfaces a newcomer meets', () => {
  it('a signed-out visitor meets the upsell callout fixed to the bottom, dismisses it by keyboard, and it stays gone', async () => {
    await welcomeDone(page);
    await page.goto(`${baseUrl()}/`);

    const callout = page.locator('.exp-upsell-callout');
    const banner = callout.getByRole('region');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Sign up to keep as many as you like.');
    await settled(callout);
    const box = (await callout.boundingBox())!;
    expect(await callout.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(Math.round(box.y + box.height)).toBe(VIEWPORT.height - 16);
    expect(box.width).toBeGreaterThanOrEqual(348);
    expect(box.width).toBeLessThanOrEqual(900);
    // The page keeps room below itself for the callout, so its end and what has the focus are not hidden behind it.
    const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(room).toBeGreaterThanOrEqual(box.height);
    expect(await seriousViolations(page)).toEqual([]);

    const dismissed = answered('/UserExperienceResource/delete/');
    await tabTo(banner.getByRole('button', { name: 'Dismiss' }));
    await page.keyboard.press('Enter');
    await dismissed;
    await callout.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');

    await page.reload();
    await page.locator('main a[href^="/pin/"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await callout.count()).toBe(0);
  });

  it('on a phone the upsell callout is 348 px wide, at the bottom of the screen', async () => {
    const phone = await (await session.browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true })).newPage();
    try {
      await welcomeDone(phone);
      await phone.goto(`${baseUrl()}/`);
      const callout = phone.locator('.exp-upsell-callout');
      await callout.getByRole('region').waitFor();
      await settled(callout);
      const box = (await callout.boundingBox())!;
      expect(box.width).toBe(348);
      expect(Math.round(box.x + box.width / 2)).toBe(195);
      expect(Math.round(box.y + box.height)).toBe(844 - 16);
      expect(await seriousViolations(phone)).toEqual([]);
    } finally {
      await phone.context().close();
    }
  });

  it('a new account meets the metrics-unification banner on its own profile, dismisses it by keyboard, and it stays gone', async () => {
    const account = await signUp(page.request, 'callouts', { experiences: 'fresh' });
    await page.goto(`${baseUrl()}/${account.username}/`);
    const banner = page.getByRole('region', { name: 'All your Pin stats in one place' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Impressions, saves and clicks now share one dashboard.');
    expect(await seriousViolations(page)).toEqual([]);

    const dismissed = answered('/UserExperienceResource/delete/');
    await tabTo(banner.getByRole('button', { name: 'Not now' }));
    await page.keyboard.press('Enter');
    await dismissed;
    await banner.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await banner.count()).toBe(0);
  });
});
