import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../../server/app';
import { testConfig, type Config } from '../../../server/config';
import { migrate } from '../../../server/db/migrate';
import { openDatabase, type Db } from '../../../server/db/open';

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function fixedClock(start = Date.UTC(2026, 10, 1)): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

export function makeApp(overrides: Partial<Config> = {}): { app: Express; db: Db; clock: TestClock } {
  const db = openDatabase(':memory:');
  migrate(db);
  const clock = fixedClock();
  const app = createApp({ db, config: testConfig(overrides), clock });
  return { app, db, clock };
}

export const resourceGetUrl = (path: string, options: unknown) => `${path}?data=${encodeURIComponent(JSON.stringify({ options }))}`;

/**
 * A supertest agent that holds cookies like a browser and, like the client, sends the csrftoken cookie's current value
 * on every write: the token changes whenever the session does (sign-up, log-in, log-out).
 */
export async function browser(app: Express) {
  const agent = request.agent(app);
  await agent.get('/api/health');
  const currentCsrf = () => {
    const cookie = agent.jar.getCookie('csrftoken', { domain: '127.0.0.1', path: '/', secure: false, script: false });
    if (!cookie) throw new Error('no csrftoken cookie set');
    return cookie.value;
  };
  currentCsrf();
  return {
    agent,
    /** The csrftoken cookie's value now. */
    get csrf() {
      return currentCsrf();
    },
    get: (path: string, options: unknown = {}) => agent.get(resourceGetUrl(path, options)),
    send: (method: 'post' | 'put' | 'delete', path: string, options: unknown = {}) =>
      agent[method](path).set('X-CSRFToken', currentCsrf()).send({ options }),
  };
}

export type Browser = Awaited<ReturnType<typeof browser>>;

export async function signUp(b: Browser, username: string, password = 'correct horse battery') {
  const res = await b.send('post', '/resource/UserRegisterResource/create/', {
    username,
    email: `${username}@example.com`,
    password,
    first_name: username[0].toUpperCase() + username.slice(1),
  });
  if (res.status !== 201) throw new Error(`sign up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.resource_response.data;
}
