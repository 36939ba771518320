import { LOGIN_BACKOFF } from '../../shared/constants';
import { browser, makeApp, signUp, type Browser } from './helpers/app';

const LOGIN = '/resource/UserSessionResource/create/';
const REGISTER = '/resource/UserRegisterResource/create/';
const PASSWORD = 'correct horse battery';

/** A login from `ip`, as a proxy on this machine (trusted by default: TRUST_PROXY=loopback) reports it. */
const loginFrom = (b: Browser, ip: string | null, username_or_email: string, password: string): Promise<number> => {
  const req = b.agent.post(LOGIN).set('X-CSRFToken', b.csrf);
  if (ip) req.set('X-Forwarded-For', ip);
  return req.send({ options: { username_or_email, password } }).then((r) => r.status);
};

describe('login rate limit: failures only, per client IP', () => {
  it('does not count successful logins', async () => {
    const { app } = makeApp({ loginRateLimit: { windowMs: 60_000, max: 3 } });
    const b = await browser(app);
    await signUp(b, 'rl_ok');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await loginFrom(b, null, 'rl_ok', PASSWORD));
    statuses.push(await loginFrom(b, null, 'rl_ok', 'wrong password'));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 401]);
  });

  it('limits failures per client IP across accounts, each trusted X-Forwarded-For address its own bucket', async () => {
    const { app } = makeApp({ loginRateLimit: { windowMs: 60_000, max: 3 } });
    const b = await browser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push(await loginFrom(b, '203.0.113.7', `nobody${i}`, 'wrong password'));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await loginFrom(b, '203.0.113.8', 'nobody9', 'wrong password')).toBe(401);
  });

  it('puts the addresses of one IPv6 /56 in one bucket', async () => {
    const { app } = makeApp({ loginRateLimit: { windowMs: 60_000, max: 3 } });
    const b = await browser(app);
    const statuses: number[] = [];
    for (const ip of ['2001:db8:0:1::1', '2001:db8:0:2::2', '2001:db8:0:3::3', '2001:db8:0:4::4']) {
      statuses.push(await loginFrom(b, ip, `v6user_${ip.length}`, 'wrong password'));
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await loginFrom(b, '2001:db8:1::1', 'v6other', 'wrong password')).toBe(401);
  });

  it('ignores X-Forwarded-For from a proxy that is not trusted, and tells the operator', async () => {
    const warned = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { app } = makeApp({ trustProxy: false, loginRateLimit: { windowMs: 60_000, max: 3 } });
      const b = await browser(app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push(await loginFrom(b, `192.0.2.${i + 1}`, `spoof${i}`, 'wrong password'));
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(warned).toHaveBeenCalledWith(expect.objectContaining({ code: 'ERR_ERL_UNEXPECTED_X_FORWARDED_FOR' }));
    } finally {
      warned.mockRestore();
    }
  });

  it('counts failed sign-ups (taken names probe for accounts) in the same per-IP bucket, and not successful ones', async () => {
    const { app } = makeApp({ loginRateLimit: { windowMs: 60_000, max: 3 } });
    const b = await browser(app);
    const register = (username: string) =>
      b.agent
        .post(REGISTER)
        .set('X-CSRFToken', b.csrf)
        .send({ options: { username, email: `${username}@example.com`, password: PASSWORD, first_name: 'R' } })
        .then((r) => r.status);
    const created: number[] = [];
    for (let i = 0; i < 5; i++) created.push(await register(`rl_new${i}`));
    expect(created).toEqual([201, 201, 201, 201, 201]);
    const probes: number[] = [];
    for (let i = 0; i < 3; i++) probes.push(await register(`rl_new${i}`));
    expect(probes).toEqual([409, 409, 409]);
    expect(await loginFrom(b, null, 'rl_new0', 'wrong password')).toBe(429);
  });
});

/**
 * Sends a log-in and lets fake time run only while the server waits on a timer it set meanwhile: answers the status
 * and how long, in fake time, the answer was held back. The password check itself runs on real time (libuv's pool).
 */
