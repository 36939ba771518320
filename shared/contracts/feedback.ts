import { z } from 'zod';
import { FEEDBACK_TYPES, LIMITS, REPORT_REASONS, SEARCH_RESULT_TYPES } from '../constants';
import { boundedJson } from './boundedJson';
import { flag, id } from './common';
import { resource, rest } from './endpoint';
import { followBoard, followInterest, followUser } from './social';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const T = FEEDBACK_TYPES;
const CODES: ReadonlySet<number> = new Set(Object.values(FEEDBACK_TYPES));
const MAX_TRACKING_CHARS = 2000;

const intOrDigits = z.union([z.number().int(), z.string().regex(/^\d{1,9}$/, 'must be an integer')]).transform(Number);

const feedbackType = intOrDigits.pipe(z.number().refine((n) => CODES.has(n), `must be one of ${[...CODES].join(', ')} (see FEEDBACK_TYPES)`));

/** Search result type codes (SEARCH_RESULT_TYPES): pins 0, buyable pins 1, videos 2, boards 3, users 4. */
const pinType = intOrDigits.pipe(
  z
    .number()
    .min(0)
    .max(Math.max(...Object.values(SEARCH_RESULT_TYPES))),
);

/** Opaque client ids (recommendation reasons, `through` objects): short, no markup. */
const token = z
  .union([z.number().int().nonnegative(), z.string().regex(/^[\w.:-]{1,64}$/, 'letters, digits and . : _ - only, at most 64')])
  .transform(String);

const trackingText = z.string().max(MAX_TRACKING_CHARS);

const throughProperties = z.union([trackingText, boundedJson(z.record(z.string(), z.unknown()), { maxDepth: 8, maxBytes: MAX_TRACKING_CHARS })]);

const complaintReason = z.enum(REPORT_REASONS);
const searchQuery = z.string().trim().min(1).max(LIMITS.searchQuery);

/** Reports stay on record for review, so they cannot be taken back; a report needs a reason. */
function checkReport(o: { feedback_type: number; undo: boolean; complaint_reason?: string }, ctx: z.RefinementCtx) {
  if (o.feedback_type !== T.reportPin) return;
  if (o.complaint_reason === undefined) ctx.addIssue({ code: 'custom', path: ['complaint_reason'], message: 'required for a report' });
  if (o.undo) ctx.addIssue({ code: 'custom', path: ['undo'], message: 'a report cannot be undone' });
}

/** The state of everything a feedback call touched, for the overlay and the entity caches. */
const feedbackResult = z.object({
  feedbackType: z.number().int(),
  undo: z.boolean(),
  /** The pin acted on: hidden (by a hide, a report, or feedback naming it) for this viewer only. */
  pin: z.object({ id: z.string(), hiddenByMe: z.boolean(), reportedByMe: z.boolean() }).nullable(),
  /** Interests given with fewerLikeThis or hideAdsAboutTopic, and where each now stands for this viewer. */
  topics: z.array(z.object({ id: z.string(), fewerLikeThis: z.boolean(), adsHidden: z.boolean() })),
  /** For unfollow: the follow state of the user, board or interest named. */
  user: followUser.data.nullable(),
  board: followBoard.data.nullable(),
  interest: followInterest.data.nullable(),
});
export type FeedbackResult = z.infer<typeof feedbackResult>;

export const pinFeedback = resource('PinFeedbackResource', 'update', {
  tag: 'feedback',
  summary: 'Hide (feedback_type 1) or report (2, with complaint_reason) a pin for the viewer; undo takes a hide back.',
  auth: 'required',
  options: z
    .object({
      feedback_type: intOrDigits.pipe(z.union([z.literal(T.hidePin), z.literal(T.reportPin)])),
      pin_id: id,
      undo: flag.default(false),
      complaint_reason: complaintReason.optional(),
    })
    .superRefine(checkReport),
  data: feedbackResult,
});

