import request from 'supertest';
import { makeApp } from './helpers/app';

const { app } = makeApp();

describe('our survey page (/surveys/user), framed by the survey dialog', () => {
  it('is a page only our own pages may frame, running no script but its own file', async () => {
    const res = await request(app).get('/surveys/user').expect(200);
    expect(res.type).toBe('text/html');
    const policy = res.headers['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.text).toContain('<script src="/surveys/user.js" defer></script>');
    expect(res.text).not.toMatch(/<script>/);
    expect(res.text).toMatch(/<html lang="en">/);
  });

  it('its script reports loaded, finished and dismissed to our origin only', async () => {
    const res = await request(app).get('/surveys/user.js').expect(200);
    expect(res.type).toBe('text/javascript');
    expect(res.text).toContain('window.parent.postMessage(message, window.location.origin)');
    for (const message of ['loaded', 'finished', 'dismissed']) expect(res.text).toContain(`tell('${message}')`);
  });

  it('its style is served as CSS', async () => {
    const res = await request(app).get('/surveys/user.css').expect(200);
    expect(res.type).toBe('text/css');
  });

  it('the app pages keep refusing to be framed', async () => {
    const res = await request(app).get('/settings');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
