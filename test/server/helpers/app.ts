import request from 'supertest';
import type { Express } from 'express';
import type { EndpointName } from '../../../shared/contracts/registry';
import { createApp } from '../../../server/app';
import { testConfig, type Config } from '../../../server/config';
import { migrate } from '../../../server/sqlite/migrate';
import { openDatabase, type Db } from '../../../server/sqlite/open';
import { httpCall, resourceGetUrl, send, type OptionsArg } from './api';

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function fixedClock(start = Date.UTC(2026, 10, 1)): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

/**
 * The apps this test file made. Each runs periodic jobs (the analytics roll-up) on real timers, which nothing stopped:
 * on two cores the unit suite runs in one process, where each such timer kept its file's whole module graph alive, and
 * the process ran out of memory a little over halfway through. They stop once the file's tests are done.
 */
const made: Express[] = [];
afterAll(async () => {
  const apps = made.splice(0);
  // A test may have closed its database already; stopping the jobs is all that matters here.
  await Promise.all(
    apps.map(async (app) => {
      try {
        await (app.locals.beforeDbClose as () => Promise<void>)();
      } catch {
        /* its database was closed: its jobs are stopped all the same */
      }
    }),
  );
});

export function makeApp(overrides: Partial<Config> = {}): { app: Express; db: Db; clock: TestClock } {
  const db = openDatabase(':memory:');
  migrate(db);
  const clock = fixedClock();
  const app = createApp({ db, config: testConfig(overrides), clock });
  made.push(app);
  return { app, db, clock };
}

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
    /** Calls the endpoint `name` of shared/contracts/registry.ts with `options` typed from its contract (see ./api). */
    call: <N extends EndpointName>(name: N, ...[options]: OptionsArg<N>) => callAs(name, options),
    /** `call` with options the contract's types do not allow: for tests of bad input. */
    callUnchecked: (name: EndpointName, options: unknown = {}) => callAs(name, options),
    /** A GET of a hand-written path: for tests of the transport (prefer `call`). */
    get: (path: string, options: unknown = {}) => agent.get(resourceGetUrl(path, options)),
    /** A write to a hand-written path, with the CSRF header: for tests of the transport (prefer `call`). */
    send: (method: 'post' | 'put' | 'delete', path: string, options: unknown = {}) =>
      agent[method](path).set('X-CSRFToken', currentCsrf()).send({ options }),
  };
  function callAs(name: EndpointName, options: unknown) {
    const call = httpCall(name, options);
    return send(agent, call, call.method === 'get' ? undefined : currentCsrf());
  }
}

export type Browser = Awaited<ReturnType<typeof browser>>;

/** The password every test account gets unless a test picks its own: strong enough for the sign-up's rules. */
export const PASSWORD = 'correct horse battery';

/** Signs `b` up (UserRegisterResource create, the real sign-up) as `username`, leaving it signed in; answers the viewer. */
export async function signUp(b: Browser, username: string, password = PASSWORD, firstName = username[0].toUpperCase() + username.slice(1)) {
  const res = await b.call('register', { username, email: `${username}@example.com`, password, first_name: firstName });
  if (res.status !== 201) throw new Error(`sign up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.resource_response.data;
}

/** Logs `b` in (UserSessionResource create) as an account made by `signUp`. */
export async function logIn(b: Browser, username: string, password = PASSWORD): Promise<Browser> {
  const res = await b.call('login', { username_or_email: username, password });
  if (res.status !== 200) throw new Error(`log in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return b;
}

/**
 * New accounts through the real sign-up, each signed in in its own browser, with their user ids, in the order given:
 * one scrypt hash each (tens of ms), so a file signs its people up once, in beforeAll.
 */
export async function signUpAll<const K extends string>(app: Express, usernames: readonly K[], password = PASSWORD) {
  // One after another, so that ids follow the order of `usernames` (hashes finish in any order when run at once).
  const accounts: { b: Browser; id: number }[] = [];
  for (const username of usernames) {
    const b = await browser(app);
    const viewer = (await signUp(b, username, password)) as { id: string };
    accounts.push({ b, id: Number(viewer.id) });
  }
  return {
    browsers: Object.fromEntries(usernames.map((n, i) => [n, accounts[i].b])) as Record<K, Browser>,
    ids: Object.fromEntries(usernames.map((n, i) => [n, accounts[i].id])) as Record<K, number>,
  };
}
