import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { PAGE_STATE_ID } from '../../shared/constants';
import { viewerGet } from '../../shared/contracts/auth';
import { httpRequest } from '../../shared/contracts/endpoint';
import { homefeed } from '../../shared/contracts/feeds';
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
  if (exports.failing) throw new Error('render failed');
  return { html: '<main>rendered ' + url + '</main>', state: { answers, signedIn } };
};`;

interface FakeRenderer {
  calls: { url: string; answers: PageAnswer[]; signedIn: boolean }[];
  failing: boolean;
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
    expect((await request(app).get('/search/pins/?q=bridge')).status).toBe(200);
    expect(renderer.calls).toEqual([]);
  });
});
