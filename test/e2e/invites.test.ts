import type { Page } from 'playwright-core';
import { browserPerFile } from './helpers/chromium';
import { demoInviteLink, INVITE_BOARD } from './helpers/invites';
import { baseUrl, firstPopularPin } from './helpers/page';
import { getResource } from './helpers/pins';

const session = browserPerFile();
let page: Page;
beforeEach(() => {
  page = session.page;
});

/** A seeded user (db/seed/users.ts) who is not on the board; the demo account's first name is Alex. */
const INVITEE = { username: 'wanderlust_jo', password: 'pinboard-2026', fullName: 'Jo Okafor' };

describe('a group-board invite in a real browser against the real server', () => {
  it('signed out, the link asks to log in in the inviter\'s name; after logging in the visitor is on the board', async () => {
    const board = await getResource<{ id: string }>(page, 'BoardResource', { username: INVITE_BOARD.username, slug: INVITE_BOARD.slug });
    const link = await demoInviteLink(session.browser, board.data.id);
    expect(link).toMatch(new RegExp(`^${INVITE_BOARD.path}\\?invite_code=[A-Za-z0-9_-]{16}$`));

    await page.goto(baseUrl() + link);
    const modal = page.getByRole('dialog', { name: 'Alex invited you to join their board' });
    await modal.waitFor();
    await modal.getByLabel('Email or username').fill(INVITEE.username);
    await modal.getByLabel('Password').fill(INVITEE.password);
    const accepted = page.waitForResponse((r) => r.url().includes('/resource/BoardInviteResource/update/'));
    await modal.getByRole('button', { name: 'Log in' }).click();

    // The seamless join: accepted without a question, announced, and the invite gone from the url.
    expect((await accepted).status()).toBe(200);
    await page.getByRole('status', { name: 'Notifications' }).getByText('You joined').waitFor();
    await page.waitForURL((url) => url.pathname === INVITE_BOARD.path && url.search === '');
    expect(await page.getByRole('region', { name: 'Board invite' }).count()).toBe(0);
    const members = page.getByRole('list', { name: 'Board members' });
    await members.getByRole('link', { name: INVITEE.fullName }).waitFor();
    expect(await members.getByRole('link', { name: INVITEE.fullName }).getAttribute('href')).toBe(`/${INVITEE.username}/`);
    await page.getByRole('button', { name: 'Leave board' }).waitFor();

    // The board is now one the invitee may save to: the API lists it, and the save page offers it.
    const writable = await getResource<{ id: string; name: string }[]>(page, 'BoardsResource', { writable_only: true, page_size: 100 });
    expect(writable.data.map((b) => b.id)).toContain(board.data.id);
    const pin = await firstPopularPin(page);
    await page.goto(`${baseUrl()}/pin/${pin.id}/repin/`);
    await page.getByRole('list', { name: 'Boards' }).getByRole('button', { name: INVITE_BOARD.name, exact: true }).waitFor();
  });
});
