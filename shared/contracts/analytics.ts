import { z } from 'zod';
import { ANALYTICS, ANALYTICS_SINK } from '../constants';
import { boundedJson } from './boundedJson';
import { resource } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const A = ANALYTICS;
const KNOWN_EVENT_TYPES = new Set<number>(A.eventTypes);

/** The spec's view types, components and elements are numeric codes; their values are not listed, so any in range. */
const code = z.number().int().min(0).max(A.codeMax);
const size = z.number().int().min(0).max(A.sizeMax);
const duration = z.number().int().min(0).max(A.durationMaxMs);
const pinId = z.string().regex(/^[1-9][0-9]{0,18}$/, 'must be a pin id');

/** One logged event: its type is one the spec names; the rest describes where it happened. */
const event = z.strictObject({
  event_type: z
    .number()
    .int()
    .refine((t) => KNOWN_EVENT_TYPES.has(t), `must be one of ${A.eventTypes.join(', ')}`),
  view_type: code.optional(),
  view_parameter: code.optional(),
  component: code.optional(),
  element: code.optional(),
  /** The object the event is about (a pin id, an experience id). */
  object_id_str: z.string().min(1).max(A.objectIdMax).optional(),
  aux_data: boundedJson(z.record(z.string(), z.unknown()), A.auxDataBounds).optional(),
});
export type AnalyticsEvent = z.infer<typeof event>;

/**
 * How long (ms) at least 1, 50, 80 and 100 percent of the cell was visible; a milestone never
 * reached is left out. More of the cell is visible for no longer than less of it.
 */
const visibility = z
  .strictObject({ 1: duration.optional(), 50: duration.optional(), 80: duration.optional(), 100: duration.optional() })
  .refine((v) => {
    const reached = [v[1], v[50], v[80], v[100]].map((ms) => ms ?? 0);
    return reached.every((ms, i) => i === 0 || ms <= reached[i - 1]);
  }, 'a higher milestone cannot last longer than a lower one');

const box = z.strictObject({ width: size, height: size });

/** One impression record: the pin, where it sat, when and for how long it was seen. */
const impression = z.strictObject({
  pin_id: pinId,
  clientTrackingParams: z.string().max(A.trackingParamsMax).optional(),
  slotIndex: size,
  /** The client's clock (ms since the epoch) when the pin came into view. */
  time: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  renderDuration: duration,
  visibility: visibility.default({}),
  cellSize: box,
  windowSize: box,
});
export type Impression = z.infer<typeof impression>;

const recorded = z.object({
  /**
   * How many of the batch were stored: none where the visitor has not allowed analytic cookies, else all but those about
   * a pin that does not exist or that the visitor may not see (a secret pin answers as a missing one).
   */
  recorded: z.number().int(),
  /** Whether the visitor's cookie consent allows analytics; false: nothing was stored, and a client may stop sending. */
  allowed: z.boolean(),
});

const WHO =
  'Signed in or out. Stored only where the visitor allowed analytic cookies: signed in, their saved settings; signed out, their consent cookie (none: nothing is stored). Either way the batch is validated first.';

export const analyticsEventsCreate = resource('AnalyticsEventsResource', 'create', {
  tag: 'analytics',
  summary: `Log a batch of events (1 to ${ANALYTICS_SINK.eventsPerBatch}). An unknown event_type is a 400 naming it. ${WHO}`,
  auth: 'optional',
  options: z.object({ events: z.array(event).min(1).max(ANALYTICS_SINK.eventsPerBatch) }),
  data: recorded,
});

export const analyticsImpressionsCreate = resource('PinImpressionsResource', 'create', {
  tag: 'analytics',
  summary: `Record a batch of pin impressions (1 to ${ANALYTICS_SINK.impressionsPerBatch}), as the grid sends them. ${WHO}`,
  auth: 'optional',
  options: z.object({ impressions: z.array(impression).min(1).max(ANALYTICS_SINK.impressionsPerBatch) }),
  data: recorded,
  body: 'raw',
});
