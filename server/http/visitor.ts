import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { COOKIE_CONSENT, EXPERIENCES } from '../../shared/constants';
import {
  UNDECIDED,
  consentAllows,
  decidedState,
  type CookieChoices,
  type CookieConsentState,
  type CookieFlag,
} from '../../shared/domain/cookieConsent';
import { isBotUserAgent } from '../../shared/domain/userAgent';
import type { Config } from '../config';
import { hashToken, secureCookies } from './session';
import type { PageSender } from './static';

// Who is asking, as far as the session and the browser's own cookies tell: the signed-in viewer, or a signed-out
// visitor with their consent cookie (their cookie choice) and their visitor cookie (the key their experience state and
// analytics rows are kept under). One place reads both cookies and decides what a choice allows.

/** A choice and when it was made (ms). */
export interface ConsentDecision extends CookieChoices {
  decidedAt: number;
}

/**
 * The signed-out visitor's choice, as `a1.m0.p1.t<ms>`. Not signed: it holds only that visitor's own three answers
 * and a time, which they could as well send through the API; no one else's data rides on it, and the worst a forged
 * value does is decide for the browser that forged it. HttpOnly all the same, since the client learns the choice from
 * the viewer answer and page script has no reason to touch it; SameSite=Lax.
 */
const FORMAT = /^a([01])\.m([01])\.p([01])\.t(\d{1,15})$/;

export function formatConsentCookie(d: ConsentDecision): string {
  const bit = (b: boolean) => (b ? '1' : '0');
  return `a${bit(d.allow_analytic_cookies)}.m${bit(d.allow_marketing_cookies)}.p${bit(d.allow_personalization_cookies)}.t${d.decidedAt}`;
}

/** The decision a cookie value holds; anything else (absent, malformed) is no decision. */
export function parseConsentCookie(value: unknown): ConsentDecision | null {
  const m = typeof value === 'string' ? FORMAT.exec(value) : null;
  if (!m) return null;
  return {
    allow_analytic_cookies: m[1] === '1',
    allow_marketing_cookies: m[2] === '1',
    allow_personalization_cookies: m[3] === '1',
    decidedAt: Number(m[4]),
  };
}

export const visitorConsent = (req: Request): ConsentDecision | null => parseConsentCookie(req.cookies?.[COOKIE_CONSENT.cookie]);

export function setVisitorConsent(req: Request, res: Response, config: Config, d: ConsentDecision): void {
  res.cookie(COOKIE_CONSENT.cookie, formatConsentCookie(d), {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(req, config),
    path: '/',
    maxAge: COOKIE_CONSENT.maxAgeMs,
  });
}

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
    return sendPage(req, res, html);
  };
}

export const stateOf = (d: ConsentDecision | null): CookieConsentState => (d ? decidedState(d, d.decidedAt) : UNDECIDED);

/** The viewer behind a request: signed in (by their account), or a signed-out visitor (by their cookies). */
export type Visitor =
  { userId: number; visitorKey: null; consent: null } | { userId: null; visitorKey: string | null; consent: ConsentDecision | null };

/**
 * The request's visitor. Signed out, the visitor cookie is read, never minted here: an identifier is itself what a
 * visitor who has not allowed analytics has not agreed to (the page mints it, withVisitorCookie, for experiences).
 */
export const visitorOf = (req: Request, viewer: { id: number } | null): Visitor =>
  viewer ? { userId: viewer.id, visitorKey: null, consent: null } : { userId: null, visitorKey: visitorKeyOf(req), consent: visitorConsent(req) };

/**
 * Whether a visitor's cookie choice allows a kind of tracking: signed in, the account's stored choice (`accountAllows`,
 * the consent service's); signed out, their consent cookie's. Undecided allows nothing.
 */
export function visitorAllows(v: Visitor, flag: CookieFlag, accountAllows: (userId: number, flag: CookieFlag) => boolean): boolean {
  return v.userId !== null ? accountAllows(v.userId, flag) : consentAllows(stateOf(v.consent), flag);
}
