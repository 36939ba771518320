import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { anonCall, anonCallUnchecked, rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { readAll } from './helpers/paging';

// A Today article (/today/article/{id}/): TodayArticleResource get, TodayArticleFeedResource get, and its page.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HTML = '<!doctype html><html><head><title>Pinboard</title></head><body><div id=root></div></body></html>';
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-today-'));
writeFileSync(path.join(clientDir, 'index.html'), HTML);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const ORIGIN = 'http://pins.example';
const { app, db } = makeApp({ clientDir, publicUrl: ORIGIN });
const f = factories(db);

const world = (ids: Record<'wes' | 'xia', number>) => {
  const board = f.board(ids.wes, 'Kitchens');
  const secretBoard = f.board(ids.wes, 'Plans', { privacy: 'secret' });
  const pins = Array.from({ length: 5 }, (_, i) => f.pin(ids.wes, board, { title: `Kitchen ${i + 1}` }));
  const secret = f.pin(ids.wes, secretBoard, { title: 'Secret kitchen' });
  // The editors' order is not the pins' order: the newest first, the secret one in the middle.
  const order = [pins[4], pins[0], secret, pins[2], pins[1], pins[3]];
  const article = f.article('Small kitchens, big ideas', order, { description: 'Six kitchens <b>we</b> love.', created_at: Date.UTC(2026, 9, 1) });
  return { pins, secret, order, article };
};
let W: ReturnType<typeof world>;
let wes: Browser;
let xia: Browser;
beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['wes', 'xia']);
  ({ wes, xia } = browsers);
  W = world(ids);
});

const ids = (res: request.Response) => (rr(res).data as { id: string }[]).map((p) => Number(p.id));

describe('TodayArticleResource get', () => {
  it('answers the title, description, cover in every size and publication date', async () => {
    const res = await anonCall(app, 'todayArticleGet', { article_id: W.article });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({
      id: String(W.article),
      title: 'Small kitchens, big ideas',
      description: 'Six kitchens <b>we</b> love.',
      createdAt: '2026-10-01T00:00:00.000Z',
      coverImages: { '236x': { url: expect.stringMatching(/^\/media\/images\/sig\d+\/236x\.jpg$/), width: 236, height: 354 } },
    });
  });

  it('answers 400 naming article_id for a malformed id and 404 for an unknown article', async () => {
    const bad = await anonCallUnchecked(app, 'todayArticleGet', { article_id: 'one' });
    expect(bad.status).toBe(400);
    expect(rr(bad).error.fields).toHaveProperty('article_id');
    expect((await anonCall(app, 'todayArticleGet', { article_id: 999999 })).status).toBe(404);
  });
});

describe('TodayArticleFeedResource get', () => {
  it("pages the pins in the editors' order to -end-, without a secret board's pin for those who may not see it", async () => {
    const { items } = await readAll<{ id: string }>(
      (bookmark) => anonCall(app, 'todayArticleFeed', { article_id: W.article, page_size: 2, bookmark }),
      2,
    );
    expect(items.map((p) => Number(p.id))).toEqual(W.order.filter((id) => id !== W.secret));
    expect(ids(await xia.call('todayArticleFeed', { article_id: W.article }))).not.toContain(W.secret);
    expect(ids(await wes.call('todayArticleFeed', { article_id: W.article }))).toEqual(W.order);
  });

  it('leaves out a pin the viewer hid', async () => {
    expect((await xia.call('pinFeedback', { feedback_type: 1, pin_id: W.pins[2] })).status).toBe(200);
    expect(ids(await xia.call('todayArticleFeed', { article_id: W.article }))).not.toContain(W.pins[2]);
  });

  it('answers 400 naming the field for a malformed article_id or bookmark, 404 for an unknown article', async () => {
    for (const [options, field] of [
      [{ article_id: '0' }, 'article_id'],
      [{ article_id: W.article, bookmark: 'forged' }, 'bookmark'],
      [{ article_id: W.article, page_size: 0 }, 'page_size'],
    ] as const) {
      const res = await anonCallUnchecked(app, 'todayArticleFeed', options);
      expect(res.status).toBe(400);
      expect(rr(res).error.fields).toHaveProperty(field);
    }
    expect((await anonCall(app, 'todayArticleFeed', { article_id: 999999 })).status).toBe(404);
  });

  it('loses a pin that is deleted, and keeps the others in their order', async () => {
    const board = f.board(f.userId('wes'), 'Scratch');
    const [a, b, c] = [f.pin(f.userId('wes'), board), f.pin(f.userId('wes'), board), f.pin(f.userId('wes'), board)];
    const article = f.article('Short-lived', [c, a, b]);
    db.prepare('DELETE FROM pins WHERE id = ?').run(a);
    expect(ids(await anonCall(app, 'todayArticleFeed', { article_id: article }))).toEqual([c, b]);
  });
});

describe('the page, from the server', () => {
  const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

  it('is titled, described and shared as the article, with its cover and schema.org Article data', async () => {
    const res = await request(app).get(`/today/article/${W.article}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Small kitchens, big ideas · Pinboard</title>');
    expect(meta(res.text, 'description')).toBe('Six kitchens &lt;b&gt;we&lt;/b&gt; love.');
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/today/article/${W.article}/">`);
    expect(meta(res.text, 'og:type')).toBe('article');
    expect(meta(res.text, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/media/images/sig\\d+/736x\\.jpg$`));
    const data = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.text)![1]);
    expect(data).toMatchObject({ '@type': 'Article', headline: 'Small kitchens, big ideas', datePublished: '2026-10-01T00:00:00.000Z' });
  });

  it('gives a bot the article and its pins, never the secret one', async () => {
    const body = (await request(app).get(`/today/article/${W.article}/`).set('User-Agent', GOOGLEBOT)).text;
    expect(body).toContain('<h1>Small kitchens, big ideas</h1>');
    expect(body).toContain('<p>Six kitchens &lt;b&gt;we&lt;/b&gt; love.</p>');
    expect(body.match(/<li>/g)).toHaveLength(5);
    expect(body).not.toContain('Secret kitchen');
  });

  it('answers an unknown article with a 404 that asks not to be indexed', async () => {
    const res = await request(app).get('/today/article/999999/');
    expect(res.status).toBe(404);
    expect(meta(res.text, 'robots')).toBe('noindex');
  });
});
