import type { APIRequestContext, Page } from 'playwright-core';
import { createBoard } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, firstPopularPin, notifications } from './helpers/page';
import { signUp } from './helpers/session';

const session = browserPerFile();
let page: Page;
beforeEach(() => {
  page = session.page;
});

async function savedInfoOf(request: APIRequestContext, pinId: string): Promise<{ title: string } | null> {
  const data = encodeURIComponent(JSON.stringify({ options: { id: pinId } }));
  const res = await request.get(`${baseUrl()}/resource/PinResource/get/?data=${data}`);
  return (await res.json()).resource_response.data.savedInfo;
}

const closeupSave = (p: Page) => p.locator('.closeup').getByRole('button', { name: /^Saved?$/ });

describe('saving in a real browser against the real server', () => {
  it('saves a pin to Profile with the toast, then unsaves it with "Pin deleted!"', async () => {
    await signUp(page.request, 'saver');
    const pin = await firstPopularPin(page);
    await page.goto(`${baseUrl()}/pin/${pin.id}/`);
    const button = closeupSave(page);
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('false');

    const repin = page.waitForResponse((r) => r.url().includes('/resource/RepinResource/create/'));
    await button.click();
    expect((await repin).status()).toBe(201);
    await page.locator('.closeup').getByText('Saved to Profile').waitFor();
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('true');

    // The toast follows the repin animation: 'Saved to Profile' with Change, and Organize for this brand-new account.
    await notifications(page).getByText('Saved to Profile').waitFor();
    await notifications(page).getByRole('button', { name: 'Change saved Pin button' }).waitFor();
    await notifications(page).getByRole('button', { name: 'Organize' }).waitFor();
    expect(await savedInfoOf(page.request, pin.id)).toMatchObject({ title: 'Profile' });

    const unsave = page.waitForResponse((r) => r.url().includes('/resource/PinResource/delete/'));
    await button.click();
    expect((await unsave).status()).toBe(200);
    await notifications(page).getByText('Pin deleted!').waitFor();
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('false');
    expect(await savedInfoOf(page.request, pin.id)).toBeNull();
  });

  it('a pin saved before a reload unsaves after it: "Pin deleted!" and the pin shows unsaved, then and after another reload', async () => {
    // Regression: only saves made since the page loaded could be undone; this unsave said 'There was an error deleting your Pin.'
    await signUp(page.request, 'saver');
    const pin = await firstPopularPin(page);
    await page.goto(`${baseUrl()}/pin/${pin.id}/`);
    const repin = page.waitForResponse((r) => r.url().includes('/resource/RepinResource/create/'));
    await closeupSave(page).click();
    expect((await repin).status()).toBe(201);
    await page.locator('.closeup').getByText('Saved to Profile').waitFor();

    await page.reload();
    const button = page.locator('.closeup').getByRole('button', { name: 'Saved' });
    await button.waitFor();
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('true');
    const unsave = page.waitForResponse((r) => r.url().includes('/resource/PinResource/delete/'));
    await button.click();
    expect((await unsave).status()).toBe(200);
    await notifications(page).getByText('Pin deleted!').waitFor();
    expect(await notifications(page).textContent()).not.toContain('error');
    await expect(closeupSave(page).getAttribute('aria-pressed')).resolves.toBe('false');
    expect(await savedInfoOf(page.request, pin.id)).toBeNull();

    await page.reload();
    await page.locator('.closeup').getByRole('button', { name: 'Save' }).waitFor();
    await expect(closeupSave(page).getAttribute('aria-pressed')).resolves.toBe('false');
  });

  it('signed out, Save asks to log in; after logging in the save happens by itself', async () => {
    const accountContext = await session.browser.newContext();
    const account = await signUp(accountContext.request, 'saver');
    await accountContext.close();

    const pin = await firstPopularPin(page);
    await page.goto(`${baseUrl()}/pin/${pin.id}/`);
    await closeupSave(page).click();
    const modal = page.getByRole('dialog', { name: 'Log in to save this Pin' });
    await modal.waitFor();
    await modal.getByLabel('Email or username').fill(account.username);
    await modal.getByLabel('Password').fill(account.password);
    const repin = page.waitForResponse((r) => r.url().includes('/resource/RepinResource/create/'));
    await modal.getByRole('button', { name: 'Log in' }).click();

    expect((await repin).status()).toBe(201);
    await page.waitForURL(`**/pin/${pin.id}/repin/`);
    await page.locator('.repin__status').getByText('Saved to').waitFor();
    expect(await page.locator('.repin__status').textContent()).toBe('Saved to Profile');
    expect(await savedInfoOf(page.request, pin.id)).toMatchObject({ title: 'Profile' });

    // After a reload the pin still shows saved, and the held save does not run again.
    let repinsAfterReload = 0;
    page.on('request', (r) => {
      if (r.url().includes('/resource/RepinResource/create/')) repinsAfterReload += 1;
    });
    await page.goto(`${baseUrl()}/pin/${pin.id}/`);
    await page.locator('.closeup').getByRole('button', { name: 'Saved' }).waitFor();
    expect(repinsAfterReload).toBe(0);
  });

  it('Change in the toast opens the edit page by keyboard, which moves the saved pin to another board; both axe clean', async () => {
    const context = await session.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    try {
      const p = await context.newPage();
      await signUp(p.request, 'saver');
      await createBoard(p.request, 'Road trips');
      const pin = await firstPopularPin(p);
      await p.goto(`${baseUrl()}/pin/${pin.id}/`);
      await closeupSave(p).click();
      const change = notifications(p).getByRole('button', { name: 'Change saved Pin button' });
      await change.waitFor();
      expect(await seriousViolations(p)).toEqual([]);

      await change.focus();
      await p.keyboard.press('Enter');
      await p.waitForURL(/\/pin\/\d+\/repin\/\?isEditingPin=true&pinBoardId=\d+&isFromToast=true&originalPinId=\d+$/);
      await p.getByRole('heading', { level: 1, name: 'Move your saved Pin' }).waitFor();
      const boards = p.getByRole('list', { name: 'Boards' });
      await boards.getByRole('button', { name: 'Road trips' }).waitFor();
      expect(await boards.getByRole('button', { name: 'Profile (saved here)' }).isDisabled()).toBe(true);
      expect(await seriousViolations(p)).toEqual([]);

      const moved = p.waitForResponse((r) => r.url().includes('/resource/PinResource/delete/'));
      await boards.getByRole('button', { name: 'Road trips' }).focus();
      await p.keyboard.press('Enter');
      expect((await moved).status()).toBe(200);
      await p.locator('.repin__status').getByText('Road trips').waitFor();
      expect(await savedInfoOf(p.request, pin.id)).toMatchObject({ title: 'Road trips' });
    } finally {
      await context.close();
    }
  });
});
