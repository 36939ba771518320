import { z } from 'zod';
import { EXPERIENCES } from '../constants';
import { parsePlacedRef } from '../domain/experiences/placedId';
import { EXPERIENCE_AUDIENCES, EXPERIENCE_PLATFORMS } from '../domain/experiences/targeting';
import { jsonBoundsProblem } from '../domain/jsonBounds';
import { boundedJson } from './boundedJson';
import { resource, rest } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const E = EXPERIENCES;
const text = z.string().max(E.textMax);
/** Links are checked against the scheme allowlist by the validation rules (shared/domain/experiences), by field. */
const link = z.string().max(E.linkMax);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(E.listMax);
const code = (max: number) => z.number().int().min(1).max(max);
const positiveId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const action = z.strictObject({ label: text.optional(), accessibilityLabel: text.optional(), href: link.optional() });
const button = z.strictObject({ text: text.optional(), url: link.optional(), hideDismissButton: z.boolean().optional() });
const anchor = z.string().max(200);
const placedAnchor = z.strictObject({ anchor: anchor.optional(), placement: positiveId.optional() });

/**
 * display_data, every field the spec lists, all optional: which a surface needs is the validation rules' business
 * (shared/domain/experiences/validation.ts), so a refusal says why. Unknown fields are
 * refused, so a misspelt field is caught when written rather than silently not shown. Operator text is shown as text.
 */
const displayData = z.strictObject({
  type: z.string().max(40).optional(),
  message: text.optional(),
  title: text.optional(),
  link: z.strictObject({ href: link.optional(), text: text.optional() }).optional(),
  primaryAction: action.optional(),
  secondaryAction: action.optional(),
  /** 1 banner, 2 anchored flyout, 3 search delight. */
  component_type: code(3).optional(),
  /** Seconds (delay_in_millis is the one in ms): see shared/domain/experiences/delay.ts. */
  delay: z.number().int().min(0).max(3600).optional(),
  delay_in_millis: z.number().int().min(0).max(3_600_000).optional(),
  complete_on_hover: z.boolean().optional(),
  tooltip: z
    .strictObject({
      mainText: text.optional(),
      cancelButtonText: text.optional(),
      confirmButtonText: text.optional(),
      idealDirection: z.enum(['up', 'right', 'down', 'left']).optional(),
      options: boundedJson(z.record(z.string(), z.unknown()), E.contextBounds).optional(),
    })
    .optional(),
  skipComplete: z.boolean().optional(),
  pulserOnly: z.boolean().optional(),
  anchor: anchor.optional(),
  anchors_by_platform: z.strictObject({ web: placedAnchor.optional(), web_mobile: placedAnchor.optional() }).optional(),
  /** 1 flyout, 2 pulsar. */
  display_type: code(2).optional(),
  /** 1 up, 2 right, 3 down, 4 left. */
  flyout_direction: code(4).optional(),
  button_text: text.optional(),
  button_uri: link.optional(),
  scroll_to_dismiss: z.boolean().optional(),
  scroll_to_dismiss_delay_in_seconds: z.number().min(0).max(3600).optional(),
  text: text.optional(),
  /** Colour codes 1–12. */
  text_colors: list(code(12)).optional(),
  text_background_color: code(12).optional(),
  search_query_list: list(z.string().max(200)).optional(),
  has_pulsar: z.boolean().optional(),
  has_tooltip: z.boolean().optional(),
  thumbnail_urls: list(link).optional(),
  dismiss_button_text: text.optional(),
  complete_button_text: text.optional(),
  complete_button_cta_url: link.optional(),
  secondary_cta_link: z.strictObject({ url: link.optional(), text: text.optional() }).optional(),
  disappearTime: z.number().int().min(0).max(3_600_000).optional(),
  duration: z.number().int().min(0).max(3_600_000).optional(),
  buttons: list(z.strictObject({ text: text.optional(), uri: link.optional() })).optional(),
  title_text: text.optional(),
  subtitle_text: text.optional(),
  detailed_text: text.optional(),
  /** 1 show now, 2 on close, anything else delayed. */
  action_trigger: z.number().int().min(0).max(100).optional(),
  /** An embedded (framed) survey. */
  anket: z.boolean().optional(),
  completeButton: button.optional(),
  dismissButton: button.optional(),
  /** Icon codes 1–36, colour codes 1–12. */
  icon: code(36).optional(),
  iconColor: code(12).optional(),
  image: z
    .strictObject({
      url: link.optional(),
      imageAlt: text.optional(),
      width: z.number().int().min(1).max(10_000).optional(),
      height: z.number().int().min(1).max(10_000).optional(),
      dominantColor: z.string().max(20).optional(),
    })
    .optional(),
  video: z
    .strictObject({
      url: link.optional(),
      metadata: z
        .strictObject({
          thumbnail: link.optional(),
          width: z.number().int().min(1).max(10_000).optional(),
          height: z.number().int().min(1).max(10_000).optional(),
        })
        .optional(),
    })
    .optional(),
  background_color: code(12).optional(),
  layout: z.string().max(40).optional(),
  cover_image_url: link.optional(),
  icon_image_url: link.optional(),
  background_image_url: link.optional(),
  links: list(link).optional(),
  linkTitles: list(text).optional(),
  onCompleteRedirectUrl: link.optional(),
  onDismissRedirectUrl: link.optional(),
  canClose: z.boolean().optional(),
  external: z.boolean().optional(),
});
export type DisplayData = z.infer<typeof displayData>;

