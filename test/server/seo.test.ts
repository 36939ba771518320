import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { compileTemplate } from '../../server/features/seo/document';
import { jsonForScript, notFoundPage } from '../../server/features/seo/render';
import { seoRoute } from '../../server/features/seo/service';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HOST = 'pins.example:8080';
const ORIGIN = `http://${HOST}`;
const EVIL = `</script><img src=x onerror=alert(1)> "quoted" 'single' $& $' & more`;

const SOURCE_HTML = readFileSync(path.resolve(__dirname, '../../client/index.html'), 'utf8');
/** What html-webpack-plugin makes of the source in a production build: minified, attribute quotes dropped. */
const BUILT_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name=description content="Pinboard: find ideas."><meta name=theme-color content=#ffffff><title>Pinboard</title>' +
  '<script defer src=/assets/main.1.js></script><link href=/assets/main.2.css rel=stylesheet></head>' +
  '<body><noscript>Pinboard needs JavaScript to show pins.</noscript><div id=root></div></body></html>';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-seo-'));
writeFileSync(path.join(clientDir, 'index.html'), BUILT_HTML);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app, db } = makeApp({ clientDir, publicUrl: ORIGIN });
const f = factories(db);

/** Paula's boards and pins, once she has signed up (she logs in to see her secret pin). */
const world = (paula: number) => {
  f.profile(paula, { full_name: 'Paula Pinner', about: 'Kitchens & <b>tiles</b>' });
  const maker = f.user('maker', { full_name: 'Maker Studio' });
  f.user('nobody');
  const board = f.board(paula, 'Blue rooms');
  const secretBoard = f.board(paula, 'Hidden plans', { privacy: 'secret' });
  const pin = f.pin(paula, board, {
    title: 'Blue kitchen tiles',
    description: 'Glazed   tiles\nfor a small kitchen',
    alt_text: 'A blue tiled wall',
    link: 'https://tiles.example/blue',
    domain: 'tiles.example',
    native_creator_id: maker,
    save_count: 9,
  });
  const evil = f.pin(paula, board, {
    title: EVIL,
    description: `<script>alert(1)</script>`,
    link: 'javascript:alert(1)',
    domain: 'evil<b>.example',
    save_count: 5,
  });
  const untitled = f.pin(paula, board, { title: '', save_count: 1 });
  const secret = f.pin(paula, secretBoard, { title: 'Surprise party plans', save_count: 50 });
  const guarded = f.pin(paula, f.board(paula, 'Members only', { privacy: 'protected' }), { title: 'Guarded', save_count: 0 });
  return { paula, board, pin, evil, untitled, secret, guarded };
};
let W: ReturnType<typeof world>;
let paula: Browser;
beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['Paula']);
  paula = browsers.Paula;
  W = world(ids.Paula);
});

const get = (url: string, userAgent = CHROME) => request(app).get(url).set('Host', HOST).set('User-Agent', userAgent);

