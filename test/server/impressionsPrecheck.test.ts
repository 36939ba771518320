import { ANALYTICS, ANALYTICS_SINK } from '../../shared/constants';
import { analyticsImpressionsCreate } from '../../shared/contracts/analytics';
import { impressionsPrecheck } from '../../server/features/analytics/impressionsPrecheck';

// The precompiled check may only ever say what the schema says: for every input it accepts, the schema accepts it too
// and answers the same options; where it is unsure it answers undefined and the schema decides.

const impression = (over: Record<string, unknown> = {}) => ({
  pin_id: '42',
  clientTrackingParams: 'ctp',
  slotIndex: 3,
  time: 1_764_000_000_000,
  renderDuration: 120,
  visibility: { 1: 4000, 50: 3500, 80: 3000, 100: 2500 },
  cellSize: { width: 236, height: 300 },
  windowSize: { width: 1280, height: 800 },
  ...over,
});
const without = (key: string) => {
  const copy: Record<string, unknown> = impression();
  delete copy[key];
  return copy;
};
const page = (...impressions: unknown[]) => ({ impressions });

const valid: [string, unknown][] = [
  ['a full page of 25', page(...Array.from({ length: 25 }, (_, i) => impression({ slotIndex: i })))],
  ['the largest batch', page(...Array.from({ length: ANALYTICS_SINK.impressionsPerBatch }, () => impression()))],
  ['no tracking params', page(without('clientTrackingParams'))],
  ['no visibility (defaults to none reached)', page(without('visibility'))],
  ['some milestones only', page(impression({ visibility: { 1: 10, 50: 5 } }))],
  ['equal milestones', page(impression({ visibility: { 1: 5, 50: 5, 80: 5, 100: 5 } }))],
  ['bounds', page(impression({ slotIndex: ANALYTICS.sizeMax, renderDuration: ANALYTICS.durationMaxMs, time: 0, cellSize: { width: 0, height: 0 } }))],
  ['longest tracking params', page(impression({ clientTrackingParams: 'x'.repeat(ANALYTICS.trackingParamsMax) }))],
  ['an extra option beside impressions (stripped)', { impressions: [impression()], other: 1 }],
];

const invalid: [string, unknown][] = [
  ['not an object', 'x'],
  ['null', null],
  ['no impressions', {}],
  ['an empty batch', page()],
  ['too many', page(...Array.from({ length: ANALYTICS_SINK.impressionsPerBatch + 1 }, () => impression()))],
  ['impressions not a list', { impressions: { 0: impression() } }],
  ['a record not an object', page('x')],
  ['an unknown field', page(impression({ extra: 1 }))],
  ['an unknown field in place of a missing one', page({ ...without('time'), extra: 1 })],
  ['an unknown field in place of the tracking params', page({ ...without('clientTrackingParams'), extra: 'ctp' })],
  ['no pin id', page(without('pin_id'))],
  ['pin id 0', page(impression({ pin_id: '0' }))],
  ['pin id a number', page(impression({ pin_id: 42 }))],
  ['pin id with text', page(impression({ pin_id: '42x' }))],
  ['pin id too long', page(impression({ pin_id: '1'.repeat(20) }))],
  ['tracking params too long', page(impression({ clientTrackingParams: 'x'.repeat(ANALYTICS.trackingParamsMax + 1) }))],
  ['tracking params not text', page(impression({ clientTrackingParams: 5 }))],
  ['tracking params null', page(impression({ clientTrackingParams: null }))],
  ['slot negative', page(impression({ slotIndex: -1 }))],
  ['slot fractional', page(impression({ slotIndex: 1.5 }))],
  ['slot too large', page(impression({ slotIndex: ANALYTICS.sizeMax + 1 }))],
  ['slot as text', page(impression({ slotIndex: '1' }))],
  ['no slot', page(without('slotIndex'))],
  ['time negative', page(impression({ time: -1 }))],
  ['time unsafe', page(impression({ time: Number.MAX_SAFE_INTEGER + 2 }))],
  ['no time', page(without('time'))],
  ['render duration too long', page(impression({ renderDuration: ANALYTICS.durationMaxMs + 1 }))],
  ['no render duration', page(without('renderDuration'))],
  ['visibility null', page(impression({ visibility: null }))],
  ['visibility a list', page(impression({ visibility: [1, 2] }))],
  ['an unknown milestone', page(impression({ visibility: { 1: 10, 60: 5 } }))],
  ['a milestone too long', page(impression({ visibility: { 1: ANALYTICS.durationMaxMs + 1 } }))],
  ['a milestone negative', page(impression({ visibility: { 1: -1 } }))],
  ['a milestone as text', page(impression({ visibility: { 1: '10' } }))],
  ['a milestone null', page(impression({ visibility: { 1: null } }))],
  ['a milestone spelled "01"', page(impression({ visibility: { '01': 5 } }))],
  ['a milestone spelled "1.0" beside a real one', page(impression({ visibility: { 1: 9, '1.0': 5 } }))],
  ['a higher milestone lasting longer', page(impression({ visibility: { 1: 10, 50: 20 } }))],
  ['a higher milestone without the lower', page(impression({ visibility: { 100: 5 } }))],
  ['cell size missing a side', page(impression({ cellSize: { width: 1 } }))],
  ['cell size with an extra side', page(impression({ cellSize: { width: 1, height: 1, depth: 1 } }))],
  ['cell size too large', page(impression({ cellSize: { width: ANALYTICS.sizeMax + 1, height: 1 } }))],
  ['window size missing', page(without('windowSize'))],
  ['window size a list', page(impression({ windowSize: [1280, 800] }))],
  ['one bad record among good ones', page(impression(), impression({ slotIndex: -1 }), impression())],
];

describe('the impressions precheck answers as the schema does', () => {
  it.each(valid)('accepts %s, with the options the schema answers', (_label, raw) => {
    const schema = analyticsImpressionsCreate.options.safeParse(raw);
    expect(schema.success).toBe(true);
    expect(impressionsPrecheck(raw)).toEqual(schema.data);
  });

  it.each(invalid)('leaves %s to the schema, which refuses it', (_label, raw) => {
    expect(analyticsImpressionsCreate.options.safeParse(raw).success).toBe(false);
    expect(impressionsPrecheck(raw)).toBeUndefined();
  });
});