const freeJson = boundedJson(z.record(z.string(), z.unknown()), E.contextBounds);

/** A client's context: a JSON object, or the same written as a JSON string (the trigger call's form); absent is {}. */
const extraContext = z
  .union([freeJson, z.string().max(E.contextBounds.maxBytes), z.null()])
  .optional()
  .transform((value, ctx): Record<string, unknown> => {
    if (value === undefined || value === null || value === '') return {};
    if (typeof value !== 'string') return value;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
    const problem = jsonBoundsProblem(parsed, E.contextBounds);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return parsed as Record<string, unknown>;
  });

const path = z.string().max(E.linkMax).regex(/^\//, "must be a path starting with '/'");

/**
 * What the client tells about where it is: the platform (web when it does not say) and the page's path (without it,
 * experiences limited to paths are not served).
 */
const requestTargeting = z
  .strictObject({ platform: z.enum(EXPERIENCE_PLATFORMS).optional(), path: path.optional() })
  .nullable()
  .optional()
  .transform((t) => ({ platform: t?.platform ?? null, path: t?.path ?? null }));

const placedRef = z
  .string()
  .max(40)
  .transform((raw, ctx) => {
    const ref = parsePlacedRef(raw);
    if (!ref) {
      ctx.addIssue({ code: 'custom', message: "must be '{placementId}:{experienceId}' (the colon may be %3A) or a placed experience id" });
      return z.NEVER;
    }
    return ref;
  });

const experience = z.object({
  experience_id: z.number().int(),
  placement_id: z.number().int(),
  /** The placed experience's own id. */
  id: z.string(),
  type: z.number().int(),
  display_data: displayData,
  /** 'viewed' once the viewer has been shown it (completed and dismissed experiences are not served). */
  status: z.enum(['unviewed', 'viewed']),
  /** Placed experiences ('placementId:experienceId') whose experiments fire when this one's placement mounts. */
  triggerable_placed_exps: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  /** The extra_context the call was made with. */
  extraContext: z.record(z.string(), z.unknown()),
});
export type Experience = z.infer<typeof experience>;

const stateOptions = z.object({ placed_experience_id: placedRef, extra_context: extraContext, targeting: requestTargeting });
const stateAnswer = z.object({
  id: z.string(),
  placed_experience_id: z.string(),
  status: z.enum(['viewed', 'completed', 'dismissed']),
  /** Whether this call changed the state (false: it was already so, or past it). */
  changed: z.boolean(),
});

const WHO =
  'Signed in or out (a signed-out visitor is known by an HttpOnly cookie set on the first view, complete or dismiss); bots, by user agent, get none.';

export const experiencesPlatformGet = resource('UserExperiencePlatformResource', 'get', {
  tag: 'experiences',
  summary: `Every placement's experience for this viewer, keyed by placement id: the first live one by priority that targets them, validates and is neither completed nor dismissed. With multiExperiencePlatform, every such experience per placement, as a list. ${WHO}`,
  auth: 'optional',
  options: z.object({ extra_context: extraContext, targeting: requestTargeting, multiExperiencePlatform: z.boolean().default(false) }),
  data: z.union([z.record(z.string(), experience), z.record(z.string(), z.array(experience))]),
});

export const experiencesGet = resource('UserExperienceResource', 'get', {
  tag: 'experiences',
  summary: `The experience of each placement asked (placement_ids, at most ${E.placementsPerCall}), keyed by placement id; null where there is none. ${WHO}`,
  auth: 'optional',
  options: z.object({
    placement_ids: z.array(positiveId).min(1).max(E.placementsPerCall),
    extra_context: extraContext,
    targeting: requestTargeting,
  }),
  data: z.record(z.string(), experience.nullable()),
});

export const experienceViewed = resource('UserExperienceViewedResource', 'update', {
  tag: 'experiences',
  summary: `Mark a placed experience viewed: recorded once (changed false after). 404 when it does not exist for this viewer (retired, out of schedule or targeting, or a bot). ${WHO}`,
  auth: 'optional',
  options: stateOptions,
  data: stateAnswer,
});

export const experienceCompleted = resource('UserExperienceCompletedResource', 'update', {
  tag: 'experiences',
  summary: `Mark a placed experience completed (idempotent; one already dismissed stays dismissed). It is then no longer served to this viewer. ${WHO}`,
  auth: 'optional',
  options: stateOptions,
  data: stateAnswer,
});

export const experienceDismissed = resource('UserExperienceResource', 'delete', {
  tag: 'experiences',
  summary: `Dismiss a placed experience (idempotent; one already completed stays completed). It is then no longer served to this viewer. ${WHO}`,
  auth: 'optional',
  options: stateOptions,
  data: stateAnswer,
});

export const experienceTrigger = rest('ExperienceTrigger.update', 'PUT', '/v3/experiences/:placed_experience_id/trigger/', {
  tag: 'experiences',
  summary: `Trigger a placed experience's experiment ('{placementId}%3A{experienceId}' in the path): the viewer's first trigger is recorded with its extra_context (a JSON string, or empty); later ones change nothing (first false). ${WHO}`,
  auth: 'optional',
  options: z.object({ placed_experience_id: placedRef, extra_context: extraContext }),
  data: z.object({ placed_experience_id: z.string(), triggered: z.literal(true), first: z.boolean() }),
});

// Operators: authoring. Times are ISO 8601; a schedule is live from starts_at until (not at) ends_at.

const isoTime = z.iso.datetime({ offset: true });
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code such as US');

const targeting = z
  .strictObject({
    auth: z.enum(EXPERIENCE_AUDIENCES).default('any'),
    countries: list(countryCode).min(1).nullable().default(null),
    new_user: z.boolean().nullable().default(null),
    partner: z.boolean().nullable().default(null),
    platforms: z.array(z.enum(EXPERIENCE_PLATFORMS)).min(1).max(EXPERIENCE_PLATFORMS.length).nullable().default(null),
    paths: list(path.refine((p) => !p.slice(0, -1).includes('*'), "'*' only at the end"))
      .min(1)
      .nullable()
      .default(null),
  })
  .default({ auth: 'any', countries: null, new_user: null, partner: null, platforms: null, paths: null });

const placedIdString = z.string().regex(/^[1-9][0-9]{0,14}:[1-9][0-9]{0,14}$/, "must be '{placementId}:{experienceId}'");

const authoredExperience = z.strictObject({
  placement_id: positiveId,
  experience_id: positiveId,
  type: z.number().int().min(0).max(99),
  display_data: boundedJson(displayData, E.jsonBounds),
  metadata: boundedJson(z.record(z.string(), z.unknown()), E.jsonBounds).default({}),
  triggerable_placed_exps: list(placedIdString).default([]),
  /** Among one placement's experiences, the highest priority that applies is served first. */
  priority: z.number().int().min(-1000).max(1000).default(0),
  targeting,
  starts_at: isoTime.nullable().default(null),
  ends_at: isoTime.nullable().default(null),
});
export type AuthoredExperience = z.infer<typeof authoredExperience>;
export type AuthoredExperienceInput = z.input<typeof authoredExperience>;

const adminExperience = authoredExperience.extend({
  id: z.string(),
  placed_experience_id: z.string(),
  retired_at: isoTime.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  /** How many viewers saw it (viewed counts those who went on to complete or dismiss too), completed and dismissed it. */
  states: z.object({ viewed: z.number().int(), completed: z.number().int(), dismissed: z.number().int() }),
});
export type AdminExperience = z.infer<typeof adminExperience>;

const OPERATORS = 'Operators only (403 otherwise; `npm run admin -- operator grant <username>`).';

export const experienceAdminCreate = resource('ExperienceAdminResource', 'create', {
  tag: 'experiences',
  summary: `Author an experience on a placement. It must pass its type's display rules (the fields each surface needs, their lengths and formats; 400 naming the display_data field and why) and every link must be http, https or relative; a placement already holding that experience id is a 409. ${OPERATORS}`,
  auth: 'required',
  options: authoredExperience,
  data: adminExperience,
});

export const experienceAdminList = resource('ExperienceAdminResource', 'get', {
  tag: 'experiences',
  summary: `Every authored experience (retired ones only with include_retired), by placement then priority, with counts of viewers who viewed, completed and dismissed each. ${OPERATORS}`,
  auth: 'required',
  options: z.object({ placement_id: positiveId.optional(), include_retired: z.boolean().default(false) }),
  data: z.array(adminExperience),
});

export const experienceAdminUpdate = resource('ExperienceAdminResource', 'update', {
  tag: 'experiences',
  summary: `Retire (or restore) a placed experience, or change its schedule; only the fields sent change. 404 for an unknown one; an end not after the start is a 400 naming ends_at. ${OPERATORS}`,
  auth: 'required',
  options: z.strictObject({
    placed_experience_id: placedRef,
    retired: z.boolean().optional(),
    starts_at: isoTime.nullable().optional(),
    ends_at: isoTime.nullable().optional(),
  }),
  data: adminExperience,
});
