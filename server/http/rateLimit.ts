import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config';
import { sendError } from './envelope';

const MAX_KEY_LENGTH = 254;

function limiter(window: { windowMs: number; max: number }, extra: Parameters<typeof rateLimit>[0]): RequestHandler {
  return rateLimit({
    windowMs: window.windowMs,
    limit: window.max,
    // Only failures count: people who type their password right never use up a shared address's allowance.
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => sendError(res, 429, { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' }),
    ...extra,
  });
}

/** The account a log-in names, as the users table matches it (trimmed, any case); undefined when there is none. */
function accountKey(req: Request): string | undefined {
  const value: unknown = (req.body as { options?: { username_or_email?: unknown } } | undefined)?.options?.username_or_email;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return `account:${value.trim().toLowerCase().slice(0, MAX_KEY_LENGTH)}`;
}

/**
 * Brute-force guards. Per client IP (`req.ip`, which TRUST_PROXY makes the client's own address behind a proxy;
 * IPv6 by /56, as one subscriber gets a whole prefix): failed log-ins and failed sign-ups share one bucket, since a
 * taken username or email (409) is how accounts are enumerated before they are guessed. Per account: failed log-ins
 * from any address, so a botnet spreading guesses over many IPs still gets only a few per window per account.
 * Successful sign-ups are not counted: a shared address (an office, a school, our own test suites) signs up many
 * people honestly, and farming accounts calls for verification, not an IP count.
 */
export function loginRateLimits(config: Config): { signUp: RequestHandler[]; logIn: RequestHandler[] } {
  const perIp = limiter(config.loginRateLimit, { ipv6Subnet: 56 });
  const perAccount = limiter(config.loginAccountRateLimit, {
    keyGenerator: (req) => accountKey(req)!,
    skip: (req) => accountKey(req) === undefined,
  });
  return { signUp: [perIp], logIn: [perIp, perAccount] };
}

/**
 * Pins one signed-in user may create per window, counted whether or not they succeed: each attempt may decode an
 * image or fetch a URL, which is the cost being limited. Signed-out calls pass through to the 401.
 */
export function pinCreateRateLimit(config: Config): RequestHandler {
  const { windowMs, max } = config.pinCreation.rateLimit;
  return rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (_req, res) => `user:${(res.locals.viewer as { id: number }).id}`,
    skip: (_req, res) => !res.locals.viewer,
    handler: (_req, res) => sendError(res, 429, { code: 'rate_limited', message: 'Too many new pins. Please wait a while and try again.' }),
  });
}
