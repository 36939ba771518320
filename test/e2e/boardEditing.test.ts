import type { Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, firstPopularPin, notifications } from './helpers/page';
import { getResource } from './helpers/pins';
import { signUp } from './helpers/session';

// axe is injected as a script, which the product's CSP rightly refuses, so this file's contexts bypass it.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

interface ApiBoard {
  id: string;
  name: string;
  url: string;
  sections: { id: string; title: string }[];
}

describe('creating, editing and deleting a board in a real browser against the real server', () => {
  it('creates a board from the profile, renames it, adds a section, edits the section and deletes the board', async () => {
    const { username } = await signUp(page.request, 'bedit');

    await page.goto(`${baseUrl()}/${username}/_saved/`);
    await page.getByRole('button', { name: 'Create board' }).click();
    const create = page.getByRole('dialog', { name: 'Create board' });
    await create.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The name field has the focus: typing goes straight into it.
    await page.keyboard.type('Summer Trip');
    await create.getByRole('textbox', { name: 'Description' }).fill('Places to go');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(`**/${username}/summer-trip/`);
    await page.getByRole('heading', { level: 1, name: 'Summer Trip' }).waitFor();

    const board = (await getResource<ApiBoard>(page, 'BoardResource', { username, slug: 'summer-trip' })).data;
    await page.getByRole('link', { name: 'Edit board' }).click();
    await page.waitForURL(`**/board/${board.id}/edit/`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await name.fill('Summer Trips 2027');
    const update = page.waitForResponse((r) => r.url().includes('/resource/BoardResource/update/'));
    await page.getByRole('form', { name: 'Board details' }).getByRole('button', { name: 'Save' }).click();
    expect((await update).status()).toBe(200);
    await page.getByRole('link', { name: 'Back to Summer Trips 2027' }).waitFor();
    await notifications(page).getByText('Board saved').waitFor();

    await page.getByRole('textbox', { name: 'New section' }).fill('Beaches');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('textbox', { name: 'Section 1' }).waitFor();
    const renamed = (await getResource<ApiBoard>(page, 'BoardResource', { board_id: board.id })).data;
    expect([renamed.name, renamed.url, renamed.sections.map((s) => s.title)]).toEqual(['Summer Trips 2027', board.url, ['Beaches']]);

    // The section's own page: reachable by its id, and clean for axe.
    await page.goto(`${baseUrl()}/boardsection/${renamed.sections[0].id}/edit/`);
    await page.getByRole('textbox', { name: 'Section name' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl()}/board/${board.id}/edit/`);
    await page.getByRole('button', { name: 'Delete board' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Summer Trips 2027?' });
    await confirm.getByText('It has no pins.').waitFor();
    const remove = page.waitForResponse((r) => r.url().includes('/resource/BoardResource/delete/'));
    await confirm.getByRole('button', { name: 'Delete board' }).click();
    expect((await remove).status()).toBe(200);
    await page.waitForURL(`**/${username}/_saved/`);
    await notifications(page).getByText('Summer Trips 2027 deleted').waitFor();
    await expect(getResource(page, 'BoardResource', { board_id: board.id })).rejects.toThrow('answered 404');
  });

  it("shows someone else's board edit page as a refusal", async () => {
    const { username: owner } = await signUp(page.request, 'bown');
    await page.goto(`${baseUrl()}/${owner}/_saved/`);
    await page.getByRole('button', { name: 'Create board' }).click();
    await page.keyboard.type('Not yours');
    await page.getByRole('dialog', { name: 'Create board' }).getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(`**/${owner}/not-yours/`);
    const board = (await getResource<ApiBoard>(page, 'BoardResource', { username: owner, slug: 'not-yours' })).data;

    await page.context().clearCookies();
    await signUp(page.request, 'bother');
    await page.goto(`${baseUrl()}/board/${board.id}/edit/`);
    await page.getByRole('heading', { level: 1, name: "You can't edit this board" }).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
  });

  it('creates a board from the board list of the save page; it is offered first at once, and saving there works', async () => {
    await signUp(page.request, 'bpick');
    const pin = await firstPopularPin(page);
    await page.goto(`${baseUrl()}/pin/${pin.id}/repin/`);
    const boards = page.getByRole('list', { name: 'Boards' });
    await page.getByRole('button', { name: 'Create board' }).click();
    await page.keyboard.type('Picked first');
    await page.getByRole('dialog', { name: 'Create board' }).getByRole('button', { name: 'Create' }).click();
    const created = boards.getByRole('button', { name: 'Picked first' });
    await created.waitFor();
    await expect(created.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    const repin = page.waitForResponse((r) => r.url().includes('/resource/RepinResource/create/'));
    await page.keyboard.press('Enter');
    expect((await repin).status()).toBe(201);
    await page.locator('.repin__status').getByText('Picked first').waitFor();
  });
});
