import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/**
 * Debian's Chromium (or CHROME_PATH). The background-networking flags matter here: without them Chromium keeps
 * trying to reach Google's hosts, which this machine's closed network refuses.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface BrowserSession {
  browser: Browser;
  /** A fresh context and page for each test. */
  page: Page;
}

/** One Chromium for the test file, and a new context (cookies, storage) with one page for every test. */
export function browserPerFile(contextOptions: BrowserContextOptions = { viewport: { width: 1440, height: 1800 } }): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    session.page = await (await session.browser.newContext(contextOptions)).newPage();
  });
  afterEach(async () => {
    await session.page?.context().close();
  });
  return session;
}
