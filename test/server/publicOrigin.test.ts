import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase } from '../../server/sqlite/open';
import { createServices } from '../../server/services';
import { fixedClock } from './helpers/app';
import { factories } from './helpers/factories';

const HTML = '<!doctype html><html><head><title>Pinboard</title></head><body><div id=root></div></body></html>';
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-origin-'));
writeFileSync(path.join(clientDir, 'index.html'), HTML);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const FORGED = 'evil.example';

/** An app with one public pin, logging into `lines`, with the given settings. */
function appWith(overrides: Partial<Config>) {
  const db = openDatabase(':memory:');
  migrate(db);
  const f = factories(db);
  const owner = f.user('paula');
  const pin = f.pin(owner, f.board(owner, 'Blue rooms'), { title: 'Blue tiles' });
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  const app = createApp({ db, config: testConfig({ clientDir, ...overrides }), clock: { now: () => Date.UTC(2026, 10, 1) }, logger });
  const page = (host: string) => request(app).get(`/pin/${pin}/`).set('Host', host);
  return { app, db, pin, lines, page };
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

describe('the public origin in canonical links, og:url and JSON-LD', () => {
  it('is PUBLIC_URL when set: a forged Host never appears, and every Host gets the same page', async () => {
    const { page, pin } = appWith({ publicUrl: 'https://pins.example.org' });
    const forged = await page(FORGED);
    const honest = await page('pins.example.org');
    expect(canonical(forged.text)).toBe(`https://pins.example.org/pin/blue-tiles--${pin}/`);
    expect(forged.text).not.toContain(FORGED);
    expect(forged.text).toBe(honest.text);
  });

  it('is, in development without PUBLIC_URL, the first request\u2019s origin, kept for every later Host', async () => {
    const { page, pin } = appWith({ publicUrl: null, production: false });
    const first = await page('localhost:3000');
    const forged = await page(FORGED);
    expect(canonical(first.text)).toBe(`http://localhost:3000/pin/blue-tiles--${pin}/`);
    expect(forged.text).not.toContain(FORGED);
    expect(forged.text).toBe(first.text);
  });

  it('is, in production without PUBLIC_URL, http://localhost:PORT with one warning to set PUBLIC_URL, never a Host', async () => {
    const { page, pin, lines } = appWith({ publicUrl: null, production: true, port: 4321 });
    const forged = await page(FORGED);
    await page('other.example');
    expect(canonical(forged.text)).toBe(`http://localhost:4321/pin/blue-tiles--${pin}/`);
    expect(forged.text).not.toContain(FORGED);
    const warnings = lines.filter((l) => l.includes('PUBLIC_URL'));
    expect(warnings).toHaveLength(1);
  });
});

describe('the page cache', () => {
  it('keeps one entry for a page whatever Host asked: the second Host is served without building the page again', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const f = factories(db);
    const owner = f.user('paula');
    const pin = f.pin(owner, f.board(owner, 'Blue rooms'), { title: 'Blue tiles' });
    const { feeds, seo } = createServices({ db, config: testConfig(), clock: fixedClock() });
    const pinLoads = jest.spyOn(feeds, 'pin');
    const a = seo.page({ pathname: `/pin/${pin}/`, origin: 'https://pins.example.org', bot: false });
    const b = seo.page({ pathname: `/pin/${pin}/`, origin: 'https://pins.example.org', bot: false });
    expect(b).toBe(a);
    expect(pinLoads).toHaveBeenCalledTimes(1);
  });
});
