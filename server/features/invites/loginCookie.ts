import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { INVITES, SESSION } from '../../../shared/constants';
import type { Config } from '../../config';
import { hashToken, secureCookies } from '../../http/session';

/**
 * The cookie that ties a signed-out invite visit to the login it leads to. HttpOnly, so page script cannot copy it
 * elsewhere; SameSite=Lax, so no other site's request can carry it into a write; it lives as long as its record.
 */
export function newNonce(): { nonce: string; nonceHash: string } {
  const nonce = randomBytes(INVITES.nonceBytes).toString('base64url');
  return { nonce, nonceHash: hashToken(nonce) };
}

export function setPendingLoginCookie(req: Request, res: Response, config: Config, nonce: string): void {
  res.cookie(INVITES.pendingLoginCookie, nonce, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(req, config),
    path: '/',
    maxAge: INVITES.pendingLoginTtlMs,
  });
}

export function clearPendingLoginCookie(req: Request, res: Response, config: Config): void {
  res.clearCookie(INVITES.pendingLoginCookie, { httpOnly: true, sameSite: 'lax', secure: secureCookies(req, config), path: '/' });
}

const cookie = (req: Request, name: string): string | null => {
  const value: unknown = req.cookies?.[name];
  return typeof value === 'string' && value ? value : null;
};

/** What a seamless join is checked against: the hashes of this browser's pending-invite nonce and session token. */
export function seamlessProof(req: Request): { nonceHash: string | null; sessionHash: string | null } {
  const nonce = cookie(req, INVITES.pendingLoginCookie);
  const session = cookie(req, SESSION.cookie);
  return { nonceHash: nonce && hashToken(nonce), sessionHash: session && hashToken(session) };
}
