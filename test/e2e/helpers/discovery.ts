import type { Page } from 'playwright-core';
import { getResource } from './pins';

export interface DemoInterest {
  id: string;
  name: string;
  urlName: string;
}

/** The first seeded interest with at least one video pin: its page and its video category page both have pins. */
export async function interestWithVideos(page: Page): Promise<DemoInterest> {
  // The seed has 24 interests, ids 1 to 24 (db/seed/interests.ts).
  for (let id = 1; id <= 24; id += 1) {
    const videos = await getResource<unknown[]>(page, 'InterestFeedResource', { interest_id: id, kind: 'video', page_size: 1 });
    if (videos.data.length > 0) return (await getResource<DemoInterest>(page, 'InterestResource', { interest_id: id })).data;
  }
  throw new Error('no seeded interest has a video pin');
}

/** A seeded account's user id, which its catalogue's address names. */
export async function accountId(page: Page, username: string): Promise<string> {
  return (await getResource<{ id: string }>(page, 'UserResource', { username })).data.id;
}

/** The merchant with product pins (db/seed/accounts.ts). */
export const MERCHANT = { username: 'brightnest', password: 'pinboard-2026' } as const;
