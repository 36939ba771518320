import type { Page } from 'playwright-core';
import { writeResource } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { signUp } from './helpers/session';

// bypassCSP only so that axe can be injected; the product's pages behave the same without it.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1440, height: 1800 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

/** The owner (signed in on the page) with a fresh board, and a second person, in their own context, on it. */
async function boardWithCollaborator() {
  await signUp(page.request, 'collab_owner');
  const board = await writeResource(page.request, 'BoardResource', 'create', { name: `Garden ${Date.now().toString(36)}` });
  expect(board.status).toBe(201);
  const mate = await session.browser.newContext();
  const mateAccount = await signUp(mate.request, 'collab_mate');
  const viewer = await mate.request.get(`${baseUrl()}/resource/ViewerResource/get/?data=${encodeURIComponent('{"options":{}}')}`);
  const mateId: string = (await viewer.json()).resource_response.data.id;
  const invite = await writeResource(page.request, 'BoardInviteResource', 'create', { board_id: board.data.id, invited_user_id: mateId });
  expect(invite.status).toBe(201);
  expect((await writeResource(mate.request, 'BoardInviteResource', 'update', { invite_code: invite.data.invite_code, accept: true })).status).toBe(
    200,
  );
  return { boardId: board.data.id as string, mate, mateUsername: mateAccount.username };
}

describe('collaborators in a real browser against the real server', () => {
  it("the owner gives a collaborator an action on /board/{id}/edit/collaborators, and the collaborator's rights follow", async () => {
    const { boardId, mate } = await boardWithCollaborator();
    try {
      const addSection = (title: string) => writeResource(mate.request, 'BoardSectionResource', 'create', { board_id: boardId, title });
      expect((await addSection('Before')).status).toBe(403);

      await page.goto(`${baseUrl()}/board/${boardId}/edit/collaborators`);
      const permissions = page.getByRole('group', { name: 'What Sam may do' });
      await permissions.waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const updated = page.waitForResponse((r) => r.url().includes('/resource/BoardCollaboratorResource/update/'));
      await permissions.getByRole('checkbox', { name: 'Add sections' }).check();
      expect((await updated).status()).toBe(200);
      expect((await addSection('After')).status).toBe(201);

      // Keyboard: the same checkbox, reached and unticked without a mouse, takes the right away again.
      const box = permissions.getByRole('checkbox', { name: 'Add sections' });
      await box.focus();
      const again = page.waitForResponse((r) => r.url().includes('/resource/BoardCollaboratorResource/update/'));
      await page.keyboard.press('Space');
      expect((await again).status()).toBe(200);
      expect(await box.isChecked()).toBe(false);
      expect((await addSection('Later')).status).toBe(403);
    } finally {
      await mate.close();
    }
  });

  it('the add collaborators page finds people by name, marks who is already on the board, and passes axe', async () => {
    const { boardId, mate, mateUsername } = await boardWithCollaborator();
    await mate.close();
    await page.goto(`${baseUrl()}/board/${boardId}/edit/add_collaborators`);
    await page.getByRole('searchbox', { name: 'Search people by name' }).fill(mateUsername);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('list', { name: 'People found' });
    await found.getByText('Collaborator', { exact: true }).waitFor();
    expect(await found.getByRole('button', { name: /^Invite / }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
