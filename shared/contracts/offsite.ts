import { z } from 'zod';
import { OFFSITE } from '../constants';
import { boundedJson } from './boundedJson';
import { flag, id } from './common';
import { rest } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const CLICKTHROUGH_TYPES = ['clickthrough', 'rightClick'] as const;
const position = z.number().int().min(0).max(99);

/** What the client says about the click (aux_data). Unknown keys are dropped, not stored. */
const auxFields = z.object({
  clickthrough_type: z.enum(CLICKTHROUGH_TYPES).optional(),
  objectId: id.optional(),
  /** Slot info: which carousel slot was showing when the link was clicked. */
  carousel_slot_index: position.optional(),
  carousel_slot_id: id.optional(),
  collection_pin_click_position: position.optional(),
  client_creative_type: z.number().int().min(0).max(999).optional(),
});

const auxBounds = { maxDepth: 4, maxBytes: OFFSITE.auxDataMaxBytes };

/** aux_data arrives as a JSON string in a query (GET) or as an object in a body (POST). */
const auxJson = z.union([z.string().max(OFFSITE.auxDataMaxBytes), z.record(z.string(), z.unknown())]).transform((value, ctx) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'not valid JSON' });
    return z.NEVER;
  }
});
const auxData = <T extends z.ZodType>(fields: T) => auxJson.pipe(boundedJson(fields, auxBounds));

const webUrl = z
  .string()
  .max(OFFSITE.urlMax)
  .refine((u) => /^https?:\/\//i.test(u.trim()), 'must be an http or https URL');

const trackingParams = z.string().max(OFFSITE.trackingParamsMax);

const checkFields = {
  url: webUrl,
  pin_id: id.optional(),
  /** A third-party ad's pin id, sent instead of pin_id: the URL must be the ad's destination. */
  third_party_ad: id.optional(),
  client_tracking_params: trackingParams.optional(),
  csr: z.string().max(64).optional(),
};

const onePin = <T extends { pin_id?: string; third_party_ad?: string }>(o: T, ctx: z.RefinementCtx) => {
  if ((o.pin_id === undefined) === (o.third_party_ad === undefined))
    ctx.addIssue({ code: 'custom', path: ['pin_id'], message: 'give pin_id or third_party_ad (one of them)' });
};

/**
 * The check's answer. redirect_status 'allowed' or a spam verdict;
 * message: what to show for a verdict (null when allowed); url: our signed /offsite/ address when the link may be
 * followed (allowed, or suspicious, whose page warns first), null when it may not.
 */
const checkAnswer = z.object({
  message: z.string().nullable(),
  redirect_status: z.enum(['allowed', ...OFFSITE.verdicts]),
  url: z.string().nullable(),
});
export type OffsiteCheck = z.infer<typeof checkAnswer>;

export const offsiteCheck = rest('OffsiteResource.get', 'GET', '/v3/offsite/', {
  tag: 'offsite',
  summary:
    "Checks a pin's outbound link against the spam-domain list before the click leaves. The url must be the pin's own " +
    '(link, tracked link, ad destination, a carousel slot or collection item link): 400 naming url otherwise; 404 when ' +
    'the pin is not visible to the viewer. Answers the verdict, its message, and the signed /offsite/ address to follow.',
  auth: 'optional',
  options: z.object({ ...checkFields, check_only: flag.default(true), aux_data: auxData(auxFields).optional() }).superRefine(onePin),
  data: checkAnswer,
});

export const offsiteChipClick = rest('OffsiteResource.create', 'POST', '/v3/offsite/', {
  tag: 'offsite',
  summary: "A click on a collection pin's chip: the url must be the item at aux_data.collection_pin_click_position. Answers " + 'as the check does.',
  auth: 'optional',
  options: z
    .object({
      ...checkFields,
      check_only: flag.pipe(z.literal(false, 'must be false for a chip click')),
      aux_data: auxData(
        auxFields.extend({
          collection_pin_click_position: position,
          clickthrough_type: z.enum(CLICKTHROUGH_TYPES),
          client_creative_type: z.number().int().min(0).max(999),
        }),
      ),
    })
    .superRefine(onePin),
  data: checkAnswer,
});
