import type { Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, firstPopularPin } from './helpers/page';
import { searchUrl } from './helpers/pins';
import { signUp } from './helpers/session';

// The seeded anchored experiences (db/seed/experiences.ts) as a newcomer meets them, in Chromium on the shared server:
// the coach mark and the flyout on a closeup's Save button, the search box's popover and search delight on a search.
// A short window, so a search's results scroll.
const session = browserPerFile({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
let page: Page;
beforeEach(() => {
  page = session.page;
});

const dismissed = (p: Page) => p.waitForResponse((r) => r.url().includes('/UserExperienceResource/delete/') && r.status() === 200);

describe('anchored experiences', () => {
  it("a newcomer's coach mark on the Save button opens by keyboard, is dismissed and stays gone after a reload", async () => {
    await signUp(page.request, 'anchored', { experiences: 'fresh' });
    const pin = await firstPopularPin(page);
    await page.goto(`${baseUrl()}${pin.seoUrl}`);

    const pulsar = page.getByRole('button', { name: 'Show tip' });
    await pulsar.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Keyboard: Tab from the Save button reaches the pulsar, which follows it in the page.
    await page.locator('.closeup__actions').getByRole('button', { name: /^Save/ }).focus();
    await page.keyboard.press('Tab');
    await expect(pulsar.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');

    const tooltip = page.getByRole('dialog', { name: 'Tip' });
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('Save Pins you love to your boards');
    await expect(tooltip.getByRole('button', { name: 'Got it' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await pulsar.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    const gone = dismissed(page);
    await page.keyboard.press('Escape');
    await gone;
    await expect(pulsar.count()).resolves.toBe(0);
    // The closeup's flyout waited for the coach mark to finish: it is next on the same button.
    const flyout = page.getByRole('dialog', { name: 'Tip' });
    await flyout.getByText('Save this Pin to one of your boards').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await flyout.getByText('Save this Pin to one of your boards').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await pulsar.count()).toBe(0);
    expect(await page.getByText('Save Pins you love to your boards').count()).toBe(0);
  });

  it('a search shows the search box popover, which a scroll dismisses, then highlights the search in delight', async () => {
    await page.goto(searchUrl('Pancakes'));
    const popover = page.getByRole('dialog', { name: 'Tip' });
    await popover.getByText('Search Pins, boards and people').waitFor();
    // Beside the search box, below it.
    const box = await page.getByRole('search', { name: 'Pins' }).boundingBox();
    const bubble = await popover.boundingBox();
    expect(bubble!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
    expect(await seriousViolations(page)).toEqual([]);

    const gone = dismissed(page);
    await page.locator('main a[href^="/pin/"]').first().waitFor();
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 300);
    await gone;
    await expect(popover.count()).resolves.toBe(0);

    const delight = page.locator('.search-delight');
    await delight.waitFor();
    expect(await delight.locator('mark').allTextContents()).toEqual(['Pancakes']);
    expect(await delight.textContent()).toContain('Popular right now');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('no delight for a search that only contains a listed query inside a longer word', async () => {
    await page.goto(searchUrl('pancakesandwich'));
    await page.getByRole('dialog', { name: 'Tip' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Tip' }).waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('mark').count()).toBe(0);
  });
});
