import cookieParser from 'cookie-parser';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { SESSION } from '../../shared/constants';
import { endpoints } from '../../shared/contracts/registry';
import { testConfig } from '../../server/config';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase } from '../../server/sqlite/open';
import { errorHandler } from '../../server/http/errorHandler';
import { mountEndpoint, type Handlers, type ViewerOf } from '../../server/http/mount';
import { lockRetry } from '../../server/sqlite/lockRetry';
import { hashToken, loadViewer, type SessionUser } from '../../server/http/session';
import { createServices } from '../../server/services';
import { resourceGetUrl } from './helpers/api';
import { fixedClock } from './helpers/app';

// Type-level: tsc (npm run typecheck) fails if a required endpoint's handler could see a null viewer, or an optional
// one's could not.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type RequiredName = { [K in keyof Handlers]: (typeof endpoints)[K]['auth'] extends 'required' ? K : never }[keyof Handlers];
type OptionalName = Exclude<keyof Handlers, RequiredName>;
const requiredHandlersGetAViewer: Equal<ViewerOf<(typeof endpoints)[RequiredName]>, SessionUser> = true;
const optionalHandlersMayGetNone: Equal<ViewerOf<(typeof endpoints)[OptionalName]>, SessionUser | null> = true;
const theRepinHandlerGetsAViewer: Equal<Parameters<Handlers['repinCreate']>[0]['viewer'], SessionUser> = true;

/** The API's viewer path as app.ts builds it (cookies, the session's viewer, the mount), around one spy handler. */
function harness() {
  const db = openDatabase(':memory:');
  migrate(db);
  const clock = fixedClock();
  const services = createServices({ db, config: testConfig(), clock });
  const seen: unknown[] = [];
  const app = express();
  app.use(cookieParser());
  app.use(loadViewer(services.sessions, clock));
  const api = express.Router();
  mountEndpoint(
    api,
    endpoints.userStateGet,
    ({ viewer }) => {
      seen.push(viewer);
      return { data: null };
    },
    lockRetry(db),
  );
  app.use(api);
  app.use(errorHandler(pino({ level: 'silent' })));
  const id = services.users.insert({
    username: 'vera',
    email: 'vera@example.com',
    passwordHash: 'scrypt$secret-hash',
    firstName: 'Vera',
    now: clock.now(),
  });
  services.sessions.insert(hashToken('the-token'), id, clock.now(), clock.now() + SESSION.maxAgeMs);
  const url = resourceGetUrl(endpoints.userStateGet.path, { state: 'QUICK_SAVES_BOARD_ID' });
  return { app, seen, id, url };
}

describe('the viewer a handler receives', () => {
  it('is typed non-null for required endpoints and nullable for optional ones', () => {
    expect([requiredHandlersGetAViewer, optionalHandlersMayGetNone, theRepinHandlerGetsAViewer]).toEqual([true, true, true]);
  });

  it('of a required endpoint: a signed-out call is a 401 that never reaches the handler', async () => {
    const { app, seen, url } = harness();
    const res = await request(app).get(url);
    expect(res.status).toBe(401);
    expect(seen).toEqual([]);
  });

  it('of a required endpoint: the signed-in viewer, never null', async () => {
    const { app, seen, id, url } = harness();
    const res = await request(app).get(url).set('Cookie', `${SESSION.cookie}=the-token`);
    expect(res.status).toBe(200);
    expect(seen).toEqual([expect.objectContaining({ id, username: 'vera' })]);
  });

  it('is the projection the session loads: never the password hash, nor the email', async () => {
    const { app, seen, url } = harness();
    await request(app).get(url).set('Cookie', `${SESSION.cookie}=the-token`);
    const viewer = seen[0] as Record<string, unknown>;
    expect(viewer).not.toHaveProperty('password_hash');
    expect(viewer).not.toHaveProperty('email');
    expect(JSON.stringify(viewer)).not.toContain('secret-hash');
    expect(Object.keys(viewer).sort()).toEqual(
      ['id', 'username', 'first_name', 'full_name', 'country', 'is_partner', 'is_employee', 'save_behavior', 'created_at', 'avatar_signature'].sort(),
    );
  });
});
