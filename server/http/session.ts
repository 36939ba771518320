import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { SESSION } from '../../shared/constants';
import type { Clock, Config } from '../config';
import type { ViewerRow } from '../features/users/store';

/** The signed-in viewer a handler receives: a projection of the user without the password hash. */
export type SessionUser = ViewerRow;

export interface SessionStore {
  userForToken(tokenHash: string, now: number): SessionUser | undefined;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Secure whenever the request came over HTTPS, not only when COOKIE_SECURE says so. `req.secure` believes
 * X-Forwarded-Proto only from a proxy TRUST_PROXY trusts, so a client cannot talk us out of it. Without that header
 * its answer is the socket's own: Express would still ask TRUST_PROXY about the peer's address first, parsing it
 * anew (ipaddr.js) for each cookie set, about 6% of the server's CPU on a signed-out API request, so it is asked
 * only when the header is there.
 */
export const secureCookies = (req: Request, config: Config): boolean =>
  config.secureCookies || (req.headers['x-forwarded-proto'] ? req.secure : (req.socket as { encrypted?: boolean }).encrypted === true);

export function sessionCookieOptions(req: Request, config: Config): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: secureCookies(req, config), path: '/', maxAge: SESSION.maxAgeMs };
}

export function setSessionCookie(req: Request, res: Response, config: Config, token: string): void {
  res.cookie(SESSION.cookie, token, sessionCookieOptions(req, config));
}

export function clearSessionCookie(req: Request, res: Response, config: Config): void {
  const { maxAge: _unused, ...options } = sessionCookieOptions(req, config);
  res.clearCookie(SESSION.cookie, options);
}

/** An answer about one person: no cache, shared or the browser's, may keep it. */
export function privateAnswer(res: Response): void {
  res.setHeader('Cache-Control', 'private, no-store');
}

/** The session cookie's value, whether or not it still names a live session. */
export function sessionCookie(req: Request): string | null {
  const token: unknown = req.cookies?.[SESSION.cookie];
  return typeof token === 'string' && token ? token : null;
}

/** The signed-in user of a request whose cookies are parsed (null when the session is absent, unknown or expired). */
export function sessionUser(req: Request, store: SessionStore, clock: Clock): SessionUser | null {
  const token = sessionCookie(req);
  return token ? (store.userForToken(hashToken(token), clock.now()) ?? null) : null;
}

/** Loads the signed-in user from the session cookie into `res.locals.viewer`; a signed-in answer is private. */
export function loadViewer(store: SessionStore, clock: Clock): RequestHandler {
  return (req, res, next) => {
    const viewer = sessionUser(req, store, clock);
    res.locals.viewer = viewer;
    if (viewer) privateAnswer(res);
    next();
  };
}
