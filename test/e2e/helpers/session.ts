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

export interface Account {
  username: string;
  password: string;
}

let serial = 0;

/**
 * A fresh account, signed in on the context, named `{prefix}_…`: a test that uses one sees nothing another e2e file
 * does to a shared account.
 */
export async function signUp(request: APIRequestContext, prefix: string): Promise<Account> {
  serial += 1;
  const account = { username: `${prefix}_${Date.now().toString(36)}_${serial}`, password: `${prefix}-e2e-pass-2026` };
  const res = await request.post(`${baseUrl()}/resource/UserRegisterResource/create/`, {
    headers: { 'x-csrftoken': await csrfToken(request) },
    data: { options: { ...account, email: `${account.username}@example.com`, first_name: 'Sam' } },
  });
  if (res.status() !== 201) throw new Error(`sign up as ${account.username} answered ${res.status()}`);
  return account;
}
