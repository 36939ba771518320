import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, firstPopularPin, PIN_HREF, pinLinks, visiblePinIds } from './helpers/page';

const session = browserPerFile();
let page: Page;
beforeEach(() => {
  page = session.page;
});

describe('the product in a real browser against the real server', () => {
  it('shows a home grid of at least 20 pins whose images have loaded', async () => {
    await page.goto(baseUrl());
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('main article .pin-card__visual img')].filter((img) => img.complete && img.naturalWidth > 0)
          .length >= 20,
      undefined,
      { timeout: 30_000 },
    );
    const srcset = await page.locator('main article .pin-card__visual img[srcset]').first().getAttribute('srcset');
    expect(srcset).toMatch(/236x\.jpg 236w/);
  });

  it('loads the next page by bookmark when scrolling nears the end', async () => {
    await page.goto(baseUrl());
    await pinLinks(page).nth(19).waitFor();
    const first = new Set(await visiblePinIds(page));
    const nextPage = page.waitForResponse((r) => r.url().includes('UserHomefeedResource') && decodeURIComponent(r.url()).includes('"bookmark"'));
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 2500);
    const response = await nextPage;
    expect(response.status()).toBe(200);
    await page.waitForFunction(
      ({ seen, pattern }) => {
        const ids = [...document.querySelectorAll('main a[href^="/pin/"]')].map((a) => new RegExp(pattern).exec(a.getAttribute('href') ?? '')?.[1]);
        return ids.some((id) => id && !seen.includes(id));
      },
      { seen: [...first], pattern: PIN_HREF.source },
    );
  });

  it('opens a pin closeup from the grid', async () => {
    await page.goto(baseUrl());
    const card = pinLinks(page).first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const loaded = await page
      .locator('main img')
      .first()
      .evaluate((img: HTMLImageElement) => img.complete || new Promise((r) => img.addEventListener('load', () => r(true))));
    expect(loaded).toBeTruthy();
    await page.getByRole('heading', { name: /more to explore|related/i }).waitFor();
  });

  it('reaches a pin by keyboard alone and opens it with Enter', async () => {
    await page.goto(baseUrl());
    await pinLinks(page).first().waitFor();
    let href: string | null = null;
    for (let i = 0; i < 12 && !href; i++) {
      await page.keyboard.press('Tab');
      href = await page.evaluate((pattern) => {
        const el = document.activeElement;
        return el instanceof HTMLAnchorElement && el.closest('main') && new RegExp(pattern).test(el.getAttribute('href') ?? '')
          ? el.getAttribute('href')
          : null;
      }, PIN_HREF.source);
    }
    expect(href).toMatch(PIN_HREF);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('logs in with a demo account and shows the avatar', async () => {
    const demo = DEMO_ACCOUNTS[0];
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email or username').fill(demo.username);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const viewer = await page.waitForResponse((r) => r.url().includes('UserSessionResource/create'));
    expect(viewer.status()).toBe(200);
    const { fullName, username } = (await viewer.json()).resource_response.data;
    await page.getByRole('banner').getByRole('img', { name: fullName }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: fullName }).getAttribute('href')).toBe(`/${username}/`);
  });

  it('finds a seeded pin by searching for its title', async () => {
    await page.goto(baseUrl());
    const pin = await firstPopularPin(page);
    await page.getByRole('searchbox', { name: 'Search pins' }).fill(pin.title);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/pins\/\?q=/);
    // Signed out, cards link to the search-friendly url.
    await page.locator(`main a[href="${pin.seoUrl}"]`).first().waitFor();
  });

  it('answers an unknown path with the not-found page', async () => {
    await page.goto(`${baseUrl()}/this/path/does/not/exist/at/all`);
    await page.getByRole('heading', { name: /not found/i }).waitFor();
  });
});