/** The content of the first `<meta {attr}="{key}">`, entities decoded. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return tag ? decode(tag[1]) : undefined;
}
const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const rootContent = (html: string) => /<div id=root>([\s\S]*)<\/div><\/body>/.exec(html)?.[1];
const jsonLd = (html: string) => {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return block ? JSON.parse(block[1]) : undefined;
};

describe('the pin closeup /pin/{id}/', () => {
  it('gives a bot the pin itself: title, description, image with alt text, attribution, board and link', async () => {
    const res = await get(`/pin/${W.pin}/`, GOOGLEBOT);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/User-Agent/);
    const body = rootContent(res.text)!;
    expect(body).toContain('<h1>Blue kitchen tiles</h1>');
    expect(body).toMatch(/<img src="\/media\/images\/sig\d+\/736x\.jpg" width="\d+" height="\d+" alt="This contains: A blue tiled wall">/);
    expect(body).toContain('<p>Glazed tiles for a small kitchen</p>');
    expect(body).toContain('<p>Created by <a href="/maker/">Maker Studio</a></p>');
    expect(body).toMatch(/<p>Saved to <a href="\/Paula\/blue-rooms-\d+\/">Blue rooms<\/a><\/p>/);
    expect(body).toContain('<a href="https://tiles.example/blue" rel="nofollow ugc noopener noreferrer">tiles.example</a>');
  });

  it('names the board of a protected-board pin without linking it, and the pinner when no one else is credited', async () => {
    const body = rootContent((await get(`/pin/${W.guarded}/`, GOOGLEBOT)).text)!;
    expect(body).toContain('<p>Saved by <a href="/paula/">Paula Pinner</a></p><p>Saved to Members only</p>');
  });

  it('gives everyone the title, description, canonical link, Open Graph and Twitter tags, and no content', async () => {
    const res = await get(`/pin/${W.pin}/`);

    expect(res.status).toBe(200);
    const html = res.text;
    expect(title(html)).toBe('Blue kitchen tiles · Pinboard');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe('Glazed tiles for a small kitchen');
    expect(html.match(/name=("?)description\1/g)).toHaveLength(1);
    const url = `${ORIGIN}/pin/blue-kitchen-tiles--${W.pin}/`;
    expect(canonical(html)).toBe(url);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe('Blue kitchen tiles');
    expect(meta(html, 'og:description')).toBe('Glazed tiles for a small kitchen');
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/media/images/sig\\d+/736x\\.jpg$`));
    expect(meta(html, 'og:image:alt')).toBe('This contains: A blue tiled wall');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(rootContent(html)).toBe('');
    // The built page's scripts and styles are still there.
    expect(html).toContain('<script defer src=/assets/main.1.js></script>');
  });

  it('describes the pin as schema.org structured data (JSON-LD is data, which the CSP does not block)', async () => {
    const data = jsonLd((await get(`/pin/${W.pin}/`)).text);

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ImageObject',
      name: 'Blue kitchen tiles',
      description: 'Glazed tiles for a small kitchen',
      url: `${ORIGIN}/pin/blue-kitchen-tiles--${W.pin}/`,
      contentUrl: expect.stringMatching(/\/orig\.jpg$/),
      caption: 'This contains: A blue tiled wall',
      author: { '@type': 'Person', name: 'Maker Studio', url: `${ORIGIN}/maker/` },
    });
  });

  it('resolves the search-friendly /pin/{slug}--{id}/ form, whatever the words, to the same pin', async () => {
    for (const slug of [`blue-kitchen-tiles--${W.pin}`, `old-words--${W.pin}`, `a--b--${W.pin}`]) {
      const res = await get(`/pin/${slug}/`, GOOGLEBOT);
      expect(res.status).toBe(200);
      expect(rootContent(res.text)).toContain('<h1>Blue kitchen tiles</h1>');
      expect(canonical(res.text)).toBe(`${ORIGIN}/pin/blue-kitchen-tiles--${W.pin}/`);
    }
    expect(title((await get(`/pin/${W.pin}`)).text)).toBe('Blue kitchen tiles · Pinboard');
  });

  it('escapes every value: a title that tries to close the script or open a tag stays text', async () => {
    for (const ua of [GOOGLEBOT, CHROME]) {
      const html = (await get(`/pin/${W.evil}/`, ua)).text;
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<b>.example');
      // Only the page's own script elements: the built bundle and the JSON-LD block.
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(title(html)).toBe(`${EVIL} · Pinboard`);
      expect(meta(html, 'og:title')).toBe(EVIL);
      expect(jsonLd(html).name).toBe(EVIL);
    }
    const body = rootContent((await get(`/pin/${W.evil}/`, GOOGLEBOT)).text)!;
    expect(body).toContain('<h1>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &#39;single&#39; $&amp; $&#39; &amp; more</h1>');
    // A link that is not http(s) is not made a link.
    expect(body).not.toContain('javascript:');
  });

  it('names an untitled pin "Pin" and describes it by where it was saved', async () => {
    const html = (await get(`/pin/${W.untitled}/`)).text;
    expect(title(html)).toBe('Pin · Pinboard');
    expect(meta(html, 'description')).toBe('Pin, saved to Blue rooms by Paula Pinner on Pinboard.');
    expect(canonical(html)).toBe(`${ORIGIN}/pin/${W.untitled}/`);
  });

  it.each([
    ['a secret pin', () => `/pin/${W.secret}/`],
    ['a secret pin by its slug', () => `/pin/surprise-party-plans--${W.secret}/`],
    ['an unknown pin', () => '/pin/999999/'],
    ['an unknown profile', () => '/nobody_here/'],
  ])('answers %s with a 404 that says nothing about it', async (_case, url) => {
    for (const ua of [GOOGLEBOT, CHROME]) {
      const res = await get(url(), ua);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Surprise');
      expect(title(res.text)).toBe('Page not found · Pinboard');
      expect(meta(res.text, 'robots')).toBe('noindex');
      expect(canonical(res.text)).toBeUndefined();
      expect(rootContent(res.text)).toBe('');
    }
  });

  it('serves the owner of a secret pin the page (200) without putting the pin into the HTML', async () => {
    const res = await paula.agent.get(`/pin/${W.secret}/`).set('User-Agent', CHROME);

    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Surprise');
    // The generic page; only her theme (system, the default) is hers.
    expect(res.text).toMatch(/^<!doctype html><html data-theme="system" lang=en>/);
    expect(title(res.text)).toBe('Pinboard');
    expect(rootContent(res.text)).toBe('');
  });

  it('shows an edit at once: pages are kept only until the database changes', async () => {
    expect(title((await get(`/pin/${W.untitled}/`)).text)).toBe('Pin · Pinboard');
    db.prepare('UPDATE pins SET title = ? WHERE id = ?').run('Now titled', W.untitled);
    const html = (await get(`/pin/${W.untitled}/`)).text;
    expect(title(html)).toBe('Now titled · Pinboard');
    expect(canonical(html)).toBe(`${ORIGIN}/pin/now-titled--${W.untitled}/`);
    db.prepare('UPDATE pins SET title = ? WHERE id = ?').run('', W.untitled);
  });

  it('puts no untrusted Host into links', async () => {
    const html = (await request(app).get(`/pin/${W.pin}/`).set('Host', 'evil.example"><b>x')).text;
    expect(html).not.toContain('evil.example');
    expect(canonical(html)).toBe(`${ORIGIN}/pin/blue-kitchen-tiles--${W.pin}/`);
  });
});

describe('home and profiles', () => {
  it('gives a bot the first page of popular pins as links with titles, images and the see-more drawer content', async () => {
    const res = await get('/', GOOGLEBOT);

    expect(res.status).toBe(200);
    const body = rootContent(res.text)!;
    expect(body).toContain('<h1>Popular pins</h1>');
    expect(body).toMatch(
      new RegExp(
        `<li><article><a href="/pin/blue-kitchen-tiles--${W.pin}/"><img src="/media/images/sig\\d+/236x\\.jpg" width="\\d+" height="\\d+" alt="This contains: A blue tiled wall"><h2>Blue kitchen tiles</h2></a>`,
      ),
    );
    expect(body).toMatch(
      /<p>Glazed tiles for a small kitchen<\/p><p>Saved to <a href="\/Paula\/blue-rooms-\d+\/">Blue rooms<\/a><\/p><p>From tiles.example<\/p>/,
    );
    // Most saved first, and never a pin of a secret board.
    expect(body.indexOf(`--${W.pin}/`)).toBeLessThan(body.indexOf(`--${W.evil}/`));
    expect(body).not.toContain('Surprise');
    expect(body.match(/<li>/g)).toHaveLength(4);
  });

  it('gives everyone the site title, description and canonical home', async () => {
    for (const url of ['/', '/homefeed/']) {
      const html = (await get(url)).text;
      expect(title(html)).toBe('Pinboard');
      expect(meta(html, 'description')).toMatch(/^Pinboard: find ideas/);
      expect(meta(html, 'og:type')).toBe('website');
      expect(canonical(html)).toBe(`${ORIGIN}/`);
      expect(rootContent(html)).toBe('');
    }
  });

  it('titles a profile as the app does and points its canonical link at the lowercase url', async () => {
    const html = (await get('/Paula/_created/')).text;
    expect(title(html)).toBe('Paula Pinner (@Paula) · Pinboard');
    expect(meta(html, 'description')).toBe('Kitchens & <b>tiles</b>');
    expect(html).not.toContain('<b>tiles');
    expect(canonical(html)).toBe(`${ORIGIN}/paula/_created/`);
    expect(meta(html, 'og:type')).toBe('profile');

    const bot = rootContent((await get('/paula/', GOOGLEBOT)).text)!;
    expect(bot).toContain('<h1>Paula Pinner</h1><p>@Paula</p>');
    expect(bot).toContain(`<a href="/pin/blue-kitchen-tiles--${W.pin}/">`);
    expect(bot).not.toContain('Surprise');
  });

  it('serves index.html untouched on pages without metadata of their own', async () => {
    for (const url of ['/settings', `/pin/${W.pin}/repin/`, '/search/pins/?q=blue', '/me/']) {
      const res = await get(url, GOOGLEBOT);
      expect(res.status).toBe(200);
      expect(res.text).toBe(BUILT_HTML);
    }
  });

  it('leaves the API alone: resource paths still answer JSON envelopes', async () => {
    const res = await get('/resource/NoSuchResource/get/', GOOGLEBOT);
    expect(res.status).toBe(404);
    expect(res.body.resource_response.error.code).toBe('not_found');
  });
});

describe('the page template', () => {
  const page = { ...notFoundPage, status: 200 as const, title: 'A <b> title', head: '<meta name="x" content="y">', body: '<main>hi</main>' };

  it.each([
    ['the source index.html', SOURCE_HTML],
    ['the minified build', BUILT_HTML],
  ])('fills %s: one title, the page description only, tags and then the chunk’s links last in <head>, content in #root', (_name, html) => {
    const links = '<link rel="preload" as="script" href="/assets/home.1.js">';
    const out = compileTemplate(html).render(page, null, links, null);
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).toContain(`<title>A &lt;b&gt; title</title><meta name="x" content="y">${links}</head>`);
    expect(out).not.toMatch(/name=("?)description/);
    expect(out).toMatch(/<div id="?root"?><main>hi<\/main><\/div>/);
    expect(out).toMatch(/^<!doctype html>/i);
  });

  it('puts the app’s render in #root instead of the bot content, after its state as a JSON block no `</script>` in it can end', () => {
    const app = { html: '<main>app</main>', state: { title: '</script><script>alert(1)</script>' } };
    const out = compileTemplate(BUILT_HTML).render(page, app, '', null);
    const block = /<script type="application\/json" id="page-state">([^<]*)<\/script><div id="?root"?><main>app<\/main><\/div>/.exec(out);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual(app.state);
    expect(out).not.toContain('<main>hi</main>');
  });

  it('keeps the generic title and description for a rendered page without metadata of its own', () => {
    const out = compileTemplate(BUILT_HTML).render(null, { html: '<main>app</main>', state: {} }, '', null);
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).toMatch(/name=("?)description/);
    expect(out).toContain('<main>app</main>');
  });

  it('serves a template without a head or root as it is', () => {
    expect(compileTemplate('<p>no root</p>').render(page, null, '', null)).toBe('<p>no root</p>');
  });

  it('keeps JSON-LD inside its element whatever the strings hold', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>', other: 'a & b \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', other: 'a & b \u2028' });
  });

  it.each<[string, ReturnType<typeof seoRoute>]>([
    ['/', { kind: 'home' }],
    ['/homefeed', { kind: 'home' }],
    ['/pin/12/', { kind: 'pin', id: '12' }],
    ['/pin/blue--12', { kind: 'pin', id: '12' }],
    ['/pin/12/repin/', null],
    ['/pin/blue--x/', null],
    ['/ann_lee/', { kind: 'profile', username: 'ann_lee', tab: null }],
    ['/ann_lee/_saved/', { kind: 'profile', username: 'ann_lee', tab: '_saved' }],
    ['/ann_lee/kitchen/', null],
    ['/me/', null],
    ['/settings/', null],
  ])('%s has metadata %p', (pathname, route) => {
    expect(seoRoute(pathname)).toEqual(route);
  });
});
