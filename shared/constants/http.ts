/** Request body limit: JSON options are small; anything larger is a 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export const SESSION = {
  cookie: 'sess',
  csrfCookie: 'csrftoken',
  csrfHeader: 'x-csrftoken',
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/**
 * A failed log-in beyond the account's allowance (LOGIN_ACCOUNT_RATE_LIMIT per window) is answered after a delay that
 * starts at firstDelayMs and doubles with each further failure, up to maxDelayMs: slowed, never refused, so nobody can lock anyone out.
 */
export const LOGIN_BACKOFF = { firstDelayMs: 1_000, maxDelayMs: 30_000 } as const;

/** Server-rendered page metadata: search engines show about this many characters of a meta description. */
export const SEO_DESCRIPTION_MAX = 160;

/**
 * Dynamic answers (HTML, JSON) smaller than this are sent as they are: below about a packet, compressing saves no
 * round trip and costs the server's time.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The id of the `<script type="application/json">` block a server-rendered page carries the state it was rendered
 * from in: data, which the CSP lets nothing run, read by the browser before it hydrates the page.
 */
export const PAGE_STATE_ID = 'page-state';
