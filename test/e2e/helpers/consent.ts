import type { BrowserContext } from 'playwright-core';
import { COOKIE_CONSENT } from '../../../shared/constants';
import { baseUrl } from './page';

/**
 * Gives the context a signed-out visitor's decided cookie consent (everything refused), as if the visitor had
 * answered the banner: its pages show no banner, and an account signed up or logged into from it takes the choice.
 * The value is the server's format (server/features/consent/cookie.ts).
 */
export async function decideCookieConsent(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: COOKIE_CONSENT.cookie, value: `a0.m0.p0.t${Date.now()}`, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
}
