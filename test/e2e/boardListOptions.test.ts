import type { Page } from 'playwright-core';
import { createBoard } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { signUp, type Account } from './helpers/session';

// bypassCSP: axe is injected as a script.
const session = browserPerFile({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
let page: Page;
let me: Account;

// Each test gets a fresh context (browserPerFile), so each signs up its own person with three boards.
beforeEach(async () => {
  page = session.page;
  me = await signUp(page.request, 'blist');
  // Made in this order, so the default order (last saved to; none has a pin: newest first) differs from A to Z.
  for (const name of ['Cherry', 'apple', 'Banana']) await createBoard(page.request, name);
});

/** Waits until the profile lists these boards in this order (a quick-saves 'Profile' board, if any, aside). */
async function waitForBoards(names: string[]) {
  await page.waitForFunction(
    (want) =>
      JSON.stringify([...document.querySelectorAll('.profile-boards__grid > li a')].map((a) => a.textContent).filter((n) => n !== 'Profile')) ===
      JSON.stringify(want),
    names,
  );
}

async function openProfile() {
  await page.goto(`${baseUrl()}/${me.username}/_saved/`);
  await page.getByRole('list', { name: 'Boards' }).waitFor();
}

async function choose(option: string) {
  await page.getByRole('button', { name: 'Board view options' }).click();
  await page.getByRole('menuitemradio', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('board list view options on your own profile, in Chromium against the real server', () => {
  it('changes the sort from the menu, keeps it across a reload, and the open menu passes axe', async () => {
    await openProfile();
    await waitForBoards(['Banana', 'apple', 'Cherry']);

    await page.getByRole('button', { name: 'Board view options' }).click();
    await page.getByRole('menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('menuitemradio', { name: 'A to Z' }).click();
    await page.keyboard.press('Escape');
    await waitForBoards(['apple', 'Banana', 'Cherry']);

    await page.reload();
    await waitForBoards(['apple', 'Banana', 'Cherry']);
    await page.getByRole('button', { name: 'Board view options' }).click();
    expect(await page.getByRole('menuitemradio', { name: 'A to Z' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
  });

  it('reorders boards by keyboard in the custom order, kept across a reload; the dialog passes axe', async () => {
    await openProfile();
    await choose('Custom order');
    await page.getByRole('button', { name: 'Reorder boards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reorder boards' });
    await dialog.getByRole('button', { name: 'Move Banana up' }).focus();
    expect(await seriousViolations(page)).toEqual([]);
    // No order stored yet: creation order.
    expect((await dialog.locator('li').allTextContents()).filter((n) => n !== 'Profile')).toEqual(['Cherry', 'apple', 'Banana']);
    const saved = page.waitForResponse((res) => res.url().includes('/resource/BoardOrderResource/update/'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    expect((await dialog.locator('li').allTextContents()).filter((n) => n !== 'Profile')).toEqual(['Cherry', 'Banana', 'apple']);
    await expect(dialog.getByRole('button', { name: 'Move Banana up' }).evaluate((b) => b === document.activeElement)).resolves.toBe(true);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await waitForBoards(['Cherry', 'Banana', 'apple']);
    await page.reload();
    await waitForBoards(['Cherry', 'Banana', 'apple']);
  });
});
