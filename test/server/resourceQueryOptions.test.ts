import querystring from 'node:querystring';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { endpoints } from '../../shared/contracts/registry';
import { errorHandler } from '../../server/http/errorHandler';
import { mountEndpoint } from '../../server/http/mount';
import { lockRetry } from '../../server/sqlite/lockRetry';
import { openDatabase } from '../../server/sqlite/open';
import { resourceGetUrl } from './helpers/api';

/**
 * A resource GET's options come from its query string, which the grid sends the same over and over: the mount reads
 * and parses a query it saw lately once, and still checks it against the contract on every call.
 */
function harness() {
  let parses = 0;
  const seen: unknown[] = [];
  const app = express();
  // Express's own query parser, counted.
  app.set('query parser', (text: string) => {
    parses++;
    return querystring.parse(text);
  });
  const api = express.Router();
  mountEndpoint(
    api,
    endpoints.homefeed,
    ({ options }) => {
      seen.push(structuredClone(options));
      // A handler that changes its options changes only its own.
      (options as Record<string, unknown>).page_size = -1;
      return { data: [] };
    },
    lockRetry(openDatabase(':memory:')),
  );
  app.use(api);
  app.use(errorHandler(pino({ level: 'silent' })));
  return { app, seen, parses: () => parses };
}

// Each test asks its own pages: what one test's calls left in the mount's memory must not count in another's.
let bookmarks = 0;
const urlOf = (options: Record<string, unknown>) => resourceGetUrl(endpoints.homefeed.path, { bookmark: `b${++bookmarks}`, ...options });

describe("a resource GET's query", () => {
  it('is read once for the calls that repeat it, each call getting the same options, its own', async () => {
    const { app, seen, parses } = harness();
    const url = urlOf({ page_size: 10 });
    for (let i = 0; i < 3; i++) expect((await request(app).get(url)).status).toBe(200);
    expect(parses()).toBe(1);
    expect(seen).toEqual([seen[0], seen[0], seen[0]]);
    expect(seen[0]).toMatchObject({ page_size: 10 });
  });

  it('is read again when it differs', async () => {
    const { app, seen, parses } = harness();
    await request(app).get(urlOf({ page_size: 10 }));
    await request(app).get(urlOf({ page_size: 12 }));
    expect(parses()).toBe(2);
    expect(seen).toEqual([expect.objectContaining({ page_size: 10 }), expect.objectContaining({ page_size: 12 })]);
  });

  it('is checked against the contract on every call', async () => {
    const { app, seen } = harness();
    const url = urlOf({ page_size: 'many' });
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get(url);
      expect(res.status).toBe(400);
      expect(res.body.resource_response.error).toMatchObject({ code: 'invalid_options', fields: { page_size: expect.any(String) } });
    }
    expect(seen).toEqual([]);
  });

  it('is refused every time its JSON is malformed', async () => {
    const { app, parses } = harness();
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get(`${endpoints.homefeed.path}?data=%7Bnot-json-${bookmarks}`);
      expect(res.status).toBe(400);
      expect(res.body.resource_response.error.code).toBe('malformed_json');
    }
    expect(parses()).toBe(2);
  });
});
