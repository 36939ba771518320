import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { decideCookieConsent } from './consent';

/** Debian's Chromium, or CHROME_PATH. */
export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The flags every Chromium of the tests and the bench runs with (Lighthouse's included). The background-networking
 * flags matter here: without them Chromium keeps trying to reach Google's hosts, which this machine's closed network
 * refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What every Chromium launched here shares: headless, and CHROMIUM_FLAGS. `scrollbars`: pages get the classic
 * scrollbars a desktop browser (and Lighthouse's Chromium) draws, which take width from the page; Playwright hides
 * them by default.
 */
const launchOptions = (scrollbars = false) => ({
  executablePath: chromiumPath(),
  headless: true,
  args: CHROMIUM_FLAGS,
  ignoreDefaultArgs: scrollbars ? ['--hide-scrollbars'] : undefined,
});

/**
 * Debian's Chromium (or CHROME_PATH), headless, with CHROMIUM_FLAGS.
 *
 * `decidedConsent`: every context it opens has already answered the cookie consent banner. A first visit shows the
 * banner above (or, on phones, over) the page, and the e2e files that measure, click through or audit pages are
 * about the pages; the banner's own file (consent.test.ts) meets it as a fresh visitor.
 */
export async function launchChromium({
  decidedConsent = false,
  scrollbars = false,
}: { decidedConsent?: boolean; scrollbars?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch(launchOptions(scrollbars));
  if (decidedConsent) {
    // Wrapped here rather than at each of the many places files open contexts (browser.newPage goes through it too).
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      await decideCookieConsent(context);
      return context;
    };
  }
  return browser;
}

/**
 * Chromium with a profile of its own in `userDataDir`, as a person's browser has: what only a profile that is not off
 * the record does (Chromium's install checks) needs it, as every context of `launchChromium` is off the record.
 */
export async function launchChromiumProfile(userDataDir: string, options: BrowserContextOptions): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...launchOptions(), ...options });
}

export interface BrowserSession {
  browser: Browser;
  /** A fresh context and page for each test. */
  page: Page;
}

/**
 * One Chromium for the test file, and a new context (cookies, storage) with one page for every test; its contexts have
 * decided cookie consent unless `freshVisitors` is set.
 */
export function browserPerFile(
  contextOptions: BrowserContextOptions = { viewport: { width: 1440, height: 1800 } },
  { freshVisitors = false, scrollbars = false }: { freshVisitors?: boolean; scrollbars?: boolean } = {},
): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.browser = await launchChromium({ decidedConsent: !freshVisitors, scrollbars });
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
