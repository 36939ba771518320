import { browser, makeApp, signUp, type Browser } from './helpers/app';

const LOGIN = '/resource/UserSessionResource/create/';
const REGISTER = '/resource/UserRegisterResource/create/';
const PASSWORD = 'correct horse battery';

/** A login from `ip`, as a proxy on this machine (trusted by default: TRUST_PROXY=loopback) reports it. */
const loginFrom = (b: Browser, ip: string | null, username_or_email: string, password: string) => {
  const req = b.agent.post(LOGIN).set('X-CSRFToken', b.csrf);
  if (ip) req.set('X-Forwarded-For', ip);
  return req.send({ options: { username_or_email, password } }).then((r) => r.status);
};

describe('login rate limit: failures only, per account and per client IP', () => {
  it('does not count successful logins', async () => {
    const { app } = makeApp({ loginRateLimit: { windowMs: 60_000, max: 3 } });
    const b = await browser(app);
    await signUp(b, 'rl_ok');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await loginFrom(b, null, 'rl_ok', PASSWORD));
    statuses.push(await loginFrom(b, null, 'rl_ok', 'wrong password'));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 401]);
  });

  // A small account limit: each failed login costs a real scrypt check, and eleven of them could outlast jest's 5 s
  // timeout on a loaded 2-core machine.
  it('limits failures per account across IPs: the 4th failure for one account from a 4th IP is refused', async () => {
    const { app } = makeApp({ loginRateLimit: { windowMs: 60_000, max: 30 }, loginAccountRateLimit: { windowMs: 60_000, max: 3 } });
    const b = await browser(app);
    await signUp(b, 'rl_target');
    await signUp(await browser(app), 'rl_bystander');
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push(await loginFrom(b, `198.51.100.${i}`, 'rl_target', 'wrong password'));
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The account is normalised: another spelling of it is the same bucket.
    expect(await loginFrom(b, '198.51.100.12', '  RL_Target ', 'wrong password')).toBe(429);
    // Other accounts, from the same addresses, are untouched.
    expect(await loginFrom(b, '198.51.100.1', 'rl_bystander', PASSWORD)).toBe(200);
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
