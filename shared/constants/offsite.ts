/**
 * The offsite check and redirect (pin-card-and-grid.md 4, 5, 8). The spec names the verdicts; the messages, the
 * token's lifetime and the bounds are ours.
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

/** Clicking out of a pin (pin-card-and-grid.md 4, 5, 7 and 9). */
export const CLICKTHROUGH = {
  /** 9: a click out is logged as a clickthrough only when the offsite page was reached this fast (500,000,000 ns). */
  maxTimeToOffsiteNs: 500_000_000,
  /** 9: a click out after which nothing happens on our page for this long logs the no-action event. */
  noActionMs: 4000,
  /**
   * 7 lists the event codes but not which is which; ours, from that list. The clickthrough is the pin click the stats
   * count (ANALYTICS.pinStatEvents.pinClick).
   */
  events: { clickthrough: 12, noAction: 7761, emptyHref: 7762, rightClickMedia: 8948 },
  /** 5: media file types whose right-click logs its own event; mov is the file type of quicktime. */
  mediaExtensions: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'mov', 'qt'],
} as const;

/** The attribution-source GET (platform-services.md 7, pin-card-and-grid.md 9; issue 14). */
export const ATTRIBUTION = {
  /** Spec: seconds a source stays attributable, and its priority, by the event that registered it. */
  bySourceType: { click: { expiry: 604_800, priority: 2 }, view: { expiry: 86_400, priority: 1 } },
  /** The Attribution Reporting API takes at most 3 destinations per source. */
  destinationsMax: 3,
  /** Ours: the longest origin (a 253-character host with scheme and port), and the destination list as sent. */
  originMax: 270,
  destinationJsonMax: 1024,
} as const;
