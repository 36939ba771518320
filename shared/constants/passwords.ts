/**
 * Password reset links: a link works for an hour and once; the rate limits (per requesting address, and mails per
 * account, PASSWORD_RESET_RATE_LIMIT and PASSWORD_RESET_ACCOUNT_RATE_LIMIT) count over an hour too.
 */
export const PASSWORD_RESET = {
  linkMaxAgeMs: 60 * 60 * 1000,
  rateWindowMs: 60 * 60 * 1000,
  /** The reset link's query parameter holding the token: /pw/{username}/?t={token}. */
  tokenParam: 't',
} as const;
