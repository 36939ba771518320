import type { Request, Response } from 'express';
import { COOKIE_CONSENT } from '../../../shared/constants';
import type { CookieChoices } from '../../../shared/domain/cookieConsent';
import type { Config } from '../../config';
import { secureCookies } from '../../http/session';

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
