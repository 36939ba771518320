import type { Page } from 'playwright-core';
import { boardPinIds, createBoard, createResource } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, notifications } from './helpers/page';
import { card, getResource, selectToggle } from './helpers/pins';
import { signUp } from './helpers/session';

const session = browserPerFile({ bypassCSP: true, viewport: { width: 1440, height: 1800 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

describe('bulk edit in a real browser against the real server', () => {
  it('moves two pins to another board from selection mode; both boards show it; no serious axe finding in selection mode or its dialog', async () => {
    await signUp(page.request, 'bulk');
    const kitchen = await createBoard(page.request, 'Kitchen ideas');
    const garden = await createBoard(page.request, 'Garden ideas');
    const popular = (await getResource<{ id: string }[]>(page, 'UserHomefeedResource', { page_size: 3 })).data;
    const saves: string[] = [];
    for (const pin of popular)
      saves.push((await createResource<{ id: string }>(page.request, 'RepinResource', { pin_id: pin.id, board_id: kitchen.id })).id);
    expect(saves).toHaveLength(3);

    await page.goto(`${baseUrl()}${kitchen.url}`);
    await card(page, saves[2]).waitFor();
    await page.getByRole('button', { name: 'Organize' }).click();
    const bar = page.getByRole('region', { name: 'Organize pins' });
    await bar.getByText('0 selected').waitFor();
    await selectToggle(page, saves[0]).click();
    await selectToggle(page, saves[1]).focus();
    await page.keyboard.press('Space');
    await bar.getByText('2 selected').waitFor();
    await expect(selectToggle(page, saves[1]).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(selectToggle(page, saves[2]).getAttribute('aria-pressed')).resolves.toBe('false');
    expect(await seriousViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move 2 Pins to' });
    await dialog.getByRole('button', { name: 'Garden ideas', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const moved = page.waitForResponse((r) => r.url().includes('/resource/BulkEditMoveResource/update/'));
    await dialog.getByRole('button', { name: 'Garden ideas', exact: true }).click();
    expect((await moved).status()).toBe(200);
    await notifications(page).getByText('Moved 2 Pins to').waitFor();
    await card(page, saves[0]).waitFor({ state: 'detached' });
    await card(page, saves[1]).waitFor({ state: 'detached' });
    await card(page, saves[2]).waitFor();

    expect(await boardPinIds(page, kitchen.id)).toEqual([saves[2]]);
    expect(await boardPinIds(page, garden.id)).toEqual([saves[0], saves[1]].sort());
    await page.goto(`${baseUrl()}${garden.url}`);
    await card(page, saves[0]).waitFor();
    await card(page, saves[1]).waitFor();
  });
});
