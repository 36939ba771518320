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
