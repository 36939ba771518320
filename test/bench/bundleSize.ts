import type { Request } from 'playwright-core';
import { launchChromium } from '../e2e/helpers/chromium';

export interface AssetSent {
  path: string;
  /** The body's bytes as they came over the wire (compressed when the server compressed it). */
  bytes: number;
  /** The answer's Content-Encoding ('identity' when none). */
  encoding: string;
}

/**
 * The scripts and stylesheets the home route sends a fresh signed-out visitor in Chromium before the first scroll,
 * with the bytes each took on the wire: the entry chunks from index.html and the lazy chunks the page pulls in to
 * render the grid, the cookie consent banner and the welcome banner. Measured, not computed: what the browser was
 * sent, in the encoding the server chose for it.
 */
export async function homeRouteBundle(baseUrl: string): Promise<{ js: number; css: number; assets: AssetSent[] }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const requests: Request[] = [];
    page.on('requestfinished', (r) => {
      if (/^\/assets\/.*\.(js|css)$/.test(new URL(r.url()).pathname)) requests.push(r);
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.locator('main a[href^="/pin/"]').first().waitFor();
    await page.getByRole('region', { name: 'Cookies on Pinboard' }).waitFor();
    await page.getByRole('region', { name: 'Welcome to Pinboard' }).waitFor();
    const assets = await Promise.all(
      requests.map(async (r): Promise<AssetSent> => {
        const response = await r.response();
        return {
          path: new URL(r.url()).pathname,
          bytes: (await r.sizes()).responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        };
      }),
    );
    assets.sort((a, b) => a.path.localeCompare(b.path));
    const sum = (ext: string) => assets.filter((a) => a.path.endsWith(ext)).reduce((total, a) => total + a.bytes, 0);
    return { js: sum('.js'), css: sum('.css'), assets };
  } finally {
    await browser.close();
  }
}