async function timed(send: () => Promise<number>): Promise<{ status: number; heldMs: number }> {
  const start = Date.now();
  const idle = jest.getTimerCount();
  let status: number | undefined;
  const answer = send().then((s) => (status = s));
  while (status === undefined) {
    await new Promise((resolve) => setImmediate(resolve));
    if (jest.getTimerCount() > idle) await jest.advanceTimersToNextTimerAsync();
  }
  await answer;
  return { status, heldMs: Date.now() - start };
}

describe('login backoff per account: failures beyond the allowance are slowed, never refused', () => {
  // setImmediate stays real: the helper above turns the event loop with it while the server works.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  // An allowance of one, and few attempts: each costs a real scrypt check, which a loaded 2-core machine is slow at
  // (the 6 to 9 checks of a test below can outlast jest's default 5 s there).
  const limits = { loginRateLimit: { windowMs: 60_000, max: 100 }, loginAccountRateLimit: { windowMs: 15 * 60_000, max: 1 } };
  const SLOW_TEST_MS = 20_000;
  const wrong = (b: Browser, ip: string, login: string) => timed(() => loginFrom(b, ip, login, 'wrong password'));

  it(
    'lets the right password in at once, however many failures from however many addresses came before',
    async () => {
      const { app } = makeApp(limits);
      const b = await browser(app);
      await signUp(b, 'rl_owner');
      expect([await wrong(b, '198.51.100.1', 'rl_owner'), await wrong(b, '198.51.100.2', 'rl_owner')]).toEqual([
        { status: 401, heldMs: 0 },
        { status: 401, heldMs: 1_000 },
      ]);
      expect(await timed(() => loginFrom(b, '203.0.113.1', 'rl_owner', PASSWORD))).toEqual({ status: 200, heldMs: 0 });
      // ... and the account's count starts again, whichever of its names the failures used.
      await wrong(b, '198.51.100.3', 'rl_owner@example.com');
      expect(await timed(() => loginFrom(b, '203.0.113.1', 'rl_owner', PASSWORD))).toEqual({ status: 200, heldMs: 0 });
      expect(await wrong(b, '198.51.100.3', 'rl_owner@example.com')).toEqual({ status: 401, heldMs: 0 });
    },
    SLOW_TEST_MS,
  );

  it(
    'answers each failure beyond the allowance with the same 401 after a delay doubling per failure, up to the cap',
    async () => {
      const { app } = makeApp(limits);
      const b = await browser(app);
      await signUp(b, 'rl_target');
      const answers = [];
      for (let i = 1; i <= 7; i++) answers.push(await wrong(b, `198.51.100.${i}`, 'rl_target'));
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
      expect(answers.map((a) => a.heldMs)).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, LOGIN_BACKOFF.maxDelayMs]);
      // The account is normalised: another spelling of it is the same count, and the cap holds.
      expect(await wrong(b, '198.51.100.12', '  RL_Target ')).toEqual({ status: 401, heldMs: LOGIN_BACKOFF.maxDelayMs });
    },
    SLOW_TEST_MS,
  );

  it(
    'counts each account on its own, for a window, and slows names that are no account alike (the delay tells nobody which exist)',
    async () => {
      const { app } = makeApp(limits);
      const b = await browser(app);
      await signUp(b, 'rl_bystander');
      expect([await wrong(b, '198.51.100.1', 'rl_nobody'), await wrong(b, '198.51.100.2', 'rl_nobody')]).toEqual([
        { status: 401, heldMs: 0 },
        { status: 401, heldMs: 1_000 },
      ]);
      // Other accounts, from the same addresses, are untouched.
      expect(await wrong(b, '198.51.100.1', 'rl_bystander')).toEqual({ status: 401, heldMs: 0 });
      // A window later the count starts again.
      await jest.advanceTimersByTimeAsync(limits.loginAccountRateLimit.windowMs);
      expect(await wrong(b, '198.51.100.2', 'rl_nobody')).toEqual({ status: 401, heldMs: 0 });
    },
    SLOW_TEST_MS,
  );
});
