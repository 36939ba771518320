import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (or CHROME_PATH). The background-networking flags matter here: without them Chromium keeps
 * trying to reach Google's hosts, which this machine's closed network refuses.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
