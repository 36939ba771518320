import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { compressAnswers } from '../../server/http/compression';
import { makeApp } from './helpers/app';

// A page, a script and a stylesheet as the build leaves them (each with its brotli and gzip sibling), and media as
// the server stores it. Every text is over the compression threshold; the media bytes are incompressible anyway.
const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-compression-'));
const clientDir = path.join(dir, 'client');
const mediaDir = path.join(dir, 'media');
mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
mkdirSync(mediaDir);
const filler = 'A pin is a picture with a link. '.repeat(200);
writeFileSync(
  path.join(clientDir, 'index.html'),
  `<!doctype html><html><head><title>Pinboard</title></head><body><div id=root></div><!-- ${filler} --></body></html>`,
);
const SCRIPT = `console.log(${JSON.stringify(filler)});`;
const STYLES = `body{font-family:sans-serif}/* ${filler} */`;
for (const [file, text] of [
  ['main.1.js', SCRIPT],
  ['main.2.css', STYLES],
]) {
  writeFileSync(path.join(clientDir, 'assets', file), text);
  writeFileSync(path.join(clientDir, 'assets', `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(clientDir, 'assets', `${file}.gz`), gzipSync(text));
}
const noise = Buffer.alloc(16 * 1024, 'media bytes ');
writeFileSync(path.join(mediaDir, 'photo.jpg'), noise);
writeFileSync(path.join(mediaDir, 'clip.mp4'), noise);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { app } = makeApp({ clientDir, mediaDir });

/** The body's bytes, decoded (supertest undoes brotli and gzip) but not parsed. */
function rawBody(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  // In Node, superagent hands a parser the response stream itself.
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
const get = (url: string, acceptEncoding: string) => request(app).get(url).set('Accept-Encoding', acceptEncoding).buffer(true).parse(rawBody);

const TEXTS = [
  ['HTML', '/', 'text/html'],
  ['JS', '/assets/main.1.js', 'javascript'],
  ['CSS', '/assets/main.2.css', 'text/css'],
  ['JSON', '/api/openapi.json', 'application/json'],
] as const;

describe.each(['br', 'gzip'])('a client that accepts %s', (encoding) => {
  it.each(TEXTS)('is sent %s in it, with Vary: Accept-Encoding', async (_kind, url, type) => {
    const res = await get(url, `${encoding}, identity;q=0.5`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  });
});

it('gets the brotli sibling the build made when it accepts both, with the same text and the year-long cache', async () => {
  const res = await get('/assets/main.1.js', 'gzip, deflate, br');
  expect(res.headers['content-encoding']).toBe('br');
  expect((res.body as Buffer).toString()).toBe(SCRIPT);
  expect(res.headers['cache-control']).toContain('immutable');
});

describe('a client that accepts no compression', () => {
  it.each(TEXTS)('is sent %s as it is', async (_kind, url) => {
    const res = await get(url, 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

it('sends a small JSON answer as it is: under the threshold, compressing saves nothing', async () => {
  const res = await get('/api/health', 'gzip, br');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
});

it.each([
  ['a JPEG', '/media/photo.jpg', 'image/jpeg'],
  ['an MP4', '/media/clip.mp4', 'video/mp4'],
])('never compresses %s again', async (_kind, url, type) => {
  const res = await get(url, 'gzip, deflate, br');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain(type);
  expect(res.headers['content-encoding']).toBeUndefined();
});

it('never compresses a zip archive again (the archive download)', async () => {
  const zipping = express()
    .use(compressAnswers())
    .get('/archive.zip', (_req, res) => void res.type('application/zip').send(noise));
  const res = await request(zipping).get('/archive.zip').set('Accept-Encoding', 'gzip, br').buffer(true).parse(rawBody);
  expect(res.headers['content-type']).toContain('application/zip');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.body).toEqual(noise);
});

it('passes an answer that brings its own encoding as it is, headers and bytes, its Vary its own', async () => {
  const gzipped = gzipSync(filler);
  const encoded = express()
    .use(compressAnswers())
    .get('/encoded', (_req, res) => {
      res.type('text/plain').setHeader('Content-Encoding', 'gzip');
      res.end(gzipped);
    });
  const res = await request(encoded).get('/encoded').set('Accept-Encoding', 'gzip, deflate, br').buffer(true).parse(rawBody);
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers.vary).toBeUndefined();
  expect(res.body.toString()).toBe(filler);
});
