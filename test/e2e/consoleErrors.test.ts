import type { Page } from 'playwright-core';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, firstPopularPin } from './helpers/page';
import { openCardBySearch } from './helpers/pins';
import { signUp } from './helpers/session';

// No console error on any page. Every modal used to log a CSP style-src-elem violation: Radix's scroll lock injected
// a <style> element. The policy is enforced here (no bypassCSP), as visitors have it.
const session = browserPerFile({ viewport: { width: 1280, height: 900 } }, { freshVisitors: true });

/** Console errors, uncaught errors and CSP violations the page reports from its first script on. */
async function watchErrors(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`csp: ${event.effectiveDirective} ${event.blockedURI}`));
  });
  return async () => [...errors, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

/**
 * Whether the page behind is kept from scrolling: the overflow the viewport takes, by CSS's rule, from the root
 * element unless that is visible, and then from the body.
 */
const scrollLocked = (page: Page) =>
  page.evaluate(() => {
    const root = getComputedStyle(document.documentElement).overflowY;
    return (root === 'visible' ? getComputedStyle(document.body).overflowY : root) === 'hidden';
  });

it('opening a dialog locks the page behind it and logs no console error or CSP violation', async () => {
  const page = session.page;
  const errors = await watchErrors(page);
  await page.goto(baseUrl());
  // A fresh visitor's cookie banner: Choose opens the cookie settings dialog.
  await page.getByRole('button', { name: 'Choose' }).click();
  await page.getByRole('dialog').waitFor();

  expect(await scrollLocked(page)).toBe(true);
  expect(await errors()).toEqual([]);
});

it('opening a menu (Radix locks the scroll for menus too) logs no console error or CSP violation', async () => {
  const page = session.page;
  await signUp(page.request, 'menus');
  const errors = await watchErrors(page);
  const card = await openCardBySearch(page, await firstPopularPin(page));
  await card.locator('.pin-card__closeup').hover();
  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menu').waitFor();

  expect(await scrollLocked(page)).toBe(true);
  expect(await errors()).toEqual([]);
});
