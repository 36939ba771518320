/** Clicking out of a pin: the events it logs and when. */
export const CLICKTHROUGH = {
  /** A click out is logged as a clickthrough only when the offsite page was reached this fast (500,000,000 ns). */
  maxTimeToOffsiteNs: 500_000_000,
  /** A click out after which nothing happens on our page for this long logs the no-action event. */
  noActionMs: 4000,
  /**
   * The spec lists the event codes but not which is which; ours, from that list. The clickthrough is the pin click the stats
   * count (ANALYTICS.pinStatEvents.pinClick).
   */
  events: { clickthrough: 12, noAction: 7761, emptyHref: 7762, rightClickMedia: 8948 },
  /** Media file types whose right-click logs its own event; mov is the file type of quicktime. */
  mediaExtensions: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'mov', 'qt'],
} as const;
