import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { createBoard } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, notifications } from './helpers/page';
import { logIn, signUp, type Account } from './helpers/session';

// bypassCSP only so that axe can be injected; the product's pages behave the same without it.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1440, height: 1800 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-builder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A real PNG (a gradient, so it has a dominant colour to find) written to a temporary file for the file input. */
async function pngFile(): Promise<string> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set([i % 256, (i >> 8) % 256, 120], i * 3);
  const file = path.join(dir, 'loaf.png');
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
  return file;
}

describe('creating and editing pins in a real browser against the real server', () => {
  // Each test has a fresh browser context: the later ones log in again as the person the first one signed up.
  let account: Account;
  let pinId = '';

  it('uploads an image file through the builder, publishes it and lands on its closeup', async () => {
    account = await signUp(page.request, 'builder');
    await createBoard(page.request, 'Bread');
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/pin-builder');
    await page.getByRole('heading', { level: 1, name: 'Create Pin' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Image file').setInputFiles(await pngFile());
    await page.getByRole('img', { name: 'Preview of your Pin' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Sourdough loaf');
    await page.getByRole('textbox', { name: 'Description' }).fill('Twelve hours of patience.');
    await page.getByRole('textbox', { name: 'Destination link' }).fill('https://bread.example/loaf');
    await expect(page.getByRole('combobox', { name: 'Board' }).locator('option:checked').textContent()).resolves.toBe('Bread');

    const created = page.waitForResponse((r) => r.url().includes('/resource/PinResource/create/'));
    await page.getByRole('button', { name: 'Publish' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    pinId = (await response.json()).resource_response.data.id;

    await page.waitForURL(`**/pin/${pinId}/`);
    await page.getByRole('heading', { level: 1, name: 'Sourdough loaf' }).waitFor();
    await notifications(page).getByRole('link', { name: 'Bread' }).waitFor();
  });

  it('edits the pin’s title on /pin/{id}/edit', async () => {
    await logIn(page.request, account.username, account.password);
    await page.goto(`${baseUrl()}/pin/${pinId}/edit`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title.inputValue()).resolves.toBe('Sourdough loaf');
    expect(await seriousViolations(page)).toEqual([]);

    await title.fill('Rye sourdough');
    const updated = page.waitForResponse((r) => r.url().includes('/resource/PinResource/update/'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await updated).status()).toBe(200);
    await page.waitForURL(`**/pin/${pinId}/`);
    await page.getByRole('heading', { level: 1, name: 'Rye sourdough' }).waitFor();
  });

  it('opens the bookmarklet page prefilled from its query', async () => {
    const query = new URLSearchParams({
      url: 'https://bread.example/loaf',
      media: 'https://cdn.bread.example/loaf.jpg',
      description: 'From the bakery',
    });
    await logIn(page.request, account.username, account.password);
    await page.goto(`${baseUrl()}/pin/create/button/?${query}`);
    await page.getByRole('heading', { level: 1, name: 'Save to Pinboard' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Destination link' }).inputValue()).resolves.toBe('https://bread.example/loaf');
    await expect(page.getByRole('textbox', { name: 'Description' }).inputValue()).resolves.toBe('From the bakery');
    await expect(page.getByRole('img', { name: 'What you are saving' }).getAttribute('src')).resolves.toBe('https://cdn.bread.example/loaf.jpg');
    await page.getByRole('combobox', { name: 'Board' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('offers the bookmarklet as a javascript: link to drag', async () => {
    await logIn(page.request, account.username, account.password);
    await page.goto(`${baseUrl()}/pin-builder`);
    const link = page.getByRole('link', { name: 'Save to Pinboard' });
    await expect(link.getAttribute('href')).resolves.toMatch(/^javascript:/);
  });
});
