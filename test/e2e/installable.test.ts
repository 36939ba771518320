import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { browserPerFile, launchChromiumProfile } from './helpers/chromium';
import { baseUrl, firstPopularPin, pinLinks } from './helpers/page';
import { signUp } from './helpers/session';

// The installed app: Chromium finds the site installable, the service worker registers, a second visit takes the
// shell from the worker's cache, a page that cannot load shows the offline page, and no cache ever holds an API answer
// or a page (the signed-in viewer's data).
const session = browserPerFile({ viewport: { width: 412, height: 915 } });

/** Waits until the service worker is active and controls the page; answers its script's url. */
async function controlledByWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    return registration.active!.scriptURL;
  });
}

/** Every url in every cache the page's origin has, by cache name. */
async function cachedUrls(page: Page): Promise<{ cache: string; url: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string }[] = [];
    for (const cache of await caches.keys()) {
      for (const request of await (await caches.open(cache)).keys()) entries.push({ cache, url: request.url });
    }
    return entries;
  });
}

/** Waits until the worker has stored every built file the page loaded (as it installs: the shell); answers their urls. */
async function storedByWorker(page: Page): Promise<string[]> {
  // Polled in the page: waitForFunction takes the promise an async predicate returns as its (truthy) answer at once.
  return page.evaluate(async () => {
    for (;;) {
      const cached = new Set<string>();
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) cached.add(request.url.replace(/\?.*$/, ''));
      }
      const loaded = performance
        .getEntriesByType('resource')
        .map(({ name }) => name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      if (loaded.every((url) => cached.has(url))) return loaded;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

interface Served {
  url: string;
  type: string;
  fromServiceWorker: boolean;
  source: string | undefined;
}

/** What each response of the page's next loads came from, as Chromium reports it: the network, or the worker (and its cache). */
async function recordResponses(context: BrowserContext, page: Page): Promise<Served[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const served: Served[] = [];
  cdp.on('Network.responseReceived', ({ type, response }) =>
    served.push({ url: response.url, type, fromServiceWorker: response.fromServiceWorker ?? false, source: response.serviceWorkerResponseSource }),
  );
  return served;
}

/** The Chromium with a profile of its own that the installability test opens, closed after it even if it times out. */
let profiled: { dir: string; context: BrowserContext } | undefined;
afterEach(async () => {
  if (!profiled) return;
  await profiled.context.close();
  rmSync(profiled.dir, { recursive: true, force: true });
  profiled = undefined;
});

test('Chromium finds the site installable: the manifest parses and the service worker registers', async () => {
  // Chromium checks installability only in a profile that is not off the record, as a person's browser is.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-profile-'));
  profiled = { dir, context: await launchChromiumProfile(dir, { viewport: { width: 412, height: 915 } }) };
  const { context } = profiled;
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(baseUrl());
  expect(await controlledByWorker(page)).toBe(`${baseUrl()}/sw.js`);

  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toBe(`${baseUrl()}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
});

test('a second visit takes every script and stylesheet the first one loaded from the service worker’s cache', async () => {
  const { page } = session;
  await page.goto(baseUrl());
  await pinLinks(page).first().waitFor();
  await controlledByWorker(page);
  const firstVisit = await storedByWorker(page);

  const second = await page.context().newPage();
  const served = await recordResponses(page.context(), second);
  await second.goto(baseUrl());
  await pinLinks(second).first().waitFor();

  const assets = served.filter(({ type }) => type === 'Script' || type === 'Stylesheet');
  const again = assets.filter(({ url }) => firstVisit.includes(url));
  // Home's first visit is one script and its stylesheet (webpack.config.js): both come back from the worker's cache.
  expect(new Set(again.map(({ type }) => type))).toEqual(new Set(['Script', 'Stylesheet']));
  expect(again.filter(({ fromServiceWorker, source }) => !fromServiceWorker || source !== 'cache-storage')).toEqual([]);
  // What the first visit did not load (a placement shown on this visit only) goes through the worker, which stores it.
  expect(assets.filter(({ fromServiceWorker }) => !fromServiceWorker)).toEqual([]);
  // The page itself always comes from the network, through the worker.
  expect(served.find(({ type }) => type === 'Document')).toMatchObject({ fromServiceWorker: true, source: 'network' });
});

test('offline, a page that cannot load shows the offline page, which loads the page once back online', async () => {
  const { page } = session;
  await page.goto(baseUrl());
  await controlledByWorker(page);
  const context = page.context();

  await context.setOffline(true);
  const url = `${baseUrl()}/search/pins/?q=garden`;
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
  expect(page.url()).toBe(url);
  expect(await page.getByRole('link', { name: 'Try again' }).evaluate((link: HTMLAnchorElement) => link.href)).toBe(url);

  await context.setOffline(false);
  // Playwright's offline switch leaves navigator.onLine alone, so the page hears the browser's 'online' as it would.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await pinLinks(page).first().waitFor();
  expect(page.url()).toBe(url);
});

test('signed in, no cache holds an API answer or a page: only the build’s own files, before and after logging out', async () => {
  const { page } = session;
  await signUp(page.request, 'cached');
  await page.goto(baseUrl());
  await controlledByWorker(page);
  // Signed-in pages and their API answers, loaded while the worker controls the page.
  const pin = await firstPopularPin(page);
  await page.goto(`${baseUrl()}/pin/${pin.id}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto(`${baseUrl()}/search/pins/?q=garden`);
  await pinLinks(page).first().waitFor();

  const buildFiles = (entries: { url: string }[]) => entries.filter(({ url }) => !/^\/(assets\/|offline\.html$)/.test(new URL(url).pathname));
  const signedIn = await cachedUrls(page);
  expect(signedIn.length).toBeGreaterThan(4);
  expect(buildFiles(signedIn)).toEqual([]);

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Log in' }).waitFor();
  expect(buildFiles(await cachedUrls(page))).toEqual([]);
});
