import { isIPv4 } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type AugmentedRequest } from 'express-rate-limit';
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

const MAPPED_IPV4 = '::ffff:';

/**
 * The client's address as a rate-limit key: IPv4 as it is, IPv6 by its /56 (ipKeyGenerator), as loginRateLimit keys
 * it. A dual-stack listener sees an IPv4 client as '::ffff:a.b.c.d', which ipKeyGenerator parses as IPv6 to find the
 * same answer, for about 8% of the impressions request's time (a CPU profile under the bench's load): that spelling is
 * read directly.
 */
function addressKey(req: Request): string {
  const ip = req.ip ?? '';
  if (isIPv4(ip)) return ip;
  const mapped = ip.startsWith(MAPPED_IPV4) ? ip.slice(MAPPED_IPV4.length) : '';
  return isIPv4(mapped) ? mapped : ipKeyGenerator(ip, 56);
}

/**
 * Rate limits on the analytics writes (events, impressions; each endpoint its own allowance), every request counted, per
 * visitor and per client IP (IPv6 by /56). A visitor is the signed-in user, else their visitor cookie (`visitorOf`):
 * a signed-out sender can drop or change that cookie at will, so the address's allowance is what bounds them, and with
 * neither only it counts. The impressions are the hot path: no RateLimit headers, whose draft-8 form hashes the key
 * (sha256) on every request; a refusal says when to come back itself, in Retry-After and in the envelope.
 */
export function analyticsRateLimits(config: Config, visitorOf: (req: Request) => string | null): () => RequestHandler[] {
  const { windowMs, perVisitor, perAddress } = config.analyticsRateLimit;
  const visitorKey = (req: Request, res: Response): string | undefined => {
    const viewer = res.locals.viewer as { id: number } | undefined;
    if (viewer) return `user:${viewer.id}`;
    const cookie = visitorOf(req);
    return cookie === null ? undefined : `visitor:${cookie}`;
  };
  const refuse = (req: Request, res: Response) => {
    const { resetTime } = (req as AugmentedRequest).rateLimit;
    const retryAfter = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
    res.setHeader('Retry-After', String(retryAfter));
    sendError(res, 429, { code: 'rate_limited', message: `Too many analytics requests. Try again in ${retryAfter} s.`, retry_after: retryAfter });
  };
  const common = { windowMs, standardHeaders: false, legacyHeaders: false, handler: refuse } as const;
  return () => [
    rateLimit({
      ...common,
      limit: perVisitor,
      keyGenerator: (req, res) => visitorKey(req, res)!,
      skip: (req, res) => visitorKey(req, res) === undefined,
    }),
    rateLimit({ ...common, limit: perAddress, keyGenerator: addressKey }),
  ];
}

/**
 * Password reset requests per client IP (IPv6 by /56), every request counted: each may send a mail, and a flood of
 * them would bury someone's inbox or probe for accounts. Per account the service counts the mails it sends
 * (features/passwords/service.ts), without ever answering differently.
 */
export function passwordResetRateLimit(config: Config): RequestHandler {
  const { windowMs, perAddress } = config.passwordResetRateLimit;
  return rateLimit({
    windowMs,
    limit: perAddress,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: addressKey,
    handler: (_req, res) => sendError(res, 429, { code: 'rate_limited', message: 'Too many reset requests. Please wait an hour and try again.' }),
  });
}
