import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config';
import { sendError } from './envelope';

/**
 * Brute-force guard per client IP (`req.ip`, which TRUST_PROXY makes the client's own address behind a proxy; IPv6 by
 * /56, as one subscriber gets a whole prefix): failed log-ins and failed sign-ups share one bucket, since a refused
 * sign-up (409) is how accounts are enumerated before they are guessed. Successful sign-ups are not counted: a shared
 * address (an office, a school, our own test suites) signs up many people honestly, and farming accounts calls for
 * verification, not an IP count. Per account, failures are slowed rather than refused (features/auth/loginBackoff.ts).
 */
export function loginRateLimit(config: Config): RequestHandler {
  return rateLimit({
    windowMs: config.loginRateLimit.windowMs,
    limit: config.loginRateLimit.max,
    ipv6Subnet: 56,
    // Only failures count: people who type their password right never use up a shared address's allowance.
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => sendError(res, 429, { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' }),
  });
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
