import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/helpers/chromium';

/**
 * Gzipped bytes of every script and stylesheet the home route loads in Chromium before the first scroll: the
 * entry chunks from index.html plus the lazy route chunks the page pulls in to render the grid.
 */
export async function homeRouteBundle(baseUrl: string, clientDir: string): Promise<{ js: number; css: number; files: string[] }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const assets = new Set<string>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.locator('main a[href^="/pin/"]').first().waitFor();
    const files = [...assets].sort();
    const gz = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length;
    const sum = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gz(f), 0);
    return { js: sum('.js'), css: sum('.css'), files };
  } finally {
    await browser.close();
  }
}
