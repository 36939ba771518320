import { z } from 'zod';
import { ATTRIBUTION } from '../constants';
import { httpsOrigin } from '../domain/attributionSource';
import { rest } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const TYPES = Object.keys(ATTRIBUTION.bySourceType) as ['click', 'view'];

/** destination: a JSON list of 1 to 3 https origins, answered canonical and without repeats. */
const destination = z
  .string()
  .max(ATTRIBUTION.destinationJsonMax)
  .transform((text, ctx) => {
    let list: unknown;
    try {
      list = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not valid JSON' });
      return z.NEVER;
    }
    if (!Array.isArray(list) || list.length < 1 || list.length > ATTRIBUTION.destinationsMax) {
      ctx.addIssue({ code: 'custom', message: `must be a JSON list of 1 to ${ATTRIBUTION.destinationsMax} origins` });
      return z.NEVER;
    }
    const origins = list.map((o) => (typeof o === 'string' ? httpsOrigin(o) : null));
    if (origins.some((o) => o === null)) {
      ctx.addIssue({ code: 'custom', message: 'every destination must be an https origin (https://host, no path)' });
      return z.NEVER;
    }
    return [...new Set(origins as string[])];
  });

const U64_MAX = (2n ** 64n - 1n).toString();

/** Advertiser and campaign ids as ad data holds them ('ADV-1005'). */
const adId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an ad id (letters, digits, - and _)');

/** The spec's values travel as query strings; a client that sends them must send the type's own. */
const seconds = z.coerce.number().int();

const options = z
  .object({
    /** The Attribution Reporting API's source event id: an unsigned 64-bit integer, as decimal. */
    source_event_id: z
      .string()
      .regex(/^(0|[1-9][0-9]{0,19})$/, 'must be an unsigned integer')
      // Compared as text: refinements run on input the pattern refused too, which BigInt would throw on.
      .refine((v) => v.length < U64_MAX.length || (v.length === U64_MAX.length && v <= U64_MAX), 'must fit 64 bits'),
    destination,
    source_event_type: z.enum(TYPES),
    expiry: seconds.optional(),
    priority: seconds.optional(),
    advertiser_id: adId,
    campaign_id: adId,
    /** The page's host where the pin was clicked or seen. */
    hostname: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+$/i, 'must be a hostname'),
  })
  .superRefine((o, ctx) => {
    const expected = ATTRIBUTION.bySourceType[o.source_event_type];
    if (o.expiry !== undefined && o.expiry !== expected.expiry)
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: `must be ${expected.expiry} for a ${o.source_event_type}` });
    if (o.priority !== undefined && o.priority !== expected.priority)
      ctx.addIssue({ code: 'custom', path: ['priority'], message: `must be ${expected.priority} for a ${o.source_event_type}` });
  });
export type AttributionSourceOptions = z.infer<typeof options>;

export const attributionSource = rest('AttributionSourceResource.get', 'GET', '/v3/attribution/source/', {
  tag: 'analytics',
  summary:
    "Registers a promoted pin's click (expiry 604800 s, priority 2) or view (86400 s, 1) as an attribution source: the " +
    'answer carries the Attribution-Reporting-Register-Source header. The campaign must be a promoted pin of that ' +
    "advertiser (404 otherwise) and every destination an https origin of that campaign's links (400 naming destination). " +
    'Registered only where the visitor allowed marketing cookies, and an identical event once: registered false and no header otherwise.',
  auth: 'optional',
  options,
  data: z.object({
    registered: z.boolean(),
    /** Why not: the visitor's consent, or the same event was registered already. */
    reason: z.enum(['registered', 'no_consent', 'duplicate']),
    expiry: z.number().int(),
    priority: z.number().int(),
  }),
});
