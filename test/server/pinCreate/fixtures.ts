import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export const tempMediaDir = () => mkdtempSync(path.join(tmpdir(), 'pinboard-pins-'));

/** A small PNG with two colours, so the dominant colour is a real choice. */
export async function pngImage(width = 300, height = 200): Promise<Buffer> {
  const half = await sharp({ create: { width: Math.ceil(width / 3), height, channels: 3, background: '#2050e0' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#e03020' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

export interface ImageServer {
  server: Server;
  origin: string;
  port: number;
  /** How many requests reached it: a refusal before connecting leaves this unchanged. */
  hits: () => number;
  /** Runs `fn` when the next request arrives, before it is answered: lets a test change the world mid-fetch. */
  beforeNextAnswer: (fn: () => void) => void;
  close: () => Promise<void>;
}

/**
 * The outside world for image_url, on 127.0.0.1: an image, a non-image, an over-long body with no length header,
 * a request that is never answered, a connection reset, and redirects.
 */
export async function imageServer(image: Buffer, bigBytes: number): Promise<ImageServer> {
  let hits = 0;
  let beforeAnswer: (() => void) | null = null;
  const hanging = new Set<import('node:http').ServerResponse>();
  const server = createServer((req, res) => {
    hits++;
    beforeAnswer?.();
    beforeAnswer = null;
    const port = (server.address() as AddressInfo).port;
    const route = req.url ?? '/';
    if (route === '/img.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(image);
    if (route === '/text') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
    if (route === '/fake.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end('not really a png');
    if (route === '/big') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(Buffer.alloc(bigBytes + 1024));
      return void res.end();
    }
    if (route === '/hang') return void hanging.add(res);
    if (route === '/reset') return void req.socket.destroy();
    if (route === '/hop') return void res.writeHead(302, { location: '/img.png' }).end();
    if (route === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (route.startsWith('/to?'))
      return void res.writeHead(302, { location: decodeURIComponent(route.slice(4).replace('PORT', String(port))) }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    hits: () => hits,
    beforeNextAnswer: (fn) => void (beforeAnswer = fn),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
