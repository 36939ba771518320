import type { APIRequestContext } from 'playwright-core';
import { baseUrl } from './page';

/** The seeded demo account (db/seed/users.ts): owner of the group board "Family Dinner Ideas". */
export const DEMO = { username: 'demo', password: 'demo-pass-2026', fullName: 'Alex Rivera' } as const;

/** The csrftoken cookie's value, fetched with one GET first if the context has none yet. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  await request.get(`${baseUrl()}/api/health`);
  return (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

/** Logs the context in through the API (a page's `request` shares its browser context's cookies). */
export async function logIn(request: APIRequestContext, username: string, password: string): Promise<void> {
  const res = await request.post(`${baseUrl()}/resource/UserSessionResource/create/`, {
    headers: { 'x-csrftoken': await csrfToken(request) },
    data: { options: { username_or_email: username, password } },
  });
  if (res.status() !== 200) throw new Error(`log in as ${username} answered ${res.status()}`);
}
