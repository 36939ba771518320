import request from 'supertest';
import { makeApp } from './helpers/app';

const { app } = makeApp();

// The bookmarklet opens /pin/create/button/?media=https://other.site/image.jpg and shows that image before saving it.
describe('CSP for the pin creation pages', () => {
  it('lets pages show https images from other sites, and sends no referrer to them', async () => {
    const res = await request(app).get('/pin/create/button/?media=https%3A%2F%2Fcdn.example%2Fa.jpg');
    const directives = String(res.headers['content-security-policy']).split(';');
    expect(
      directives
        .find((d) => d.trim().startsWith('img-src'))
        ?.trim()
        .split(' '),
    ).toEqual(['img-src', "'self'", 'data:', 'blob:', 'https:']);
    // Scripts: the site's own files, and the one inline script allowed by its hash (the theme script, appearance.test.ts).
    expect(directives.find((d) => d.trim().startsWith('script-src'))?.trim()).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
