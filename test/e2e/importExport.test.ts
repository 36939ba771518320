import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { createBoard, createResource } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { signUp } from './helpers/session';

// bypassCSP only so that axe can be injected; the product's pages behave the same without it.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

/** The person's boards with their pin counts, as the board list answers them. */
async function boardsOf(username: string) {
  const data = encodeURIComponent(JSON.stringify({ options: { username, include_archived: true } }));
  const res = await page.request.get(`${baseUrl()}/resource/BoardsResource/get/?data=${data}`);
  return ((await res.json()).resource_response.data as { name: string; pinCount: number }[]).map((b) => [b.name, b.pinCount]);
}

describe('export and import in a real browser against the real server', () => {
  it('a fresh person downloads their archive and imports it back: nothing is duplicated; both pages pass axe', async () => {
    const { username } = await signUp(page.request, 'archive');
    const board = await createBoard(page.request, 'Travel plans', { description: 'Where next' });
    const section = await createResource<{ id: string }>(page.request, 'BoardSectionResource', { board_id: board.id, title: 'Coast' });
    const image = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#3070c0' } })
      .png()
      .toBuffer();
    await createResource(page.request, 'PinResource', {
      board_id: board.id,
      section: section.id,
      title: 'Lighthouse',
      image_base64: image.toString('base64'),
    });
    const before = await boardsOf(username);
    expect(before).toEqual([['Travel plans', 1]]);

    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /Import and export/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Import and export' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download your archive' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^pinboard-${username}-\\d{4}-\\d\\d-\\d\\d\\.zip$`));
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 2).toString()).toBe('PK');

    await page.getByLabel('Archive file (.zip)').setInputFiles(file);
    await page.getByRole('button', { name: 'Import' }).click();
    await page
      .getByText('Import finished: 0 boards created, 1 already here; 0 sections created; 0 Pins created, 1 skipped as already imported.')
      .waitFor();
    expect(await page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await boardsOf(username)).toEqual(before);
  });
});
