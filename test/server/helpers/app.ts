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

/** A supertest agent that holds cookies like a browser and sends the csrf header on every write. */
export async function browser(app: Express) {
  const agent = request.agent(app);
  const first = await agent.get('/api/health');
  const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
  const csrf = cookies.map((c) => /^csrftoken=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!csrf) throw new Error('no csrftoken cookie set');
  return {
    agent,
    csrf,
    get: (path: string, options: unknown = {}) => agent.get(resourceGetUrl(path, options)),
    send: (method: 'post' | 'put' | 'delete', path: string, options: unknown = {}) =>
      agent[method](path).set('X-CSRFToken', csrf).send({ options }),
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
