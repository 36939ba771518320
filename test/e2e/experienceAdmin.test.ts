import type { Page } from 'playwright-core';
import { main as admin } from '../../server/cli/adminMain';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { serverPerFile } from './helpers/server';
import { dismissStaysGone } from './helpers/experiences';
import { signUp } from './helpers/session';

// /admin/experiences in Chromium: an operator authors a banner on the page, a fresh account meets it on home and
// dismisses it for good, and the operator retires it. The file runs its own server on a database it knows, so the
// admin command can make the operator (the shared server's experiences must not reach the other files).
const VIEWPORT = { viewport: { width: 1440, height: 1800 }, bypassCSP: true };
const session = browserPerFile(VIEWPORT);
let page: Page;
const server = serverPerFile('exp-admin');
beforeEach(() => {
  page = session.page;
});

const quiet = { out: () => {}, err: () => {} };

describe('/admin/experiences', () => {
  it('is refused, with a clear page, to an account that is not an operator', async () => {
    const visitor = await (await session.browser.newContext(VIEWPORT)).newPage();
    try {
      await signUp(visitor.request, 'expnotop', { experiences: 'fresh' });
      await visitor.goto(`${server.url}/admin/experiences`);
      await visitor.getByRole('heading', { level: 1, name: 'Only operators can author experiences' }).waitFor();
      expect(await visitor.getByRole('button', { name: 'Create experience' }).count()).toBe(0);
    } finally {
      await visitor.context().close();
    }
  });

  it("an operator's banner, made on the page, reaches a fresh account on home; dismissed, it stays gone; then it is retired", async () => {
    const operator = await signUp(page.request, 'expadm', { experiences: 'fresh' });
    expect(admin(['operator', 'grant', operator.username], { ...process.env, DATABASE_PATH: server.databasePath }, quiet)).toBe(0);
    const experienceId = String(920000 + (Date.now() % 10000));
    const title = `Maintenance ${experienceId}`;

    await page.goto(`${server.url}/settings`);
    await page.getByRole('link', { name: /^Experiences/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Experiences' }).waitFor();
    // The seeded demo experiences fill the list.
    await page.getByRole('region', { name: 'Placement 11' }).waitFor();

    await page.getByLabel('Placement id', { exact: true }).fill('11');
    await page.getByLabel('Experience id').fill(experienceId);
    await page.getByLabel('Priority').fill('1000');
    await page.getByLabel('Display type').selectOption('warning-callout');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Message').fill('Saving may pause for a minute tonight.');
    await page.getByLabel('Icon', { exact: true }).selectOption('2');
    await page.getByLabel('Audience').selectOption('signed_in');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('region', { name: title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create experience' }).click();
    await page.getByText(`Created 11:${experienceId}.`).waitFor();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: title }) });
    await item.waitFor();
    expect(await item.textContent()).toContain('Live');

    const viewer = await (await session.browser.newContext(VIEWPORT)).newPage();
    const scripts: string[] = [];
    viewer.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    try {
      await signUp(viewer.request, 'expadmviewer', { experiences: 'fresh' });
      await viewer.goto(`${server.url}/`);
      // A new account is welcomed by the seeded modal on 1000503 first.
      const modal = viewer.getByRole('dialog', { name: 'Welcome to Pinboard' });
      await modal.waitFor();
      await modal.getByRole('button', { name: 'Not now' }).click();
      await modal.waitFor({ state: 'detached' });

      const banner = viewer.getByRole('region', { name: title });
      await banner.waitFor();
      expect(await banner.textContent()).toContain('Saving may pause for a minute tonight.');
      await dismissStaysGone(viewer, banner);
      // The authoring page's chunk is never part of home.
      expect(scripts.filter((url) => url.includes('experience-admin'))).toEqual([]);
    } finally {
      await viewer.context().close();
    }

    await page.reload();
    await item.waitFor();
    await item.getByText('Dismissed').waitFor();
    expect(await item.locator('dt:text("Dismissed") + dd').textContent()).toBe('1');
    await page.getByRole('button', { name: `Retire ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: `Retire ${title}?` });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Retire' }).click();
    await confirm.waitFor({ state: 'detached' });
    await item.getByText('Retired', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Restore ${title}` }).waitFor();
  });
});
