import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { LIMITS, PAGE_STATE_ID } from '../../shared/constants';
import { viewerGet } from '../../shared/contracts/auth';
import { httpRequest } from '../../shared/contracts/endpoint';
import { boardGet } from '../../shared/contracts/boards';
import { boardFeed, homefeed, search, userGet, userPinFacets, userPins } from '../../shared/contracts/feeds';
import { boardsGet } from '../../shared/contracts/saves';
import { userSettingsGet } from '../../shared/contracts/userSettings';
import type { PageAnswer } from '../../server/features/seo/appRenderer';
import { makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';

const BUILT_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Pinboard</title>' +
  '<script defer src=/assets/main.1.js></script></head><body><div id=root></div></body></html>';

/**
 * A stand-in for the built server render (dist/ssr/renderPage.js): it answers with the answers it was given, or fails
 * while `failing` is set. The server loads it by path, as it loads the real one.
 */
const RENDERER = `
exports.calls = [];
exports.failing = false;
exports.renderPage = async (url, answers, signedIn) => {
  exports.calls.push({ url, answers, signedIn });
  if (exports.failing === true || exports.failing === url) throw new Error('render failed');
  return { html: '<main>rendered ' + url + '</main>', state: { answers, signedIn } };
};`;

interface FakeRenderer {
  calls: { url: string; answers: PageAnswer[]; signedIn: boolean }[];
  /** Every render fails (true), or the render of this url. */
  failing: boolean | string;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-ssr-'));
writeFileSync(path.join(dir, 'index.html'), BUILT_HTML);
const rendererFile = path.join(dir, 'renderPage.js');
writeFileSync(rendererFile, RENDERER);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Node's own require, as the server's loader uses: the same module instance the app renders with.
const renderer = createRequire(__filename)(rendererFile) as FakeRenderer;
const { app, db } = makeApp({ clientDir: dir, serverRender: rendererFile });
const f = factories(db);

const stateOf = (html: string) => {
  const block = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([^<]*)</script><div id=root>`).exec(html);
  return block ? (JSON.parse(block[1]) as { answers: PageAnswer[]; signedIn: boolean }) : null;
};

beforeEach(() => {
  renderer.calls.length = 0;
  renderer.failing = false;
});

describe('pages the app renders on the server', () => {
  it('signed out: home is the render of the feed’s first page, shared, and kept until the next write', async () => {
    const owner = f.user('owner');
    f.pin(owner, f.board(owner, 'Trips'), { title: 'A bridge' });
    const first = await request(app).get('/');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.text).toContain('<div id=root><main>rendered /</main></div>');
    const state = stateOf(first.text);
    expect(state?.signedIn).toBe(false);
    expect(state?.answers.map((a) => a.url)).toEqual([httpRequest(homefeed, {}).url]);
    expect(JSON.stringify(state?.answers)).toContain('A bridge');

    expect((await request(app).get('/')).text).toBe(first.text);
    expect(renderer.calls).toHaveLength(1);
    f.pin(owner, f.board(owner, 'More'), { title: 'Another bridge' });
    expect(JSON.stringify(stateOf((await request(app).get('/')).text)?.answers)).toContain('Another bridge');
    expect(renderer.calls).toHaveLength(2);
  });

  it('signed in: the page carries the viewer, is rendered for them each time, and no cache may keep it', async () => {
    const { browsers } = await signUpAll(app, ['Vera']);
    const res = await browsers.Vera.agent.get('/');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const state = stateOf(res.text);
    expect(state?.signedIn).toBe(true);
    expect(state?.answers.map((a) => a.url)).toEqual([httpRequest(viewerGet, {}).url, httpRequest(homefeed, {}).url]);
    expect(JSON.stringify(state?.answers[0])).toContain('"username":"Vera"');
    await browsers.Vera.agent.get('/');
    expect(renderer.calls).toHaveLength(2);
  });

  it('sends the shell when the render fails, and renders again on the next request', async () => {
    renderer.failing = true;
    const failed = await request(app).get('/');
    expect(failed.status).toBe(200);
    expect(stateOf(failed.text)).toBeNull();
    expect(failed.text).toContain('<div id=root></div>');
    renderer.failing = false;
    expect(stateOf((await request(app).get('/')).text)).not.toBeNull();
  });

  it('renders no page that is not there and no page it has no answers for', async () => {
    expect((await request(app).get('/pin/999999/')).status).toBe(404);
    expect((await request(app).get('/settings/')).status).toBe(200);
    expect(renderer.calls).toEqual([]);
  });
});

const urlOf = (contract: Parameters<typeof httpRequest>[0], options: Record<string, unknown>) => httpRequest(contract, options).url;
const answerUrls = (html: string) => stateOf(html)?.answers.map((a) => a.url);

/** A pin's title and its grid image's url, as its answer carries them (the renderer puts them in the HTML). */
function pinOf(id: number) {
  const row = db.prepare('SELECT p.title, i.signature FROM pins p JOIN images i ON i.id = p.image_id WHERE p.id = ?').get(id) as {
    title: string;
    signature: string;
  };
  return row;
}

const savedTab = [
  urlOf(userGet, { username: 'boardowner' }),
  urlOf(userPins, { username: 'boardowner', filter: 'saved' }),
  urlOf(boardsGet, { username: 'boardowner', sort: 'last_pinned_to' }),
];

describe('a board, a profile and a search rendered on the server', () => {
  const owner = f.user('boardowner');
  const board = f.board(owner, 'Lighthouses');
  const slug = (db.prepare('SELECT slug FROM boards WHERE id = ?').get(board) as { slug: string }).slug;
  const section = f.section(board, 'Coasts');
  const sectionSlug = (db.prepare('SELECT slug FROM board_sections WHERE id = ?').get(section) as { slug: string }).slug;
  const pins = [f.pin(owner, board, { title: 'A red lighthouse' }), f.pin(owner, board, { title: 'A lighthouse at dusk', section_id: section })];
  const secret = f.board(owner, 'Hidden', { privacy: 'secret' });
  f.pin(owner, secret, { title: 'A secret lighthouse' });
  const secretSlug = (db.prepare('SELECT slug FROM boards WHERE id = ?').get(secret) as { slug: string }).slug;

  it('signed out: each is the render of exactly the calls its first screen makes, with the first pins, the same for every visitor', async () => {
    const boardId = String(board);
    const pages: [string, string[]][] = [
      [`/boardowner/${slug}/`, [urlOf(boardGet, { username: 'boardowner', slug }), urlOf(boardFeed, { board_id: boardId })]],
      [
        `/boardowner/${slug}/${sectionSlug}/`,
        [urlOf(boardGet, { username: 'boardowner', slug }), urlOf(boardFeed, { board_id: boardId, section_id: String(section) })],
      ],
      // A profile opens on its Saved tab: the boards, then the saved pins.
      [`/boardowner/`, savedTab],
      [`/boardowner/_saved/`, savedTab],
      [`/boardowner/_created/`, [urlOf(userGet, { username: 'boardowner' }), urlOf(userPins, { username: 'boardowner', filter: 'created' })]],
      [`/search/pins/?q=lighthouse`, [urlOf(search, { query: 'lighthouse', scope: 'pins' })]],
      [`/search/boards/?q=lighthouse`, [urlOf(search, { query: 'lighthouse', scope: 'boards' })]],
      [`/search/users/?q=boardowner`, [urlOf(search, { query: 'boardowner', scope: 'users' })]],
    ];
    for (const [path, urls] of pages) {
      const [first, second] = [await request(app).get(path), await request(app).get(path)];
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(answerUrls(first.text)).toEqual(urls);
      expect(stateOf(first.text)?.signedIn).toBe(false);
      // Two visitors, each with their own visitor cookie, get the same bytes; the second from the cache.
      expect(first.headers['set-cookie']).not.toEqual(second.headers['set-cookie']);
      expect(second.text).toBe(first.text);
    }
    expect(renderer.calls.map((c) => c.url)).toEqual(pages.map(([path]) => path));
    const html = (await request(app).get(`/boardowner/${slug}/`)).text;
    for (const pin of pins.map(pinOf)) {
      expect(html).toContain(pin.title);
      expect(html).toContain(pin.signature);
    }
    expect(html).not.toContain('A secret lighthouse');
    const found = (await request(app).get('/search/pins/?q=lighthouse')).text;
    expect(found).toContain('A red lighthouse');
    expect(found).not.toContain('A secret lighthouse');
  });

  it('renders no board a signed-out visitor may not see, and no search the API would refuse', async () => {
    expect((await request(app).get(`/boardowner/${secretSlug}/`)).status).toBe(404);
    const tooLong = `/search/pins/?q=${'a'.repeat(LIMITS.searchQuery + 1)}`;
    const refused = await request(app).get(tooLong);
    expect(refused.status).toBe(200);
    expect(stateOf(refused.text)).toBeNull();
    expect(renderer.calls).toEqual([]);
  });

  it('keeps a failed render from emptying the cache of the other pages', async () => {
    f.user('somebodynew');
    await request(app).get(`/boardowner/${slug}/`);
    renderer.failing = '/search/pins/?q=dusk';
    expect(stateOf((await request(app).get('/search/pins/?q=dusk')).text)).toBeNull();
    expect(stateOf((await request(app).get(`/boardowner/${slug}/`)).text)).not.toBeNull();
    expect(renderer.calls.map((c) => c.url)).toEqual([`/boardowner/${slug}/`, '/search/pins/?q=dusk']);
  });

  it('signed in: carries the viewer and their settings (the grids’ density), for no cache to keep', async () => {
    const { browsers } = await signUpAll(app, ['Rhea']);
    for (const path of [`/boardowner/${slug}/`, '/boardowner/']) {
      const res = await browsers.Rhea.agent.get(path);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const urls = answerUrls(res.text);
      expect(urls?.slice(0, 1)).toEqual([urlOf(viewerGet, {})]);
      expect(urls).toContain(urlOf(userSettingsGet, {}));
      expect(stateOf(res.text)?.signedIn).toBe(true);
    }
    // Their own secret board is theirs to see.
    const { browsers: own } = await signUpAll(app, ['Ossian']);
    const ossian = Number((db.prepare("SELECT id FROM users WHERE username = 'Ossian'").get() as { id: number }).id);
    const mine = f.board(ossian, 'Mine', { privacy: 'secret' });
    const mineSlug = (db.prepare('SELECT slug FROM boards WHERE id = ?').get(mine) as { slug: string }).slug;
    const res = await own.Ossian.agent.get(`/Ossian/${mineSlug}/`);
    expect(res.status).toBe(200);
    expect(answerUrls(res.text)).toContain(urlOf(boardFeed, { board_id: String(mine) }));
  });

  it('on the viewer’s own profile, asks for the pins through their stored filter, and its choices where it has them', async () => {
    const { browsers } = await signUpAll(app, ['Maren']);
    expect((await browsers.Maren.call('userSettingsUpdate', { profile_view: { selfProfilePinFilter: 'COLORS' } })).status).toBe(200);
    const created = await browsers.Maren.agent.get('/maren/_created/?color=red');
    expect(answerUrls(created.text)).toEqual([
      urlOf(viewerGet, {}),
      urlOf(userGet, { username: 'maren' }),
      urlOf(userSettingsGet, {}),
      urlOf(userPins, { username: 'Maren', filter: 'created', pin_filter: 'COLORS', color: 'red' }),
      urlOf(userPinFacets, { filter: 'created' }),
    ]);
    // The Saved tab, where a profile opens, lists the boards in the owner's order (the default, last pinned to).
    expect((await browsers.Maren.call('userSettingsUpdate', { profile_view: { boardFilter: 'SECRET' } })).status).toBe(200);
    const saved = await browsers.Maren.agent.get('/maren/?color=red');
    expect(answerUrls(saved.text)).toEqual([
      urlOf(viewerGet, {}),
      urlOf(userGet, { username: 'maren' }),
      urlOf(userSettingsGet, {}),
      urlOf(userPins, { username: 'Maren', filter: 'saved', pin_filter: 'COLORS', color: 'red' }),
      urlOf(userPinFacets, { filter: 'saved' }),
      urlOf(boardsGet, { username: 'Maren', board_filter: 'SECRET', sort: 'last_pinned_to' }),
    ]);
  });
});