export const userFeedback = resource('UserFeedbackResource', 'create', {
  tag: 'feedback',
  summary:
    'The generic feedback action: 1 hide pin, 2 report pin, 3 fewer like this (interests), 4 hide ads about a topic ' +
    '(interests), 5 unfollow (one of user_id, board_id, interest_id); undo reverses all but a report.',
  auth: 'required',
  options: z
    .object({
      feedback_type: feedbackType,
      undo: flag.default(false),
      pin_id: id.optional(),
      /** The same pin as pin_id, as some callers name it. */
      pin: id.optional(),
      pin_type: pinType.optional(),
      board_id: id.optional(),
      user_id: id.optional(),
      interest_id: id.optional(),
      interest_list: z.array(id).max(LIMITS.feedbackInterests).optional(),
      complaint_reason: complaintReason.optional(),
      promoted: flag.optional(),
      is_third_party_ad: flag.optional(),
      recommendation_reason_id: token.optional(),
      query: searchQuery.optional(),
      news_id: id.optional(),
      through_id: token.optional(),
      through_properties: throughProperties.optional(),
      client_tracking_params: trackingText.optional(),
    })
    .superRefine((o, ctx) => {
      const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      if (o.pin !== undefined && o.pin_id !== undefined && o.pin !== o.pin_id) issue('pin', 'names a different pin than pin_id');
      const pinGiven = (o.pin_id ?? o.pin) !== undefined;
      const interestsGiven = o.interest_id !== undefined || (o.interest_list?.length ?? 0) > 0;
      switch (o.feedback_type) {
        case T.hidePin:
        case T.reportPin:
          if (!pinGiven) issue('pin_id', 'required for this feedback_type');
          checkReport(o, ctx);
          break;
        case T.fewerLikeThis:
        case T.hideAdsAboutTopic:
          if (!interestsGiven) issue('interest_id', 'interest_id or interest_list is required for this feedback_type');
          break;
        case T.unfollow: {
          const named = [o.user_id, o.board_id, o.interest_id].filter((v) => v !== undefined).length;
          if (named !== 1) issue('user_id', 'give exactly one of user_id, board_id or interest_id');
          break;
        }
      }
    }),
  data: feedbackResult,
});

const hideSummary = (where: string) => `Hide a pin the viewer saw ${where} (feedback_type 1).`;
const unhideSummary = (where: string) => `Take back the hide of a pin the viewer saw ${where}.`;
const newsHubOptions = z.object({ news_id: id, pin_id: id });
const p2pOptions = z.object({ pin: id });
const searchOptions = z.object({ pin_id: id, query: searchQuery.optional(), pin_type: pinType.optional() });

export const newsHubHide = rest('NewsHubPinHide.hide', 'PUT', '/v3/news_hub/:news_id/pin/:pin_id/hide/', {
  tag: 'feedback',
  summary: hideSummary('in the news hub'),
  auth: 'required',
  options: newsHubOptions,
  data: feedbackResult,
});
export const newsHubUndo = rest('NewsHubPinHide.undo', 'PUT', '/v3/news_hub/:news_id/pin/:pin_id/undo/', {
  tag: 'feedback',
  summary: unhideSummary('in the news hub'),
  auth: 'required',
  options: newsHubOptions,
  data: feedbackResult,
});
export const p2pHide = rest('P2pPinHide.hide', 'PUT', '/v3/p2p/:pin/hide/', {
  tag: 'feedback',
  summary: hideSummary('among related pins'),
  auth: 'required',
  options: p2pOptions,
  data: feedbackResult,
});
export const p2pUnhide = rest('P2pPinHide.unhide', 'PUT', '/v3/p2p/:pin/unhide/', {
  tag: 'feedback',
  summary: unhideSummary('among related pins'),
  auth: 'required',
  options: p2pOptions,
  data: feedbackResult,
});
export const searchHide = rest('SearchPinHide.hide', 'PUT', '/v3/search/:pin_id/hide/', {
  tag: 'feedback',
  summary: hideSummary('in search results'),
  auth: 'required',
  options: searchOptions,
  data: feedbackResult,
});
export const searchUnhide = rest('SearchPinHide.unhide', 'PUT', '/v3/search/:pin_id/unhide/', {
  tag: 'feedback',
  summary: unhideSummary('in search results'),
  auth: 'required',
  options: searchOptions,
  data: feedbackResult,
});
