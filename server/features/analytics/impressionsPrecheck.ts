import { ANALYTICS, ANALYTICS_SINK } from '../../../shared/constants';
import type { Impression } from '../../../shared/contracts/analytics';

/**
 * The impression endpoint's precompiled check (issue 14: a page of 25 impressions must record as fast as a trivial
 * POST, and walking zod's schema over 25 records cost more than the rest of the request). It checks exactly what the
 * schema in shared/contracts/analytics.ts checks, written out for this one shape, and answers undefined at the first doubt, so the
 * schema still decides every refusal and words it; a test holds the two to the same answers.
 */

const PIN_ID = /^[1-9][0-9]{0,18}$/;
const IMPRESSION_KEYS = new Set(['pin_id', 'clientTrackingParams', 'slotIndex', 'time', 'renderDuration', 'visibility', 'cellSize', 'windowSize']);
const MILESTONES = ['1', '50', '80', '100'] as const;
const MILESTONE_KEYS = new Set<string>(MILESTONES);

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
const isWhole = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max;
const onlyKeys = (o: Record<string, unknown>, allowed: Set<string>): boolean => Object.keys(o).every((k) => allowed.has(k));

function isBox(v: unknown): boolean {
  if (!isPlain(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 2 && isWhole(v.width, ANALYTICS.sizeMax) && isWhole(v.height, ANALYTICS.sizeMax);
}

/** Each milestone present is a duration, and more of the cell is visible for no longer than less of it. */
function isVisibility(v: unknown): boolean {
  if (!isPlain(v) || !onlyKeys(v, MILESTONE_KEYS)) return false;
  let previous = Infinity;
  for (const m of MILESTONES) {
    const ms = m in v ? v[m] : 0;
    if (!isWhole(ms, ANALYTICS.durationMaxMs) || ms > previous) return false;
    previous = ms;
  }
  return true;
}

function isImpression(v: unknown): boolean {
  if (!isPlain(v) || !onlyKeys(v, IMPRESSION_KEYS)) return false;
  const tracking = v.clientTrackingParams;
  return (
    typeof v.pin_id === 'string' &&
    PIN_ID.test(v.pin_id) &&
    (!('clientTrackingParams' in v) || (typeof tracking === 'string' && tracking.length <= ANALYTICS.trackingParamsMax)) &&
    isWhole(v.slotIndex, ANALYTICS.sizeMax) &&
    isWhole(v.time, Number.MAX_SAFE_INTEGER) &&
    isWhole(v.renderDuration, ANALYTICS.durationMaxMs) &&
    (!('visibility' in v) || isVisibility(v.visibility)) &&
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
