import { EXPERIENCES } from '../../constants';
import { experienceSurface, type ExperienceDefinition } from './faults';

/**
 * The experience lifecycle (unviewed, then viewed, then completed or dismissed), as pure rules: the placement hook
 * (client/features/experiences/usePlacement.ts) asks these and does what they answer.
 */

const { types, ids, placements } = EXPERIENCES;

/** How deep two contexts are compared: differences below it do not cause a refetch (the spec's depth 3). */
export const CONTEXT_DEPTH = 3;

interface Placed {
  experience_id: number;
  type: number;
}

/** Whether two contexts are the same down to `depth` levels of keys; objects nested deeper count as equal. */
export function sameContext(a: unknown, b: unknown, depth = CONTEXT_DEPTH): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (depth === 0) return true;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameContext((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth - 1));
}

/** Only what can be shown: a mounted component and any type but 0. */
export function shouldRender(mounted: boolean, experience: Placed | null): boolean {
  return mounted && experience !== null && experience.type !== types.notRenderable;
}

/**
 * A placement is fetched unless what it holds is still good: skipped when its experience renders and was served for
 * this very context, or when the context has not changed (compared to depth 3) since this component last asked.
 * `lastContext` is undefined before the first fetch.
 */
export function shouldFetch({
  experience,
  lastContext,
  context,
}: {
  experience: (Placed & { extraContext: unknown }) | null;
  lastContext: unknown;
  context: unknown;
}): boolean {
  if (experience && experience.type !== types.notRenderable && sameContext(experience.extraContext, context, Infinity)) return false;
  return lastContext === undefined || !sameContext(lastContext, context);
}

/** A component may narrow what it shows by experience ids, by types, or by a predicate (all given must pass). */
export interface Eligibility<E extends Placed = Placed> {
  ids?: readonly number[];
  types?: readonly number[];
  predicate?: (experience: E) => boolean;
}

export function isEligible<E extends Placed>(experience: E, { ids: only, types: ofTypes, predicate }: Eligibility<E>): boolean {
  if (only && !only.includes(experience.experience_id)) return false;
  if (ofTypes && !ofTypes.includes(experience.type)) return false;
  return predicate ? predicate(experience) : true;
}

/** View is sent once per experience: not when this component sent it, nor when the server already had it viewed. */
export function shouldSendView(status: 'unviewed' | 'viewed', alreadySent: boolean): boolean {
  return status === 'unviewed' && !alreadySent;
}

/** Complete and dismiss are each sent at most once per experience per component. */
export function shouldSendOnce(sent: ReadonlySet<string>, action: 'complete' | 'dismiss', experienceId: number): boolean {
  return !sent.has(`${action}:${experienceId}`);
}

export interface Outcome {
  /** Send the call to the server. */
  send: boolean;
  /** Take the experience out of the placement's state. */
  remove: boolean;
  /** Refetch every placement's experiences. */
  refetch: boolean;
  /** Refetch the home feed too. */
  refetchHomefeed: boolean;
}

const NOTHING: Outcome = { send: false, remove: false, refetch: false, refetchHomefeed: false };

/** Dismiss removes the experience and refetches all experiences. */
export function dismissOutcome(): Outcome {
  return { send: true, remove: true, refetch: true, refetchHomefeed: true };
}

/** The values a completion may carry for it to remove the experience (the spec's 1 and 2). */
export const COMPLETE_VALUES = [1, 2] as const;

/**
 * Complete removes and refetches like dismiss, unless removal is prevented (then it is only sent); the variant
 * `skipHomefeed` refetches experiences but not the home feed. A value other than 1 or 2 does nothing unless removal
 * is prevented.
 */
export function completeOutcome({
  value = 1,
  preventRemoval = false,
  skipHomefeed = false,
}: { value?: number; preventRemoval?: boolean; skipHomefeed?: boolean } = {}): Outcome {
  if (preventRemoval) return { ...NOTHING, send: true };
  if (!(COMPLETE_VALUES as readonly number[]).includes(value)) return NOTHING;
  return { send: true, remove: true, refetch: true, refetchHomefeed: !skipHomefeed };
}

/** Placement 1000162 refetches after a view. */
export function refetchAfterView(placementId: number): boolean {
  return placementId === placements.refetchAfterView;
}

/** The banners the spec completes as soon as they are viewed. */
export function autoCompletes(experienceId: number): boolean {
  return (ids.autoCompleteBanners as readonly number[]).includes(experienceId);
}

/**
 * Viewed when its surface says it shows rather than when it renders: a survey, which shows after its delay or at the
 * next navigation, is not seen before.
 */
export function viewedWhenShown(experience: ExperienceDefinition): boolean {
  return experienceSurface(experience) === 'survey';
}

/** Viewed as soon as its component mounts, whether or not it renders yet. */
export function viewedOnMount(experienceId: number): boolean {
  return experienceId === ids.viewedOnMount;
}
