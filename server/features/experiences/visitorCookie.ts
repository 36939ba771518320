import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { EXPERIENCES } from '../../../shared/constants';
import { isBotUserAgent } from '../../../shared/domain/userAgent';
import type { Config } from '../../config';
import { hashToken, secureCookies } from '../../http/session';
import type { PageSender } from '../../http/static';

/**
 * A signed-out visitor's experience state (viewed, completed, dismissed) is kept against a random id in an HttpOnly,
 * SameSite=Lax cookie, set with the first page (or else on their first write), so page script cannot read it and no other site's request can carry
 * it into one. Only its hash is stored, like a session token's. It is not carried into an account at login: a
 * signed-in viewer has their own state (and signed-out experiences are not served to them anyway).
 */
export function visitorKeyOf(req: Request): string | null {
  const value = visitorCookieOf(req);
  return value === null ? null : `v:${hashToken(value)}`;
}

/** The visitor cookie's value when it is one we could have minted; null otherwise. */
export function visitorCookieOf(req: Request): string | null {
  const value: unknown = req.cookies?.[EXPERIENCES.visitorCookie];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** The visitor's key, minting the cookie first when the browser has none. */
export function ensureVisitorKey(req: Request, res: Response, config: Config): string {
  const existing = visitorKeyOf(req);
  if (existing) return existing;
  const value = randomBytes(EXPERIENCES.visitorCookieBytes).toString('base64url');
  res.cookie(EXPERIENCES.visitorCookie, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(req, config),
    path: '/',
    maxAge: EXPERIENCES.visitorCookieMaxAgeMs,
  });
  return `v:${hashToken(value)}`;
}

/**
 * Mints the visitor cookie with the page itself, before any script runs. A page's placements send their first views,
 * auto-completes and triggers at once: minted by those writes, each would get an id of its own, the browser would
 * keep one, and the others' state (a completed welcome banner) would be lost with theirs.
 */
export function withVisitorCookie(sendPage: PageSender, config: Config): PageSender {
  return (req, res, html) => {
    if (!isBotUserAgent(req.get('user-agent'))) ensureVisitorKey(req, res, config);
    sendPage(req, res, html);
  };
}
