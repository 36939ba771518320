import request from 'supertest';
import { BODY_LIMIT_BYTES } from '../../shared/constants';
import { browser, makeApp } from './helpers/app';

const { app } = makeApp();

describe('the envelope and its error cases', () => {
  it('answers success in the envelope', async () => {
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resource_response: { status: 'success', code: 0, message: 'ok', data: { ok: true }, error: null } });
  });

  it.each([
    ['an unknown resource', '/resource/NoSuchResource/get/'],
    ['an unknown action', '/resource/PinResource/frobnicate/'],
    ['an unknown v3 path', '/v3/nothing/here/'],
    ['an unknown api path', '/api/nope'],
  ])('answers 404 for %s', async (_label, path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.body.resource_response).toMatchObject({ status: 'failure', code: 404, data: null, error: { code: 'not_found' } });
  });

  it('answers 400 naming the field for invalid options', async () => {
    const res = await request(app).get(`/resource/PinResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { id: 'abc' } }))}`);
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error).toMatchObject({ code: 'invalid_options', fields: { id: expect.any(String) } });
  });

  it('answers 400 for a malformed data parameter', async () => {
    const res = await request(app).get('/resource/PinResource/get/?data=%7Bnot-json');
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error).toMatchObject({ code: 'malformed_json', fields: { data: expect.any(String) } });
  });

  it('answers 400 for a malformed JSON body', async () => {
    const b = await browser(app);
    const res = await b.agent
      .post('/resource/UserSessionResource/create/')
      .set('X-CSRFToken', b.csrf)
      .set('Content-Type', 'application/json')
      .send('{"options": {');
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error.code).toBe('malformed_json');
  });

  it('answers 400 when options is not an object', async () => {
    const b = await browser(app);
    const res = await b.agent
      .post('/resource/UserSessionResource/create/')
      .set('X-CSRFToken', b.csrf)
      .send({ options: [1, 2] });
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error.fields).toHaveProperty('options');
  });

  it('answers 413 for a body over the limit', async () => {
    const b = await browser(app);
    const res = await b.agent
      .post('/resource/UserSessionResource/create/')
      .set('X-CSRFToken', b.csrf)
      .send({ options: { username_or_email: 'x', password: 'y'.repeat(BODY_LIMIT_BYTES + 10) } });
    expect(res.status).toBe(413);
    expect(res.body.resource_response.error.code).toBe('payload_too_large');
  });

  it('answers an unexpected error as a generic 500 with no stack trace', async () => {
    const { app: broken, db } = makeApp();
    db.exec('DROP TABLE sessions');
    const res = await request(broken).get('/resource/ViewerResource/get/').set('Cookie', 'sess=abc');
    expect(res.status).toBe(500);
    expect(res.body.resource_response.error).toEqual({ code: 'internal_error', message: 'Something went wrong on our end.' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|sessions/);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await request(app).get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
