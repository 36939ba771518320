import request from 'supertest';
import { makeApp } from './helpers/app';

const { app } = makeApp();

// helmet's headers (server/http/security.ts) are on every kind of answer.
it.each([
  ['an API answer', '/api/health'],
  ['an API 404', '/api/nope'],
  ['a page', '/'],
  ['an asset that is not there', '/assets/none.js'],
])('%s carries helmet’s headers', async (_kind, path) => {
  const res = await request(app).get(path);
  expect(res.headers).toMatchObject({
    'content-security-policy': expect.stringContaining("script-src 'self'"),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': expect.stringContaining('max-age='),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
  expect(res.headers['x-powered-by']).toBeUndefined();
});
