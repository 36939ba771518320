/**
 * Cookie consent: three settings (analytic, marketing, personalization cookies), chosen all at once or one by one. The
 * spec names the settings and the toast (TIMINGS.cookieToast), not how long a choice lasts: ours is a year, after which
 * the visitor is asked again, as consent is expected to be renewed rather than kept forever.
 */
export const COOKIE_CONSENT = {
  /** The HttpOnly cookie holding a signed-out visitor's choice (server/features/consent/cookie.ts). */
  cookie: 'cookie_consent',
  maxAgeMs: 365 * 24 * 60 * 60 * 1000,
  /** surface_tag names where the choice was made (the banner, the settings modal): a short token. */
  surfaceTagMax: 64,
} as const;
