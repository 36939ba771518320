import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { createBoard } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, firstPopularPin, notifications } from './helpers/page';
import { getResource } from './helpers/pins';
import { logIn, signUp, type Account } from './helpers/session';

// bypassCSP only so that axe can be injected; the product's pages behave the same without it.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1440, height: 1800 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-builder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The pin as PinResource get answers it, with the fields these tests check. */
const pinById = async (p: Page, id: string) =>
  (await getResource<{ link: string | null; description: string; origImageUrl: string; board: { name: string } }>(p, 'PinResource', { id })).data;

/** A seeded image of this server, addressed as `host` (the e2e server lets image_url reach its own origin as `localhost` only). */
async function seededImageAt(p: Page, host: string): Promise<string> {
  const url = new URL((await pinById(p, (await firstPopularPin(p)).id)).origImageUrl, baseUrl());
  url.hostname = host;
  return url.href;
}

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

  it('saves an image through the bookmarklet page: the server fetches it and makes the pin', async () => {
    await logIn(page.request, account.username, account.password);
    await createBoard(page.request, 'Found online');
    const media = await seededImageAt(page, 'localhost');
    const query = new URLSearchParams({ url: 'https://bread.example/crumb', media, description: 'Crumb shot from the bakery' });
    await page.goto(`${baseUrl()}/pin/create/button/?${query}`);
    await page.getByRole('heading', { level: 1, name: 'Save to Pinboard' }).waitFor();
    await page.getByRole('combobox', { name: 'Board' }).selectOption({ label: 'Found online' });

    const created = page.waitForResponse((r) => r.url().includes('/resource/PinResource/create/'));
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const id: string = (await response.json()).resource_response.data.id;
    await page.waitForURL(`**/pin/${id}/`);

    const pin = await pinById(page, id);
    expect(pin).toMatchObject({ link: 'https://bread.example/crumb', description: 'Crumb shot from the bakery', board: { name: 'Found online' } });
    const image = await page.request.get(new URL(pin.origImageUrl, baseUrl()).href);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  it('shows the field error when the bookmarklet’s image is on a refused address', async () => {
    await logIn(page.request, account.username, account.password);
    // The same image, spelled as a loopback address: not on the allow list, so the server refuses to fetch it.
    const media = await seededImageAt(page, '127.0.0.1');
    await page.goto(`${baseUrl()}/pin/create/button/?${new URLSearchParams({ url: 'https://bread.example/', media })}`);
    await page.getByRole('combobox', { name: 'Board' }).waitFor();

    const refused = page.waitForResponse((r) => r.url().includes('/resource/PinResource/create/'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(400);
    const words = 'We cannot fetch images from that address. Check the address, or upload the image instead.';
    await page.getByText(words, { exact: true }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(`Please check: ${words}`);
    expect(page.url()).toContain('/pin/create/button/');
  });
});
