import { request, type APIRequestContext } from 'playwright-core';
import sharp from 'sharp';
import { createBoard } from './helpers/api';
import { residentBytes } from './helpers/memory';
import { serverPerFile } from './helpers/server';
import { csrfToken, signUp } from './helpers/session';

// A small PNG of many pixels cost hundreds of MB to decode, and nothing limited how many decoded at once (8 parallel
// uploads took the server from 243 MB to 2.6 GB). The server runs here as `npm start` runs it, in a process of this
// file's own, so its resident memory is this file's uploads alone.
const server = serverPerFile('decode-memory');
const MB = 1024 * 1024;
const RSS_BUDGET = 600 * MB;
const UPLOADS = 8;
const TIMEOUT_MS = 240_000;

/** A flat two-colour PNG of `side`x`side`: a few hundred KB of file for side² pixels to decode. */
async function bigPng(side: number, colour: string): Promise<Buffer> {
  const band = await sharp({ create: { width: Math.ceil(side / 3), height: side, channels: 3, background: '#2050e0' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: side, height: side, channels: 3, background: colour } })
    .composite([{ input: band, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

let api: APIRequestContext;
let boardId: string;
beforeAll(async () => {
  api = await request.newContext();
  await signUp(api, 'decode');
  boardId = (await createBoard(api, 'Large photos')).id;
}, TIMEOUT_MS);
afterAll(() => api?.dispose());

const upload = async (png: Buffer, name: string) => {
  const res = await api.post(`${server.url}/resource/PinResource/create/`, {
    headers: { 'x-csrftoken': await csrfToken(api) },
    multipart: { board_id: boardId, image: { name, mimeType: 'image/png', buffer: png } },
    timeout: TIMEOUT_MS,
  });
  return { status: res.status(), body: (await res.json()).resource_response };
};

describe('decoding new pins’ images within a memory budget', () => {
  it(
    `keeps ${UPLOADS} simultaneous uploads of a 25 MP PNG (the pixel cap) under ${RSS_BUDGET / MB} MB resident, and makes every pin`,
    async () => {
      const pngs = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => bigPng(5000, `#e0${(0x30 + i * 8).toString(16)}20`)));
      let peak = residentBytes(server.pid);
      const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 10);
      try {
        const answers = await Promise.all(pngs.map((png, i) => upload(png, `large-${i}.png`)));
        expect(answers.map((a) => a.status)).toEqual(Array(UPLOADS).fill(201));
      } finally {
        clearInterval(sampler);
      }
      expect(Math.round(peak / MB)).toBeLessThan(RSS_BUDGET / MB);
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a 7000x7000 PNG (49 MP) from its header with a 400 naming the field',
    async () => {
      const { status, body } = await upload(await bigPng(7000, '#e03020'), 'too-large.png');
      expect([status, body.error.code, body.error.fields]).toEqual([400, 'image_too_large', { image: 'has more than 25000000 pixels' }]);
    },
    TIMEOUT_MS,
  );
});
