import type { Express } from 'express';
import { API_TOP_LEVEL } from '../../server/http/apiPaths';
import { browser, makeApp } from './helpers/app';

// A person named like one of the site's own paths could never be reached at /{username}/, so sign-up refuses every
// such name, and every first segment the server answers is one of them.

const { app, db } = makeApp();
const users = () => db.prepare('SELECT count(*) FROM users').pluck().get();

const signUpAs = async (username: string) =>
  (await browser(app)).call('register', { username, email: `${username}@example.com`, password: 'correct horse battery', first_name: 'Someone' });

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown };
  handle?: { stack?: Layer[] };
}

/** The literal paths the express app mounts (routes and routers, nested routers included); regular expressions left out. */
function mountedPaths(layers: Layer[], prefix = ''): string[] {
  return layers.flatMap((layer) => {
    const own = typeof layer.rawPath === 'string' ? layer.rawPath : typeof layer.route?.path === 'string' ? layer.route.path : '';
    const here = `${prefix}${own === '/' ? '' : own}`;
    const nested = layer.handle?.stack ? mountedPaths(layer.handle.stack, here) : [];
    return here ? [here, ...nested] : nested;
  });
}

/** What the app mounts, and the API's own segments, which its router takes whole ('vx' has no route of its own yet). */
const firstSegments = (app: Express) =>
  [...new Set([...mountedPaths((app as unknown as { router: { stack: Layer[] } }).router.stack).map((p) => p.split('/')[1]), ...API_TOP_LEVEL])]
    .filter(Boolean)
    .sort();

describe('sign-up refuses the names of the routes', () => {
  it.each(['admin', 'search', 'login', 'settings', 'surveys', 'Admin', 'HOMEFEED', 'ideas', 'videos', 'today', 'business', 'offsite', 'about'])(
    '%s is a 400 naming username, and no account is made',
    async (username) => {
      const before = users();
      const res = await signUpAs(username);
      expect(res.status).toBe(400);
      expect(res.body.resource_response.error.fields).toEqual({ username: expect.stringMatching(/reserved/) });
      expect(users()).toBe(before);
    },
  );

  it('every first segment the server mounts is refused (one shaped like a username would shadow its profile)', async () => {
    const segments = firstSegments(app);
    // The API and media prefixes, the offsite check and the survey page at least.
    expect(segments).toEqual(expect.arrayContaining(['api', 'assets', 'media', 'offsite', 'resource', 'surveys', 'v3', 'vx']));
    const usernameShaped = segments.filter((s) => /^[A-Za-z0-9_]{3,30}$/.test(s));
    const accepted: string[] = [];
    for (const segment of usernameShaped) if ((await signUpAs(segment)).status !== 400) accepted.push(segment);
    expect(accepted).toEqual([]);
  });
});
