import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { boardPinIds } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, firstPopularPin, notifications } from './helpers/page';
import { card, getResource, selectToggle } from './helpers/pins';
import { signUp } from './helpers/session';

// Organising and creating as one person does it (sign up, a board and a section, an uploaded pin, a save into the
// section, a rename, a bulk move, a delete, then the bookmarklet in settings), every step through the pages; the API
// is only read, to check.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1440, height: 1800 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-journey-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface ApiBoard {
  id: string;
  name: string;
  url: string;
  pin_count: number;
  sections: { id: string; title: string }[];
}

async function jpegFile(): Promise<string> {
  const file = path.join(dir, 'market.jpg');
  await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toFile(file);
  return file;
}

async function createBoardFromProfile(username: string, name: string): Promise<ApiBoard> {
  await page.goto(`${baseUrl()}/${username}/_saved/`);
  await page.getByRole('button', { name: 'Create board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create board' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const slug = new URL(page.url()).pathname.split('/')[2];
  return (await getResource<ApiBoard>(page, 'BoardResource', { username, slug })).data;
}

describe('organising and creating, start to finish, in a real browser against the real server', () => {
  it('signs up, makes a board and a section, uploads a pin, saves another into the section, renames, bulk-moves and deletes', async () => {
    const { username } = await signUp(page.request, 'journey');

    // A board and a section, through the profile's Create board and the board's edit page.
    const market = await createBoardFromProfile(username, 'Market finds');
    await page.getByRole('link', { name: 'Edit board' }).click();
    await page.getByRole('textbox', { name: 'New section' }).fill('Spices');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('textbox', { name: 'Section 1' }).waitFor();
    const withSection = (await getResource<ApiBoard>(page, 'BoardResource', { board_id: market.id })).data;
    expect(withSection.sections.map((s) => s.title)).toEqual(['Spices']);

    // A pin from an uploaded image file, published to that board.
    await page.goto(`${baseUrl()}/pin-builder`);
    await page.getByLabel('Image file').setInputFiles(await jpegFile());
    await page.getByRole('img', { name: 'Preview of your Pin' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Saffron stall');
    await page.getByRole('combobox', { name: 'Board' }).selectOption({ label: 'Market finds' });
    const created = page.waitForResponse((r) => r.url().includes('/resource/PinResource/create/'));
    await page.getByRole('button', { name: 'Publish' }).click();
    expect((await created).status()).toBe(201);
    const uploadedId: string = (await (await created).json()).resource_response.data.id;
    await page.getByRole('heading', { level: 1, name: 'Saffron stall' }).waitFor();

    // Another pin saved into the section from the board list, with the toast naming both.
    const popular = await firstPopularPin(page);
    await page.goto(`${baseUrl()}/pin/${popular.id}/repin/`);
    const repin = page.waitForResponse((r) => r.url().includes('/resource/RepinResource/create/'));
    await page.getByRole('button', { name: 'Spices in Market finds' }).click();
    expect((await repin).status()).toBe(201);
    const savedId: string = (await (await repin).json()).resource_response.data.id;
    await page.getByText('Saved to Spices in Market finds').first().waitFor();
    const inSection = await getResource<{ id: string }[]>(page, 'BoardFeedResource', { board_id: market.id, section_id: withSection.sections[0].id });
    expect(inSection.data.map((p) => p.id)).toEqual([savedId]);

    // Rename the board.
    await page.goto(`${baseUrl()}/board/${market.id}/edit/`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Market finds 2027');
    const update = page.waitForResponse((r) => r.url().includes('/resource/BoardResource/update/'));
    await page.getByRole('form', { name: 'Board details' }).getByRole('button', { name: 'Save' }).click();
    expect((await update).status()).toBe(200);
    await notifications(page).getByText('Board saved').waitFor();

    // Bulk-move both pins to a second board.
    const pantry = await createBoardFromProfile(username, 'Pantry');
    await page.goto(`${baseUrl()}${market.url}`);
    await page.getByRole('heading', { level: 1, name: 'Market finds 2027' }).waitFor();
    await card(page, uploadedId).waitFor();
    await page.getByRole('button', { name: 'Organize' }).click();
    await selectToggle(page, uploadedId).click();
    await selectToggle(page, savedId).click();
    const bar = page.getByRole('region', { name: 'Organize pins' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Move' }).click();
    const moved = page.waitForResponse((r) => r.url().includes('/resource/BulkEditMoveResource/update/'));
    await page.getByRole('dialog', { name: 'Move 2 Pins to' }).getByRole('button', { name: 'Pantry', exact: true }).click();
    expect((await moved).status()).toBe(200);
    await notifications(page).getByText('Moved 2 Pins to').waitFor();
    expect(await boardPinIds(page, market.id)).toEqual([]);
    expect(await boardPinIds(page, pantry.id)).toEqual([uploadedId, savedId].sort());

    // Delete the board that now holds them; the original's save count is back where it was.
    const before = (await getResource<{ aggregatedPinData: { aggregatedStats: { saves: number } } }>(page, 'PinResource', { id: popular.id })).data;
    await page.goto(`${baseUrl()}/board/${pantry.id}/edit/`);
    await page.getByRole('button', { name: 'Delete board' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Pantry?' });
    const removed = page.waitForResponse((r) => r.url().includes('/resource/BoardResource/delete/'));
    await confirm.getByRole('button', { name: 'Delete board' }).click();
    expect((await removed).status()).toBe(200);
    await page.waitForURL(`**/${username}/_saved/`);
    await notifications(page).getByText('Pantry deleted').waitFor();
    await expect(getResource(page, 'BoardResource', { board_id: pantry.id })).rejects.toThrow('answered 404');
    const after = (await getResource<{ aggregatedPinData: { aggregatedStats: { saves: number } } }>(page, 'PinResource', { id: popular.id })).data;
    expect(after.aggregatedPinData.aggregatedStats.saves).toBe(before.aggregatedPinData.aggregatedStats.saves - 1);
  });

  it('offers the bookmarklet in settings, with no serious axe finding there', async () => {
    await signUp(page.request, 'bmset');
    await page.goto(`${baseUrl()}/settings/`);
    await page.getByRole('link', { name: /Browser button/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Browser button' }).waitFor();
    await expect(page.getByRole('link', { name: 'Save to Pinboard' }).getAttribute('href')).resolves.toMatch(/^javascript:/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
