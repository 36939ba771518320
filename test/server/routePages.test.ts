import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

// The route table decides the HTTP answer of every HTML page, as the client router decides what it shows.

const HTML = '<!doctype html><html><head><title>Pinboard</title></head><body><div id=root></div></body></html>';
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-routes-'));
writeFileSync(path.join(clientDir, 'index.html'), HTML);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app, db } = makeApp({ clientDir });
const f = factories(db);

let rosa: Browser;
let board: { url: string; secretUrl: string };
beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['rosa']);
  rosa = browsers.rosa;
  const kitchen = f.board(ids.rosa, 'Kitchen');
  f.pin(ids.rosa, kitchen);
  db.prepare("INSERT INTO board_sections (board_id, title, slug) VALUES (?, 'Tiles', 'tiles')").run(kitchen);
  const secret = f.board(ids.rosa, 'Surprise', { privacy: 'secret' });
  const slug = (id: number) => db.prepare('SELECT slug FROM boards WHERE id = ?').pluck().get(id) as string;
  board = { url: `/rosa/${slug(kitchen)}/`, secretUrl: `/rosa/${slug(secret)}/` };
});

const robots = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];

describe('a path no route of the table names', () => {
  it.each([
    '/no/such/page/here/',
    '/about/',
    '/settings/notifications/',
    '/pin/not-a-number/',
    '/someone/board/section/extra/',
    '/rosa/_unknown_tab/',
  ])('%s is a 404 that asks not to be indexed', async (url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(robots(res.text)).toBe('noindex');
    // The app still starts on it and shows its own 'Page not found'.
    expect(res.text).toContain('<div id=root></div>');
  });

  it.each(['/settings/', '/search/pins/', '/today/', '/business/hub', '/pin-builder/'])('%s is a page of the table: 200', async (url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(robots(res.text)).toBeUndefined();
  });
});

describe('boards', () => {
  it('an existing board and its section are 200', async () => {
    expect((await request(app).get(board.url)).status).toBe(200);
    expect((await request(app).get(`${board.url}tiles/`)).status).toBe(200);
  });

  it.each([
    ['an unknown board', () => '/rosa/no-such-board/'],
    ["an unknown user's board", () => '/nobody_here/kitchen/'],
    ['an unknown section', () => `${board.url}no-such-section/`],
    ['a secret board, to a stranger', () => board.secretUrl],
  ])('%s is a 404 with noindex', async (_case, url) => {
    const res = await request(app).get(url());
    expect(res.status).toBe(404);
    expect(robots(res.text)).toBe('noindex');
  });

  it('a secret board is 200 for its owner', async () => {
    expect((await rosa.agent.get(board.secretUrl)).status).toBe(200);
  });
});

describe('log in and sign up', () => {
  it.each(['/login', '/signup/'])('a signed-in visitor at %s goes home', async (url) => {
    const res = await rosa.agent.get(url);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it.each(['/login', '/signup/'])('a signed-out visitor gets %s', async (url) => {
    expect((await request(app).get(url)).status).toBe(200);
  });
});

describe("the server's own pages", () => {
  it('a path under a server prefix that nothing serves is not answered with the app (which would load it again)', async () => {
    for (const url of ['/offsite/nothing-here', '/surveys/none']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<div id=root>');
    }
  });

  it.each(['/api//health', '/API/no-such-endpoint', '/resource//UserHomefeedResource/get/'])(
    "%s, an API path nothing serves, is the API's 404 envelope, never the app",
    async (url) => {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.body.resource_response.error.code).toBe('not_found');
    },
  );

  it("a write to a page's path is not the API's: no body read, no CSRF step, no token issued", async () => {
    const res = await request(app).post('/settings/').set('Content-Type', 'application/json').send('{"not": json');
    expect(res.status).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
