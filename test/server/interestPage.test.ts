import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { anonCall, anonCallUnchecked, rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { readAll } from './helpers/paging';

// The interest page (/ideas/{interest}/{id}/) and the video category page (/videos/{category}/{id}/): InterestResource
// get, InterestFeedResource get, and the page's answer from the server.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HTML = '<!doctype html><html><head><title>Pinboard</title></head><body><div id=root></div></body></html>';
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-interest-'));
writeFileSync(path.join(clientDir, 'index.html'), HTML);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const ORIGIN = 'http://pins.example';
const { app, db } = makeApp({ clientDir, publicUrl: ORIGIN });
const f = factories(db);

const world = (ids: Record<'una' | 'val', number>) => {
  const board = f.board(ids.una, 'Workshop');
  const secretBoard = f.board(ids.una, 'Gifts', { privacy: 'secret' });
  const woodworking = f.interest('Woodworking');
  const other = f.interest('Baking');
  const pins = Array.from({ length: 5 }, () => f.pin(ids.una, board));
  const video = f.pin(ids.una, board, { video_id: f.video(), title: 'Dovetails on video' });
  const secret = f.pin(ids.una, secretBoard, { title: 'Secret box' });
  const untagged = f.pin(ids.una, board);
  const baking = f.pin(ids.una, board);
  for (const pin of [...pins, video, secret]) f.tag(pin, woodworking);
  f.tag(baking, other);
  // A save of a tagged pin: the interest page shows the original once, not its copies.
  f.repin(pins[0], ids.val, f.board(ids.val, 'Saved'));
  f.followInterest(ids.val, woodworking);
  return { woodworking, other, pins, video, secret, untagged, baking };
};
let W: ReturnType<typeof world>;
let una: Browser;
let val: Browser;
beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['una', 'val']);
  ({ una, val } = browsers);
  W = world(ids);
});

const ids = (res: request.Response) => (rr(res).data as { id: string }[]).map((p) => Number(p.id));

describe('InterestResource get', () => {
  it('answers the interest with its url words, followed or not by the viewer', async () => {
    const res = await anonCall(app, 'interestGet', { interest_id: W.woodworking });
    expect(res.status).toBe(200);
    expect(rr(res).data).toEqual({
      id: String(W.woodworking),
      name: 'Woodworking',
      urlName: expect.stringMatching(/^woodworking-\d+$/),
      followedByMe: false,
    });
    expect(rr(await val.call('interestGet', { interest_id: W.woodworking })).data.followedByMe).toBe(true);
    expect(rr(await una.call('interestGet', { interest_id: W.woodworking })).data.followedByMe).toBe(false);
  });

  it('answers 400 naming interest_id for a malformed id and 404 for an unknown one', async () => {
    const bad = await anonCallUnchecked(app, 'interestGet', { interest_id: 'wood' });
    expect(bad.status).toBe(400);
    expect(rr(bad).error.fields).toHaveProperty('interest_id');
    expect((await anonCallUnchecked(app, 'interestGet', {})).status).toBe(400);
    expect((await anonCall(app, 'interestGet', { interest_id: 999999 })).status).toBe(404);
  });
});

describe('InterestFeedResource get', () => {
  it('pages the tagged originals newest first to -end-, leaving out secret boards for those who may not see them', async () => {
    const { items } = await readAll<{ id: string }>(
      (bookmark) => anonCall(app, 'interestFeed', { interest_id: W.woodworking, page_size: 2, bookmark }),
      2,
    );
    expect(items.map((p) => Number(p.id))).toEqual([W.video, ...W.pins].sort((a, b) => b - a));
    // The owner sees the pin of her secret board too.
    expect(ids(await una.call('interestFeed', { interest_id: W.woodworking }))).toContain(W.secret);
  });

  it("kind 'video' keeps the video pins (the video category page)", async () => {
    expect(ids(await anonCall(app, 'interestFeed', { interest_id: W.woodworking, kind: 'video' }))).toEqual([W.video]);
    expect(ids(await anonCall(app, 'interestFeed', { interest_id: W.other, kind: 'video' }))).toEqual([]);
  });

  it('leaves out a pin the viewer hid', async () => {
    const hidden = W.pins[2];
    expect((await val.call('pinFeedback', { feedback_type: 1, pin_id: hidden })).status).toBe(200);
    expect(ids(await val.call('interestFeed', { interest_id: W.woodworking }))).not.toContain(hidden);
    expect(ids(await anonCall(app, 'interestFeed', { interest_id: W.woodworking }))).toContain(hidden);
  });

  it('answers 400 naming the field for a malformed interest_id or kind, 404 for an unknown interest', async () => {
    for (const [options, field] of [
      [{ interest_id: 'x' }, 'interest_id'],
      [{ interest_id: W.woodworking, kind: 'gif' }, 'kind'],
      [{ interest_id: W.woodworking, bookmark: 'forged' }, 'bookmark'],
    ] as const) {
      const res = await anonCallUnchecked(app, 'interestFeed', options);
      expect(res.status).toBe(400);
      expect(rr(res).error.fields).toHaveProperty(field);
    }
    expect((await anonCall(app, 'interestFeed', { interest_id: 999999 })).status).toBe(404);
  });
});

describe('the page, from the server', () => {
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

  it('titles the interest page as the app does, with its canonical url whatever words the url has', async () => {
    const urlName = db.prepare('SELECT url_name FROM interests WHERE id = ?').pluck().get(W.woodworking) as string;
    const res = await request(app).get(`/ideas/any-words/${W.woodworking}/`);
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe('Woodworking · Pinboard');
    expect(canonical(res.text)).toBe(`${ORIGIN}/ideas/${urlName}/${W.woodworking}/`);

    const videos = await request(app).get(`/videos/${urlName}/${W.woodworking}/`);
    expect(title(videos.text)).toBe('Woodworking videos · Pinboard');
    expect(canonical(videos.text)).toBe(`${ORIGIN}/videos/${urlName}/${W.woodworking}/`);
  });

  it('gives a bot the first page of its pins (only the videos on the video page), never a secret one', async () => {
    const body = (await request(app).get(`/ideas/woodworking/${W.woodworking}/`).set('User-Agent', GOOGLEBOT)).text;
    expect(body).toContain('<h1>Woodworking</h1>');
    expect(body.match(/<li>/g)).toHaveLength(6);
    expect(body).not.toContain('Secret box');
    const videos = (await request(app).get(`/videos/woodworking/${W.woodworking}/`).set('User-Agent', GOOGLEBOT)).text;
    expect(videos.match(/<li>/g)).toHaveLength(1);
    expect(videos).toContain('Dovetails on video');
  });

  it('answers an unknown interest with a 404 that asks not to be indexed', async () => {
    for (const url of ['/ideas/woodworking/999999/', '/videos/woodworking/999999/']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    }
  });
});
