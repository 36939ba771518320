import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { SESSION } from '../../shared/constants';
import type { Clock, Config } from '../config';
import type { UserRow } from '../features/users/store';

export type SessionUser = UserRow;

export interface SessionStore {
  userForToken(tokenHash: string, now: number): UserRow | undefined;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newToken = () => randomBytes(32).toString('base64url');

export function sessionCookieOptions(config: Config): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/', maxAge: SESSION.maxAgeMs };
}

export function setSessionCookie(res: Response, config: Config, token: string): void {
  res.cookie(SESSION.cookie, token, sessionCookieOptions(config));
}

export function clearSessionCookie(res: Response, config: Config): void {
  const { maxAge: _unused, ...options } = sessionCookieOptions(config);
  res.clearCookie(SESSION.cookie, options);
}

/** The signed-in user of a request whose cookies are parsed (null when the session is absent, unknown or expired). */
export function sessionUser(req: Request, store: SessionStore, clock: Clock): SessionUser | null {
  const token: unknown = req.cookies?.[SESSION.cookie];
  return typeof token === 'string' && token ? (store.userForToken(hashToken(token), clock.now()) ?? null) : null;
}

/** Loads the signed-in user from the session cookie into `res.locals.viewer`. */
export function loadViewer(store: SessionStore, clock: Clock): RequestHandler {
  return (req, res, next) => {
    res.locals.viewer = sessionUser(req, store, clock);
    next();
  };
}
