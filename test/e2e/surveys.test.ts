import type { Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { getResource } from './helpers/pins';
import { signUp } from './helpers/session';

// The product's own CSP applies here (the frame must load under it); the axe test makes its own context that bypasses it.
const session = browserPerFile({ viewport: { width: 1280, height: 900 } });

const TITLE = 'Have a few minutes to take a survey?';
const SURVEY = 1000421;
const dialog = (page: Page) => page.getByRole('dialog', { name: TITLE });
const frameOf = (page: Page) => page.frameLocator(`iframe[title="${TITLE}"]`);

/** What the server places on the survey placement for this account now. */
async function served(page: Page): Promise<number | null> {
  const answer = await getResource<Record<string, { experience_id: number } | null>>(page, 'UserExperienceResource', {
    placement_ids: [SURVEY],
  });
  return answer.data[String(SURVEY)]?.experience_id ?? null;
}

/** A fresh account on its settings page (the home page would also welcome it with a modal), with the survey offered. */
async function offered(page: Page, prefix: string) {
  await signUp(page.request, prefix, { experiences: 'fresh' });
  expect(await served(page)).toBe(900102);
  await page.goto(`${baseUrl()}/settings`);
  // Its default delay is 5 s.
  await dialog(page).waitFor({ timeout: 15_000 });
}

/** Accepted: the frame shows once it has reported loaded. */
async function taken(page: Page) {
  await dialog(page).getByRole('button', { name: 'Take the survey' }).click();
  await page.locator('iframe.survey-frame__frame:not(.survey-frame__frame--loading)').waitFor();
  await frameOf(page).getByRole('heading', { name: 'How is Pinboard working for you?' }).waitFor();
}

describe('survey experiences in Chromium against the real server', () => {
  it('a fresh account is served the survey; finished in its frame, it is completed and does not come back', async () => {
    const page = session.page;
    await offered(page, 'survey');
    await expect(dialog(page).getByText('Tell us how Pinboard works for you.').isVisible()).resolves.toBe(true);

    await taken(page);
    const height = await page.locator(`iframe[title="${TITLE}"]`).evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(810);
    expect(await page.locator(`iframe[title="${TITLE}"]`).getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');

    const frame = frameOf(page);
    await frame.getByRole('radio', { name: 'Easy', exact: true }).check();
    await frame.getByRole('textbox', { name: /make Pinboard better/ }).fill('More boards of cats');
    await frame.getByRole('button', { name: 'Send' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await served(page)).toBeNull();

    // After a reload the placement is asked again and answers nothing.
    // (The request, not its answer: an answer's body is gone once a navigation replaced its page.)
    const asked = page.waitForRequest((r) => r.url().includes('UserExperienceResource') && decodeURIComponent(r.url()).includes(String(SURVEY)));
    await page.reload();
    await asked;
    expect(await served(page)).toBeNull();
  });

  it('the survey dialog and its frame pass axe; the frame dismissed, the survey is dismissed', async () => {
    // bypassCSP: axe is injected as a script.
    const context = await session.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await offered(page, 'surveyaxe');
      expect(await seriousViolations(page)).toEqual([]);
      await taken(page);
      expect(await seriousViolations(page)).toEqual([]);

      await frameOf(page).getByRole('button', { name: 'No thanks' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(await served(page)).toBeNull();
    } finally {
      await context.close();
    }
  });
});
