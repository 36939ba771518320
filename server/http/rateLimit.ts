import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config';
import { sendError } from './envelope';

/** Brute-force guard for log in and sign up: a fixed window per client IP. */
export function loginRateLimit(config: Config): RequestHandler {
  return rateLimit({
    windowMs: config.loginRateLimit.windowMs,
    limit: config.loginRateLimit.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) =>
      sendError(res, 429, { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' }),
  });
}
