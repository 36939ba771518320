/**
 * What the browser's analytics sink needs, apart from ANALYTICS so that the client bundle carries none of the server's
 * bounds: one batch per call at most, sent at least every flush interval.
 */
export const ANALYTICS_SINK = {
  /** Ours: per call. A page of 25 impressions fits four times over. */
  eventsPerBatch: 100,
  impressionsPerBatch: 100,
  /** Ours: the client sends what it has queued at least this often, and when the page is hidden or left. */
  flushIntervalMs: 10_000,
  /** The stored impression queue holds 1000 entries; events are capped alike. */
  queueMax: 1000,
} as const;

/** How the grid's impressions are observed (an impression is recorded when a pin leaves the viewport) and what they measure. */
export const IMPRESSIONS = {
  /** A cell's visible ratio is reported as it crosses these. */
  thresholds: [0, 0.5, 0.8, 1.0],
  /** The top and bottom 143 px of the window (under the header and the bottom bar) do not count as in view. */
  edgeOffsetPx: 143,
  /** Percent of a cell visible whose durations an impression carries. */
  milestones: [1, 50, 80, 100],
} as const;

/** Analytics events and impressions as the server takes them. */
export const ANALYTICS = {
  /** The event types the spec names (the card's event logging, and an experience's view, complete and dismiss); any other is refused. */
  eventTypes: [5, 12, 13, 18, 26, 27, 101, 601, 602, 1701, 3830, 4503, 6567, 6568, 7352, 7761, 7762, 8948],
  /**
   * What a pin's stats count from events: ours, 12 is the clickthrough. Saves are not a client's event: they are counted
   * from the saves themselves.
   */
  pinStatEvents: { pinClick: 12 },
  /**
   * The events whose object_id_str is a pin: the pin-saved event (SAVES.pinSavedEventType, 5) and the click-out family
   * (CLICKTHROUGH.events, whose codes are ours), written out so that the browser's main chunk, which carries this object,
   * does not carry those two as well. Stored only when they name a pin the sender may see.
   */
  pinEventTypes: [5, 12, 7761, 7762, 8948],
  /** Ours: bounds on each field, so no row is a document. */
  objectIdMax: 64,
  trackingParamsMax: 1024,
  codeMax: 1_000_000,
  auxDataBounds: { maxDepth: 4, maxBytes: 2048 },
  /** Ours: pixel sizes and durations (ms) beyond these are not a real cell, window or view. */
  sizeMax: 100_000,
  durationMaxMs: 24 * 60 * 60 * 1000,
  /** Ours: raw rows kept per table; older ones are rolled into daily counts as new ones arrive. */
  rawRowsMax: 100_000,
  /** Ours: a write rolls up at most this many raw rows beyond the number it adds, so each call's work is bounded. */
  rollupChunk: 1000,
  /** Ours: how often the server adds the stored pages' impressions to the daily counts, and removes old pages. */
  countsFlushMs: 1000,
  /** A pin's stats cover 30 days. */
  statsDays: 30,
  /**
   * UTC days of daily counts kept, today included: the 30 the stats read and 2 more, so that neither a stats
   * read that began just before midnight nor a second process whose clock runs a little ahead loses a day it reads.
   */
  countsKeptDays: 32,
} as const;

/** Pin stats: the three 30-day numbers a stats page shows, in its order. */
export const PIN_STATS = { metrics: ['impressions', 'saves', 'pin_clicks'] } as const;
