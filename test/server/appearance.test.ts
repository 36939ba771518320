import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { THEME_BOOT_SCRIPT } from '../../shared/domain/themeBootScript';
import { browser, makeApp, signUpAll } from './helpers/app';

/** index.html as a production build leaves it, the theme script in <head> (client/index.html puts it there). */
const BUILT_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=theme-color media="(prefers-color-scheme: light)" content=#ffffff>' +
  `<script>${THEME_BOOT_SCRIPT}</script><title>Pinboard</title><script defer src=/assets/main.1.js></script></head>` +
  '<body><div id=root></div></body></html>';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-appearance-'));
writeFileSync(path.join(clientDir, 'index.html'), BUILT_HTML);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app } = makeApp({ clientDir });
let accounts: Awaited<ReturnType<typeof signUpAll<'dora' | 'sam'>>>;
beforeAll(async () => {
  accounts = await signUpAll(app, ['dora', 'sam']);
});

const settingsOf = async (b = accounts.browsers.dora) => (await b.call('userSettingsGet', {})).body.resource_response.data;
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describe('UserSettingsResource, part appearance', () => {
  it("is 'system' until chosen, then light or dark; choosing 'system' again is stored as no choice", async () => {
    const dora = accounts.browsers.dora;
    expect((await settingsOf()).appearance).toEqual({ theme: 'system' });

    const res = await dora.call('userSettingsUpdate', { appearance: { theme: 'dark' } });
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data.appearance).toEqual({ theme: 'dark' });
    expect((await settingsOf()).appearance).toEqual({ theme: 'dark' });
    // Another person's stays theirs.
    expect((await settingsOf(accounts.browsers.sam)).appearance).toEqual({ theme: 'system' });

    await dora.call('userSettingsUpdate', { appearance: { theme: 'system' } });
    expect((await settingsOf()).appearance).toEqual({ theme: 'system' });
  });

  it('refuses a theme it does not know, naming the field, and a signed-out visitor (their browser keeps theirs)', async () => {
    const bad = await accounts.browsers.dora.callUnchecked('userSettingsUpdate', { appearance: { theme: 'sepia' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.resource_response.error.fields)).toEqual(['appearance.theme']);

    const visitor = await browser(app);
    const signedOut = await visitor.call('userSettingsUpdate', { appearance: { theme: 'dark' } });
    expect(signedOut.status).toBe(401);
    expect(Object.keys(signedOut.body.resource_response.error.fields)).toEqual(['appearance']);
  });

  it('comes with a signed-in viewer answer, and with none signed out', async () => {
    const sam = accounts.browsers.sam;
    await sam.call('userSettingsUpdate', { appearance: { theme: 'light' } });
    expect((await sam.call('viewerGet', {})).body.resource_response.data.theme).toBe('light');
    const visitor = await browser(app);
    expect((await visitor.call('viewerGet', {})).body.resource_response.data).not.toHaveProperty('theme');
  });
});

describe('the theme on the pages the server sends', () => {
  it("puts a signed-in viewer's theme on <html> ('system' too) and keeps the page private", async () => {
    const dora = accounts.browsers.dora;
    await dora.call('userSettingsUpdate', { appearance: { theme: 'dark' } });
    for (const url of ['/', '/settings/appearance', '/no/such/page/here']) {
      const res = await dora.agent.get(url);
      expect(htmlTag(res.text)).toBe('<html data-theme="dark" lang=en>');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    await dora.call('userSettingsUpdate', { appearance: { theme: 'system' } });
    expect(htmlTag((await dora.agent.get('/settings/appearance')).text)).toBe('<html data-theme="system" lang=en>');
  });

  it('sends every signed-out visitor the same page, with no theme of its own', async () => {
    const [a, b] = await Promise.all([request(app).get('/settings/appearance'), request(app).get('/settings/appearance')]);
    expect(a.text).toBe(BUILT_HTML);
    expect(b.text).toBe(a.text);
    expect(a.headers['cache-control']).not.toContain('private');
  });
});

describe('the theme script in <head>', () => {
  it('is allowed by its sha256 in the CSP, which allows no other inline script', async () => {
    const res = await request(app).get('/settings/appearance');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))
      ?.trim();
    const hash = createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('is the text index.html puts in a plain <script> element, so the hash matches what the page runs', () => {
    const source = readFileSync(path.resolve(__dirname, '../../client/index.html'), 'utf8');
    expect(source).toContain('<script><%= themeBootScript %></script>');
  });
});
