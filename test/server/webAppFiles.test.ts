import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { THEME_COLORS, WEB_APP_FILES } from '../../shared/constants/webApp';
import { makeApp } from './helpers/app';

// The installed app's files at the urls browsers ask for: the manifest, the icons, the favicon and the service worker,
// as the client build draws them (client/build/webApp.cjs) and the server answers them. The worker and the offline
// page are webpack's output (the browser suite checks what they do); here they stand in as files to serve.

const root = path.resolve(__dirname, '../..');
// The build's own generator, as a plain CommonJS module (jest requires it without a transform).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { webAppFiles } = require(path.join(root, 'client/build/webApp.cjs')) as {
  webAppFiles(options: {
    logo: Buffer;
    files: typeof WEB_APP_FILES;
    themeColors: typeof THEME_COLORS;
    hashedName: (stem: string, contents: Buffer) => string;
  }): Promise<{ name: string; contents: Buffer }[]>;
};

// The encoder the build uses reads the icon back; it ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { decode: decodeIcon } = require('ico-endec') as { decode(ico: Buffer): { width: number; height: number }[] };

const SW = 'self.addEventListener("fetch", () => {});';
const OFFLINE = '<!doctype html><title>You are offline</title>';

function clientDir(prefix: string, withWorker: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Pinboard</title></head><body><div id=root></div></body></html>');
  writeFileSync(path.join(dir, WEB_APP_FILES.offlinePage), OFFLINE);
  if (withWorker) writeFileSync(path.join(dir, WEB_APP_FILES.serviceWorker), SW);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const built = clientDir('pinboard-webapp-', true);
const { app } = makeApp({ clientDir: built });
const { app: development } = makeApp({ clientDir: clientDir('pinboard-webapp-dev-', false) });

beforeAll(async () => {
  let serial = 0;
  const files = await webAppFiles({
    logo: readFileSync(path.join(root, 'client/favicon.svg')),
    files: WEB_APP_FILES,
    themeColors: THEME_COLORS,
    hashedName: (stem) => `${stem}.${(serial += 1)}.png`,
  });
  for (const { name, contents } of files) writeFileSync(path.join(built, name), contents);
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe('the web app manifest', () => {
  it.each(['/manifest.webmanifest', '/manifest.json'])('%s is the manifest, as application/manifest+json, revalidated on every use', async (url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toMatchObject({
      name: 'Pinboard',
      short_name: 'Pinboard',
      start_url: '/',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });
  });

  it('names a 192 px and a 512 px icon and a maskable 512 px one, each served at its size, immutable', async () => {
    const { icons } = JSON.parse((await request(app).get('/manifest.webmanifest')).text) as { icons: ManifestIcon[] };
    expect(icons.map(({ sizes, type, purpose }) => ({ sizes, type, purpose }))).toEqual([
      { sizes: '192x192', type: 'image/png', purpose: 'any' },
      { sizes: '512x512', type: 'image/png', purpose: 'any' },
      { sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    for (const icon of icons) {
      expect(icon.src).toMatch(/^\/assets\//);
      const res = await request(app).get(icon.src).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toContain('immutable');
      const { width, height, hasAlpha } = await sharp(res.body as Buffer).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      // A maskable icon is cropped to the platform's shape: it must reach every edge, so it has no transparency.
      expect(hasAlpha).toBe(icon.purpose === 'any');
    }
  });
});

describe('the favicon and the touch icon', () => {
  it('/favicon.ico is an icon file holding 16, 32 and 48 px images', async () => {
    const res = await request(app).get('/favicon.ico').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/vnd.microsoft.icon');
    expect(res.headers['cache-control']).toBe('no-cache');
    const images = decodeIcon(res.body as Buffer);
    expect(images.map((image) => `${image.width}x${image.height}`)).toEqual(['16x16', '32x32', '48x48']);
  });

  it.each(['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png'])('%s is the opaque 180 px touch icon', async (url) => {
    const res = await request(app).get(url).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { width, height, hasAlpha } = await sharp(res.body as Buffer).metadata();
    // iOS fills transparency with black.
    expect({ width, height, hasAlpha }).toEqual({ width: 180, height: 180, hasAlpha: false });
  });
});

describe('the service worker and the offline page', () => {
  it('/sw.js is served as a script, revalidated on every use, and answers a conditional request with 304', async () => {
    const res = await request(app).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(SW);
    const again = await request(app).get('/sw.js').set('If-Modified-Since', res.headers['last-modified']);
    expect(again.status).toBe(304);
  });

  it('/offline.html is served as HTML, revalidated on every use', async () => {
    const res = await request(app).get('/offline.html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(OFFLINE);
  });

  it("a build without a worker (development) answers /sw.js with a 404 that is not the app's page", async () => {
    const res = await request(development).get('/sw.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/^text\/html/);
    expect(res.text).not.toContain('<div id=root>');
  });

  it("pages allow their own service worker and manifest, and nothing else's", async () => {
    const res = await request(app).get('/');
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(directives).toEqual(expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]));
  });
});
