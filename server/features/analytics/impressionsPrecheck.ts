import { ANALYTICS, ANALYTICS_SINK } from '../../../shared/constants';
import type { Impression } from '../../../shared/contracts/analytics';

/**
 * The impression endpoint's precompiled check (a page of 25 impressions must record as fast as a trivial
 * POST, and walking zod's schema over 25 records cost more than the rest of the request). It checks exactly what the
 * schema in shared/contracts/analytics.ts checks, written out for this one shape, and answers undefined at the first doubt, so the
 * schema still decides every refusal and words it; a test holds the two to the same answers.
 */

const PIN_ID = /^[1-9][0-9]{0,18}$/;
// Numbers, not strings: JSON's "1" is an element of the parsed object, which a number reads without converting a name.
const MILESTONES = [1, 50, 80, 100] as const;

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
const isWhole = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max;

function isBox(v: unknown): boolean {
  if (!isPlain(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 2 && isWhole(v.width, ANALYTICS.sizeMax) && isWhole(v.height, ANALYTICS.sizeMax);
}

/** Each milestone present is a duration, more of the cell is visible for no longer than less of it, and nothing else. */
function isVisibility(v: unknown): boolean {
  if (!isPlain(v)) return false;
  let present = 0;
  let previous = Infinity;
  for (const m of MILESTONES) {
    const given = (v as Record<number, unknown>)[m];
    if (given !== undefined) present++;
    const ms = given === undefined ? 0 : given;
    if (!isWhole(ms, ANALYTICS.durationMaxMs) || ms > previous) return false;
    previous = ms;
  }
  return Object.keys(v).length === present;
}

function isImpression(v: unknown): boolean {
  if (!isPlain(v)) return false;
  const tracking = v.clientTrackingParams;
  const hasTracking = 'clientTrackingParams' in v;
  const hasVisibility = 'visibility' in v;
  // The six it must have (each checked below) and the optional ones it has, so no other: counting is the cheap check.
  if (Object.keys(v).length !== 6 + Number(hasTracking) + Number(hasVisibility)) return false;
  return (
    typeof v.pin_id === 'string' &&
    PIN_ID.test(v.pin_id) &&
    (!hasTracking || (typeof tracking === 'string' && tracking.length <= ANALYTICS.trackingParamsMax)) &&
    isWhole(v.slotIndex, ANALYTICS.sizeMax) &&
    isWhole(v.time, Number.MAX_SAFE_INTEGER) &&
    isWhole(v.renderDuration, ANALYTICS.durationMaxMs) &&
    (!hasVisibility || isVisibility(v.visibility)) &&
    isBox(v.cellSize) &&
    isBox(v.windowSize)
  );
}

/** PinImpressionsResource create's options when surely valid (as the schema answers them: visibility defaults to {}). */
export function impressionsPrecheck(raw: unknown): { impressions: Impression[] } | undefined {
  if (!isPlain(raw)) return undefined;
  const list = raw.impressions;
  if (!Array.isArray(list) || list.length < 1 || list.length > ANALYTICS_SINK.impressionsPerBatch || !list.every(isImpression)) return undefined;
  return { impressions: (list as Impression[]).map((i) => (i.visibility === undefined ? { ...i, visibility: {} } : i)) };
}
