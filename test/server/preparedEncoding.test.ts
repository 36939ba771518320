import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { sendPrepared } from '../../server/http/envelope';
import { prepareEnvelope } from '../../server/http/json';

// negotiator, counted: each construction is one negotiation of a request's Accept-Encoding.
jest.mock('negotiator', () => {
  const Actual = jest.requireActual('negotiator');
  return jest.fn((req: unknown) => new Actual(req));
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mock above, to count its calls
const negotiations = require('negotiator') as jest.Mock;

const app = express();
const envelope = prepareEnvelope({ words: Array.from({ length: 200 }, (_, i) => `word ${i}`) });
app.get('/prepared', (req, res) => sendPrepared(req, res, envelope));

const get = (acceptEncoding: string) => request(app).get('/prepared').set('Accept-Encoding', acceptEncoding);

/** The answer to a request with no Accept-Encoding at all (supertest would send its own). */
async function getWithout(): Promise<{ headers: http.IncomingHttpHeaders; text: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/prepared`, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ headers: res.headers, text }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

/** A prepared answer's encoding: negotiated once per Accept-Encoding text, as a browser sends the same on every call. */
describe("a prepared answer's encoding", () => {
  beforeEach(() => negotiations.mockClear());

  it('is negotiated once for the calls that send the same Accept-Encoding', async () => {
    for (let i = 0; i < 3; i++) expect((await get('gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect(negotiations.mock.calls.length).toBeLessThanOrEqual(1);
    for (let i = 0; i < 3; i++) expect((await get('gzip;q=1, br;q=0.5')).headers['content-encoding']).toBe('gzip');
    expect(negotiations.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it("is the client's choice for each header text, a missing one as an empty one", async () => {
    expect((await get('deflate, gzip;q=0.8')).headers['content-encoding']).toBe('gzip');
    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('')).headers['content-encoding']).toBeUndefined();
    const none = await getWithout();
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(none.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(none.text).resource_response.data.words).toHaveLength(200);
  });
});
