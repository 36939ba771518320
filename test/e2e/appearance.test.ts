import type { Page } from 'playwright-core';
import { LIMITS } from '../../shared/constants';
import { THEME_STORAGE_KEY } from '../../shared/domain/theme';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { signUp } from './helpers/session';

// The system's scheme is light, so a dark page can only be the person's choice.
// No service worker: it would serve the app's script from its cache, past the route that refuses it.
const session = browserPerFile({ viewport: { width: 1280, height: 900 }, colorScheme: 'light', serviceWorkers: 'block' });

const DARK_BACKGROUND = 'rgb(17, 17, 17)'; // #111111

/**
 * Records, from document start, the theme on <html> when <body> is first inserted: nothing can be painted before
 * then, and the app's script (deferred) has not run.
 */
async function probeThemeAtBody(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      if (!document.body) return false;
      (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.getAttribute('data-theme');
      return true;
    };
    const observer = new MutationObserver(() => record() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Reloads with the app's scripts refused, so that only the page's HTML, its stylesheet and the script in <head> act. */
async function reloadWithoutTheApp(page: Page) {
  const blocked: string[] = [];
  await page.route(/\/assets\/.*\.js$/, (route) => {
    blocked.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  await probeThemeAtBody(page);
  await page.reload();
  const seen = await page.evaluate(() => ({
    themeAtBody: (window as unknown as { themeAtBody: string | null }).themeAtBody,
    background: getComputedStyle(document.documentElement).backgroundColor,
    themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content')),
  }));
  return { ...seen, appBlocked: blocked.some((path) => path.startsWith('/assets/main.')) };
}

async function chooseDark(page: Page) {
  await page.goto(`${baseUrl()}/settings/appearance`);
  await page.getByRole('radio', { name: 'Follow the system' }).waitFor();
  expect(await page.getByRole('radio', { name: 'Follow the system' }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: 'Dark' }).check();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(DARK_BACKGROUND);
}

describe('dark mode, chosen on /settings/appearance, is there from the first paint after a reload', () => {
  it('signed out: kept in this browser, applied by the script in <head>', async () => {
    const { page } = session;
    await chooseDark(page);
    expect(await reloadWithoutTheApp(page)).toEqual({
      themeAtBody: 'dark',
      background: DARK_BACKGROUND,
      themeColors: ['#111111', '#111111'],
      appBlocked: true,
    });
  });

  it("signed in: kept with the account, on <html> from the server, whatever this browser's own choice", async () => {
    const { page } = session;
    await signUp(page.request, 'dark');
    const saved = page.waitForResponse((res) => res.url().includes('/resource/UserSettingsResource/update/'));
    await chooseDark(page);
    expect((await saved).status()).toBe(200);
    // This browser, signed out, had chosen light: the account's choice wins.
    await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
    expect(await reloadWithoutTheApp(page)).toEqual({
      themeAtBody: 'dark',
      background: DARK_BACKGROUND,
      themeColors: ['#111111', '#111111'],
      appBlocked: true,
    });
  });
});

describe('the sign-up form', () => {
  it('states the password rule before it is broken, and says what to do when it is', async () => {
    const { page } = session;
    await page.goto(`${baseUrl()}/signup`);
    const password = page.getByLabel('Password');
    await password.waitFor();
    const describedBy = () =>
      password.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' | '),
      );
    const rule = `At least ${LIMITS.password.min} characters. A phrase of a few words is easy to remember and hard to guess.`;
    expect(await describedBy()).toBe(rule);

    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Email').fill('short_pass_person@example.com');
    await page.getByLabel('Username').fill('short_pass_person');
    await password.fill('abc');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.locator('[aria-invalid="true"]').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy()).toBe(`Use at least ${LIMITS.password.min} characters. | ${rule}`);
    expect(await page.getByText(/Too small/).count()).toBe(0);
  });
});
