import type { APIRequestContext } from 'playwright-core';
import { EXPERIENCES } from '../../../shared/constants';
import { baseUrl } from './page';

/** The seeded demo account (db/seed/users.ts): owner of the group board "Family Dinner Ideas". */
export const DEMO = { username: 'demo', password: 'demo-pass-2026', fullName: 'Alex Rivera' } as const;

/** The csrftoken cookie's value, fetched with one GET first if the context has none yet. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  await request.get(`${baseUrl()}/api/health`);
  return (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

/**
 * 'settled' (the default): the account has already met what the seed places for it, as a returning person has, so
 * a test about something else is not covered by a new account's welcome modal or the survey that comes 5 s into any
 * signed-in page. 'fresh': everything is still to be met (the experience tests).
 */
export interface SessionOptions {
  experiences?: 'settled' | 'fresh';
}

const ALL_PLACEMENTS = [...new Set(Object.values(EXPERIENCES.placements).flat())];

/** Dismisses every experience served to the signed-in context, placement by placement, until none is served. */
async function settleExperiences(request: APIRequestContext): Promise<void> {
  const query = encodeURIComponent(JSON.stringify({ options: { placement_ids: ALL_PLACEMENTS } }));
  for (let round = 0; round < 20; round += 1) {
    const res = await request.get(`${baseUrl()}/resource/UserExperienceResource/get/?data=${query}`);
    const served = Object.values((await res.json()).resource_response.data as Record<string, { id: string } | null>).filter((e) => e !== null);
    if (served.length === 0) return;
    for (const e of served) {
      const dismissed = await request.delete(`${baseUrl()}/resource/UserExperienceResource/delete/`, {
        headers: { 'x-csrftoken': await csrfToken(request) },
        data: { options: { placed_experience_id: e.id } },
      });
      if (dismissed.status() !== 200) throw new Error(`dismissing ${e.id} answered ${dismissed.status()}`);
    }
  }
  throw new Error('experiences kept being served after 20 rounds of dismissing them');
}

/** Logs the context in through the API (a page's `request` shares its browser context's cookies). */
export async function logIn(request: APIRequestContext, username: string, password: string, options: SessionOptions = {}): Promise<void> {
  const res = await request.post(`${baseUrl()}/resource/UserSessionResource/create/`, {
    headers: { 'x-csrftoken': await csrfToken(request) },
    data: { options: { username_or_email: username, password } },
  });
  if (res.status() !== 200) throw new Error(`log in as ${username} answered ${res.status()}`);
  if (options.experiences !== 'fresh') await settleExperiences(request);
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
export async function signUp(request: APIRequestContext, prefix: string, options: SessionOptions = {}): Promise<Account> {
  serial += 1;
  const account = { username: `${prefix}_${Date.now().toString(36)}_${serial}`, password: `${prefix}-e2e-pass-2026` };
  const res = await request.post(`${baseUrl()}/resource/UserRegisterResource/create/`, {
    headers: { 'x-csrftoken': await csrfToken(request) },
    data: { options: { ...account, email: `${account.username}@example.com`, first_name: 'Sam' } },
  });
  if (res.status() !== 201) throw new Error(`sign up as ${account.username} answered ${res.status()}`);
  if (options.experiences !== 'fresh') await settleExperiences(request);
  return account;
}
