import type { Browser } from 'playwright-core';
import { baseUrl } from './page';
import { csrfToken, DEMO, logIn } from './session';

/** A demo board with no collaborators, which no e2e file but the invite ones changes. */
export const INVITE_BOARD = { username: 'demo', slug: 'someday-trips', name: 'Someday Trips', path: '/demo/someday-trips/' } as const;

/** The demo user, in a browser context of its own, asks for the board's invite link through the API: its url path. */
export async function demoInviteLink(browser: Browser, boardId: string): Promise<string> {
  const context = await browser.newContext();
  try {
    await logIn(context.request, DEMO.username, DEMO.password);
    const res = await context.request.post(`${baseUrl()}/resource/BoardInviteResource/create/`, {
      headers: { 'x-csrftoken': await csrfToken(context.request) },
      data: { options: { board_id: boardId } },
    });
    // 201 when a new link was made, 200 when the board's active one is answered.
    if (res.status() !== 201 && res.status() !== 200) throw new Error(`invite create answered ${res.status()}`);
    return (await res.json()).resource_response.data.invite_url as string;
  } finally {
    await context.close();
  }
}
