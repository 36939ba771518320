import { z } from 'zod';
import { ANALYTICS, PIN_STATS } from '../constants';
import { id } from './common';
import { resource } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

/** A number the viewer may not see, or one from before the pin existed, is null: the page shows it as not available. */
const count = z.number().int().min(0).nullable();

const dayCounts = z.object({
  /** The UTC day, YYYY-MM-DD. */
  day: z.string(),
  impressions: count,
  saves: count,
  pin_clicks: count,
});
export type PinStatsDay = z.infer<typeof dayCounts>;

const pinStats = z.object({
  pin_id: z.string(),
  /** Whose numbers the viewer reads: their own pin's, or a profile's they manage. */
  role: z.enum(['owner', 'manager']),
  /** The numbers this viewer sees for this pin (pinStatsMetrics); the others are null throughout. */
  metrics: z.array(z.enum(PIN_STATS.metrics)),
  /** The last 30 UTC days, oldest first, today included. */
  days: z.array(dayCounts),
  totals: dayCounts.omit({ day: true }),
});
export type PinStats = z.infer<typeof pinStats>;

export const pinStatsGet = resource('PinStatsResource', 'get', {
  tag: 'analytics',
  summary:
    `A pin's impressions, saves and pin clicks over the last ${ANALYTICS.statsDays} days, per day and in total, from what ` +
    "was recorded. Only for the pin's owner or a manager of their profile: 401 signed out, 403 for anyone else who can " +
    "see the pin, 404 for a pin they cannot see. A non-partner's story pin shows no numbers; a partner's pins show them " +
    'when a story pin, a pin with recorded analytics, or a public or protected original; a promoted pin shows only ' +
    'impressions and pin clicks. Withheld numbers are null.',
  auth: 'required',
  options: z.object({ pin_id: id }),
  data: pinStats,
});
