import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CHUNK_MANIFEST_FILE } from '../../shared/constants';
import { makeApp } from './helpers/app';
import { factories } from './helpers/factories';

// A client build as webpack writes it: index.html, the chunk files under assets/, and the manifest of which files
// each lazy chunk group needs (webpack.config.js). The browser suite checks the real build's (serverRender.test.ts).
const BUILT_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Pinboard</title>' +
  '<script defer src=/assets/main.1.js></script><link href=/assets/main.2.css rel=stylesheet></head><body><div id=root></div></body></html>';

const FILES: Record<string, string> = {
  'home.a1.js': 'home script',
  'home.a2.css': '.home{}',
  '1291.b1.js': 'grid shared by home and the closeup',
  'closeup.c1.js': 'closeup script',
  'search.d1.js': 'search script',
  'profile.f1.js': 'profile script',
};
const MANIFEST = {
  home: ['/assets/home.a1.js', '/assets/1291.b1.js', '/assets/home.a2.css'],
  closeup: ['/assets/closeup.c1.js', '/assets/1291.b1.js'],
  search: ['/assets/search.d1.js'],
  profile: ['/assets/profile.f1.js', '/assets/1291.b1.js'],
  'pin-menu': ['/assets/pin-menu.g1.js'],
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-chunks-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'index.html'), BUILT_HTML);
for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(dir, 'assets', file), text);
const manifestFile = path.join(dir, CHUNK_MANIFEST_FILE);
writeFileSync(manifestFile, JSON.stringify(MANIFEST));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { app, db } = makeApp({ clientDir: dir });
const f = factories(db);

/** The <head> of a page, and the urls its links ask for, by what they are. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => m[1]);
  return {
    head,
    scripts: hrefs(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g),
    styles: hrefs(/<link rel="stylesheet" href="([^"]+)">/g),
  };
}

describe('a rendered page requests its own chunk from its HTML', () => {
  it('home: its chunk’s scripts preloaded and its stylesheet linked, in <head>, each a file /assets serves', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    const { scripts, styles } = headOf(res.text);
    expect(scripts).toEqual(['/assets/home.a1.js', '/assets/1291.b1.js']);
    expect(styles).toEqual(['/assets/home.a2.css']);
    for (const url of [...scripts, ...styles]) {
      const file = await request(app).get(url);
      expect(file.status).toBe(200);
      expect(file.text).toBe(FILES[path.basename(url)]);
    }
  });

  it('a pin’s closeup, by its search-friendly url too: the closeup’s chunk, none of home’s', async () => {
    const owner = f.user('owner');
    const pinId = f.pin(owner, f.board(owner, 'Trips'), { title: 'A bridge' });
    for (const url of [`/pin/${pinId}/`, `/pin/a-bridge--${pinId}/`]) {
      const { scripts, styles } = headOf((await request(app).get(url)).text);
      expect(scripts).toEqual(['/assets/closeup.c1.js', '/assets/1291.b1.js']);
      expect(styles).toEqual([]);
    }
  });

  it('a profile, on each of its tabs: the profile’s chunk', async () => {
    f.user('pinner');
    for (const url of ['/pinner/', '/pinner/_saved/', '/pinner/_created/']) {
      expect(headOf((await request(app).get(url)).text).scripts).toEqual(['/assets/profile.f1.js', '/assets/1291.b1.js']);
    }
  });

  it('a page the server renders no chunk for carries no chunk link, its head filled all the same', async () => {
    for (const url of ['/ideas/nothing/999/', '/no/such/page/here/']) {
      const { head } = headOf((await request(app).get(url)).text);
      expect(head).not.toContain('rel="preload"');
      expect(head.match(/rel=("?)stylesheet/g)).toHaveLength(1);
      // The page's own title: the template was filled, links and all.
      expect(head).not.toContain('<title>Pinboard</title>');
    }
  });

  it('reads the manifest again when a new build replaces it', async () => {
    expect(headOf((await request(app).get('/')).text).scripts).toContain('/assets/home.a1.js');
    writeFileSync(manifestFile, JSON.stringify({ ...MANIFEST, home: ['/assets/home.e1.js'] }));
    const later = new Date(Date.now() + 60_000);
    utimesSync(manifestFile, later, later);
    expect(headOf((await request(app).get('/')).text).scripts).toEqual(['/assets/home.e1.js']);
  });
});
