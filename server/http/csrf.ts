import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { SESSION } from '../../shared/constants';
import type { Config } from '../config';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit cookie: every response makes sure the readable `csrftoken` cookie exists, and every state-changing
 * call must echo it in `X-CSRFToken`. A cross-site page can make the browser send the cookie but cannot read it.
 */
export function csrf(config: Config): RequestHandler {
  return (req, res, next) => {
    const cookie: unknown = req.cookies?.[SESSION.csrfCookie];
    if (typeof cookie !== 'string' || cookie.length < 16) {
      res.cookie(SESSION.csrfCookie, randomBytes(24).toString('base64url'), { sameSite: 'lax', secure: config.secureCookies, path: '/' });
    }
    if (SAFE_METHODS.has(req.method)) return next();
    const header = req.get(SESSION.csrfHeader);
    if (typeof cookie !== 'string' || !header || !sameToken(header, cookie)) {
      return next(new ApiError(403, 'csrf_failed', 'CSRF token missing or incorrect.'));
    }
    next();
  };
}
