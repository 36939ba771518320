import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { demoInviteLink, INVITE_BOARD } from './helpers/invites';
import { baseUrl, firstPopularPin } from './helpers/page';
import { getResource } from './helpers/pins';
import { DEMO, logIn, signUp } from './helpers/session';

// bypassCSP only so that axe can be injected; the product's pages behave the same without it.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1440, height: 1800 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

/** A seeded user (db/seed/users.ts) who is not on the board; the demo account's first name is Alex. */
const INVITEE = { username: 'wanderlust_jo', password: 'pinboard-2026', fullName: 'Jo Okafor' };

describe('a group-board invite in a real browser against the real server', () => {
  it("signed out, the link asks to log in in the inviter's name; after logging in the visitor is on the board", async () => {
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

/** Another origin (a port of its own) serving one page with a link to `target`, as any site could. */
async function otherSite(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="en"><title>Cute cats</title><a id="go" href="${target}">See the cats</a></html>`;
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('a crafted seamless invite link sent from another site', () => {
  it('does not join a signed-in visitor: they are asked, with Accept and Decline', async () => {
    const board = await getResource<{ id: string }>(page, 'BoardResource', { username: INVITE_BOARD.username, slug: INVITE_BOARD.slug });
    const link = await demoInviteLink(session.browser, board.data.id);
    const code = new URL(link, baseUrl()).searchParams.get('invite_code')!;
    await signUp(page.request, 'crafted');
    const crafted = `${baseUrl()}${INVITE_BOARD.path}?accept_invite=true&seamless=true&invite_code=${code}`;
    const site = await otherSite(crafted);
    try {
      await page.goto(site.url);
      const refused = page.waitForResponse((r) => r.url().includes('/resource/BoardInviteResource/update/'));
      await page.locator('#go').click();
      expect((await refused).status()).toBe(403);

      const banner = page.getByRole('region', { name: 'Board invite' });
      await banner.getByRole('button', { name: 'Accept' }).waitFor();
      await banner.getByRole('button', { name: 'Decline' }).waitFor();
      expect(await page.getByRole('status', { name: 'Notifications' }).getByText('You joined').count()).toBe(0);
      const after = await getResource<{ collaboratedByMe: boolean }>(page, 'BoardResource', { board_id: board.data.id });
      expect(after.data.collaboratedByMe).toBe(false);
      expect(await seriousViolations(page, 'section.invite-banner')).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe("the owner's invite link controls", () => {
  it('Reset invite link retires the old link and copies a new one', async () => {
    const board = await getResource<{ id: string }>(page, 'BoardResource', { username: INVITE_BOARD.username, slug: INVITE_BOARD.slug });
    const old = new URL(await demoInviteLink(session.browser, board.data.id), baseUrl()).searchParams.get('invite_code')!;
    await logIn(page.request, DEMO.username, DEMO.password);
    await page.goto(baseUrl() + INVITE_BOARD.path);
    const reset = page.getByRole('button', { name: 'Reset invite link' });
    await reset.waitFor();
    expect(await seriousViolations(page, '.board-header__actions')).toEqual([]);
    const rotated = page.waitForResponse((r) => r.url().includes('/resource/BoardInviteLinkResource/update/'));
    await reset.click();
    expect((await rotated).status()).toBe(201);
    await page
      .getByRole('status', { name: 'Notifications' })
      .getByText(/new invite link/i)
      .waitFor();

    const data = encodeURIComponent(JSON.stringify({ options: { invite_code: old } }));
    const oldLink = await page.request.get(`${baseUrl()}/resource/InviteCodeMetadataResource/get/?data=${data}`);
    expect(oldLink.status()).toBe(409);
    expect((await oldLink.json()).resource_response.error.fields).toEqual({ invite_code: expect.any(String) });
  });
});
