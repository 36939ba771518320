import type { ConsoleMessage } from 'playwright-core';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, firstPopularPin, pinLinks } from './helpers/page';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const session = browserPerFile();

describe('search engines against the real server', () => {
  it('shows a crawler that runs no JavaScript the pin on /pin/{id}/ and on its search-friendly url', async () => {
    const pin = await firstPopularPin(session.page);
    const bot = await session.browser.newContext({ javaScriptEnabled: false, userAgent: GOOGLEBOT });
    try {
      const page = await bot.newPage();
      for (const path of [`/pin/${pin.id}/`, pin.seoUrl]) {
        const res = await page.goto(`${baseUrl()}${path}`);
        expect(res?.status()).toBe(200);
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(pin.title.trim());
        expect(await page.title()).toBe(`${pin.title.trim()} · Pinboard`);
        // The pin's image comes first; the related pins' cards follow it.
        const image = page.getByRole('main').getByRole('img').first();
        expect(await image.getAttribute('alt')).toMatch(/^This (may )?contains?/);
        expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}${pin.seoUrl}`);
      }
    } finally {
      await bot.close();
    }
  });

  it('links signed-out cards to /pin/{slug}--{id}/, which opens the pin, with its JSON-LD let through by the CSP', async () => {
    const page = session.page;
    const cspErrors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    await page.goto(baseUrl());
    const link = pinLinks(page).first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/pin\/[a-z0-9-]+--\d+\/$/);

    await link.click();
    await page.waitForURL(`**${href}`);
    // The closeup's own heading: while its code loads, the home page (and its heading) can still be on screen.
    const heading = page.locator('article.closeup').getByRole('heading', { level: 1 });
    await heading.waitFor();
    // The app's own title takes over from the server's, and says the same.
    const expected = `${(await heading.innerText()).trim()} · Pinboard`;
    await page.waitForFunction((title) => document.title === title, expected, { timeout: 5_000 });

    await page.goto(`${baseUrl()}${href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({ '@type': 'ImageObject', url: `${baseUrl()}${href}` });
    expect(cspErrors).toEqual([]);
  });
});
