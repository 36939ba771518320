import type { Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, pinLinks } from './helpers/page';
import { getResource } from './helpers/pins';
import { logIn, signUp } from './helpers/session';

// Fresh visitors: this file is about the banner itself. bypassCSP: axe is injected as a script.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1280, height: 900 } }, { freshVisitors: true });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Pinboard' });
const REFUSED = { decided: true, allow_analytic_cookies: false, allow_marketing_cookies: false, allow_personalization_cookies: false };

/** The home grid has loaded, and with it the viewer answer the banner waits on (the header's Log in shows it). */
async function homeLoaded(page: Page) {
  await pinLinks(page).nth(5).waitFor();
  await page.getByRole('link', { name: 'Log in' }).waitFor();
}

describe('cookie consent, in Chromium against the real server', () => {
  it('a fresh visitor sees the banner, rejects, never sees it again; an account logged into later has the refused flags', async () => {
    const page = session.page;
    // Someone who signed up elsewhere and has not decided yet (another context: its own cookies).
    const elsewhere = await session.browser.newContext();
    const account = await signUp(elsewhere.request, 'consent');
    expect((await getResource<{ cookie_consent: object }>(await elsewhere.newPage(), 'ViewerResource', {})).data.cookie_consent).toMatchObject({
      decided: false,
    });
    await elsewhere.close();

    await page.goto(baseUrl());
    await banner(page).waitFor();
    // In the bottom dock, first in the page content's order, laid over the bottom of the screen 16 px above its edge on
    // desktop, so it pushes nothing down. Home's welcome banner shares the dock: whichever appeared last is on top.
    expect(await page.locator('main > :first-child').getAttribute('class')).toContain('bottom-dock');
    expect(await page.locator('main > .bottom-dock .consent-banner').count()).toBe(1);
    const laidOver = await banner(page).evaluate((el) => {
      const dock = el.closest('.bottom-dock')!;
      return {
        position: getComputedStyle(dock).position,
        dockBottom: dock.getBoundingClientRect().bottom,
        within: el.getBoundingClientRect().bottom <= 900 - 16,
      };
    });
    expect(laidOver).toEqual({ position: 'fixed', dockBottom: 900 - 16, within: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.getByText('Your cookie choices are saved.').waitFor();
    await banner(page).waitFor({ state: 'detached' });

    await page.reload();
    await homeLoaded(page);
    expect(await banner(page).count()).toBe(0);
    await page.goto(`${baseUrl()}/search/pins/?q=dinner`);
    await pinLinks(page).first().waitFor();
    expect(await banner(page).count()).toBe(0);

    await logIn(page.request, account.username, account.password);
    const settings = await getResource<{ cookie_consent: object }>(page, 'UserSettingsResource', {});
    expect(settings.data.cookie_consent).toMatchObject(REFUSED);
    await page.goto(baseUrl());
    await pinLinks(page).nth(5).waitFor();
    expect(await banner(page).count()).toBe(0);
  });

  it('Choose opens the settings modal, which passes axe; saving the chosen settings ends the banner', async () => {
    const page = session.page;
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Choose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('checkbox', { name: 'Analytics cookies' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your cookie choices are saved.').waitFor();
    expect(await banner(page).count()).toBe(0);

    const viewer = await getResource<{ cookie_consent: object }>(page, 'ViewerResource', {});
    expect(viewer.data.cookie_consent).toMatchObject({ ...REFUSED, allow_analytic_cookies: true });
  });

  it('on a phone it is a sheet fixed to the bottom, which steps aside while the modal is open', async () => {
    const context = await session.browser.newContext({ bypassCSP: true, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl());
      await banner(page).waitFor();
      const sheet = await banner(page).evaluate((el) => {
        const dock = el.closest('.bottom-dock')!;
        return {
          position: getComputedStyle(dock).position,
          dockBottom: dock.getBoundingClientRect().bottom,
          within: el.getBoundingClientRect().bottom <= 740,
        };
      });
      expect(sheet).toEqual({ position: 'fixed', dockBottom: 740, within: true });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Choose' }).click();
      await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
      expect(await page.locator('section.consent-banner').isVisible()).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await banner(page).waitFor();
      expect(await banner(page).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
