import type { APIRequestContext, Page } from 'playwright-core';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { csrfToken, signUp } from './helpers/session';

// The experience calls in a real browser against the real, seeded server: a visitor's state lives in Chromium's
// cookie jar (the HttpOnly visitor cookie), the demo experiences are there, and bots get none. Surfaces come later.
const session = browserPerFile();
let page: Page;
beforeEach(() => {
  page = session.page;
});

const HOME = [11, 1000541, 1000503];

async function homeExperiences(request: APIRequestContext): Promise<Record<string, number | null>> {
  const data = encodeURIComponent(JSON.stringify({ options: { placement_ids: HOME, targeting: { path: '/' } } }));
  const res = await request.get(`${baseUrl()}/resource/UserExperienceResource/get/?data=${data}`);
  expect(res.status()).toBe(200);
  const answer = (await res.json()).resource_response.data as Record<string, { experience_id: number } | null>;
  return Object.fromEntries(Object.entries(answer).map(([placement, e]) => [placement, e?.experience_id ?? null]));
}

async function mark(request: APIRequestContext, resource: string, method: 'put' | 'delete', placed: string): Promise<number> {
  const res = await request[method](`${baseUrl()}/resource/${resource}/`, {
    headers: { 'x-csrftoken': await csrfToken(request) },
    data: { options: { placed_experience_id: placed } },
  });
  return res.status();
}

describe('experiences against the real server', () => {
  it('a fresh visitor gets the welcome banner; dismissed, it stays gone for that browser only', async () => {
    await page.goto(`${baseUrl()}/`);
    // What the page shows, not a second ask: the page may already have marked the banner viewed, after which the
    // placement serves the next experience.
    await page.locator('main section.exp-banner', { hasText: 'Welcome to Pinboard' }).waitFor();
    expect(await mark(page.request, 'UserExperienceResource/delete', 'delete', '11%3A502312')).toBe(200);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'exp_visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('exp_visitor');

    await page.reload();
    expect((await homeExperiences(page.request))['11']).toBe(502322);
    const other = await (await session.browser.newContext()).newPage();
    expect((await homeExperiences(other.request))['11']).toBe(502312);
    await other.context().close();
  });

  it('a new account is welcomed by the modal, then the tip toast once the modal is completed', async () => {
    await signUp(page.request, 'exp', { experiences: 'fresh' });
    expect(await homeExperiences(page.request)).toEqual({ '11': 502320, '1000541': null, '1000503': 507054 });
    expect(await mark(page.request, 'UserExperienceViewedResource/update', 'put', '1000503:507054')).toBe(200);
    expect(await mark(page.request, 'UserExperienceCompletedResource/update', 'put', '1000503:507054')).toBe(200);
    expect((await homeExperiences(page.request))['1000503']).toBe(900101);
  });

  it('a crawler gets none', async () => {
    const bot = await session.browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(await homeExperiences(bot.request)).toEqual({ '11': null, '1000541': null, '1000503': null });
    await bot.close();
  });
});
