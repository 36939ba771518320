/**
 * The offsite check and redirect: a verdict of blocked, suspicious or porn blocks the click and shows the server's
 * message as a warning. The spec names the verdicts; the messages, the token's lifetime and the bounds are ours.
 */
export const OFFSITE = {
  verdicts: ['blocked', 'suspicious', 'porn'] as const,
  /** How long a signed /offsite/ address works: long enough to read a warning page, short enough not to be shared. */
  tokenTtlMs: 60 * 60 * 1000,
  urlMax: 2048,
  /** Passed through to the /offsite/ address untouched: bounded so a check cannot mint an oversized URL. */
  trackingParamsMax: 1000,
  auxDataMaxBytes: 2000,
  messages: {
    blocked: 'This link goes to a site that we have blocked for spam or harmful content.',
    suspicious: 'This link goes to a site that may be spam. Be careful before you share personal information there.',
    porn: 'This link goes to a site with adult content, which we do not link to.',
  },
} as const;
