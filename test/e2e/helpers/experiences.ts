import type { Locator, Page } from 'playwright-core';
import { pinLinks } from './page';

/** Dismisses `banner` with its Dismiss button, once the server has it, then reloads home and expects it gone for good. */
export async function dismissStaysGone(page: Page, banner: Locator): Promise<void> {
  const dismissed = page.waitForResponse((r) => r.url().includes('/UserExperienceResource/delete/') && r.status() === 200);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await dismissed;
  await page.reload();
  await pinLinks(page).first().waitFor();
  // Placements answer after the grid: wait until nothing is asked any more before looking.
  await page.waitForLoadState('networkidle');
  expect(await banner.count()).toBe(0);
}
