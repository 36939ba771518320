import { act } from '@testing-library/react';
import { ANALYTICS_SINK } from '../../../../shared/constants';
import { allChoices, decidedState } from '../../../../shared/domain/cookieConsent';
import { makeStore } from '../../../../client/app/store';
import { sinkFor } from '../../../../client/features/analytics/analyticsSink';
import { recordEvent } from '../../../../client/features/analytics/recordEvent';
import { consentSaved } from '../../helpers/consent';
import { mockApi } from '../../helpers/mockApi';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const accepted = decidedState(allChoices(true), 0);
/** An impression of `pin_id` at `slotIndex`, seen for `seenMs` at 1 percent. */
const impression = (pin_id: string, slotIndex: number, seenMs: number) => ({
  pin_id,
  slotIndex,
  time: 0,
  renderDuration: 10,
  visibility: { 1: seenMs },
  cellSize: { width: 236, height: 300 },
  windowSize: { width: 1280, height: 800 },
});
const refused = decidedState(allChoices(false), 0);

function setup(consent: typeof accepted | null = accepted, status = 200) {
  const api = mockApi({
    analyticsEventsCreate: ({ events }) =>
      status === 200 ? { data: { recorded: (events as unknown[]).length, allowed: true } } : { status, error: { code: 'internal', message: 'no' } },
    analyticsImpressionsCreate: ({ impressions }) => ({ data: { recorded: (impressions as unknown[]).length, allowed: true } }),
  });
  const store = makeStore();
  if (consent) store.dispatch(consentSaved(consent));
  const sent = () => api.callsTo('analyticsEventsCreate').map((c) => (c.options.events as { object_id_str: string }[]).map((e) => e.object_id_str));
  // recordEvent loads the sink's chunk first: let that import settle.
  const record = async (...ids: string[]) => {
    for (const id of ids) store.dispatch(recordEvent({ event_type: 4503, object_id_str: id }));
    await act(() => jest.advanceTimersByTimeAsync(0));
  };
  const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  return { api, store, sent, record, tick };
}

describe('the analytics sink', () => {
  it('batches what is recorded and sends it once the flush interval has passed, not before', async () => {
    const { sent, record, tick } = setup();
    await record('1', '2');
    await tick(ANALYTICS_SINK.flushIntervalMs - 1);
    await record('3');
    expect(sent()).toEqual([]);
    await tick(1);
    expect(sent()).toEqual([['1', '2', '3']]);
    await tick(ANALYTICS_SINK.flushIntervalMs * 3);
    expect(sent()).toHaveLength(1);
    await record('4');
    await tick(ANALYTICS_SINK.flushIntervalMs);
    expect(sent()).toEqual([['1', '2', '3'], ['4']]);
  });

  it.each([
    ['refused', refused],
    ['undecided', null],
  ])('sends nothing when consent is %s', async (_label, consent) => {
    const { api, record, tick } = setup(consent);
    await record('1', '2');
    await tick(ANALYTICS_SINK.flushIntervalMs * 2);
    expect(api.calls).toHaveLength(0);
  });

  it('drops what was queued when consent is withdrawn before the flush', async () => {
    const { api, store, record, tick } = setup();
    await record('1');
    store.dispatch(consentSaved(refused));
    await tick(ANALYTICS_SINK.flushIntervalMs);
    expect(api.calls).toHaveLength(0);
    store.dispatch(consentSaved(accepted));
    await tick(ANALYTICS_SINK.flushIntervalMs);
    expect(api.calls).toHaveLength(0);
  });

  it(`keeps the newest ${ANALYTICS_SINK.queueMax} entries and sends them in batches of ${ANALYTICS_SINK.eventsPerBatch}`, async () => {
    const { sent, record, tick } = setup();
    await record(...Array.from({ length: ANALYTICS_SINK.queueMax + 5 }, (_, i) => String(i)));
    await tick(ANALYTICS_SINK.flushIntervalMs);
    const batches = sent();
    expect(batches).toHaveLength(ANALYTICS_SINK.queueMax / ANALYTICS_SINK.eventsPerBatch);
    expect(batches.every((b) => b.length === ANALYTICS_SINK.eventsPerBatch)).toBe(true);
    expect(batches.flat()[0]).toBe('5');
    expect(batches.flat().at(-1)).toBe(String(ANALYTICS_SINK.queueMax + 4));
  });

  it('swallows a failed send, counts it, and goes on with the next batch', async () => {
    const { api, store, record, tick } = setup(accepted, 500);
    await record('1');
    await tick(ANALYTICS_SINK.flushIntervalMs);
    expect(api.callsTo('analyticsEventsCreate')).toHaveLength(1);
    expect(sinkFor(store.getState).failures()).toBe(1);
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await record('2');
    await tick(ANALYTICS_SINK.flushIntervalMs);
    expect(sinkFor(store.getState).failures()).toBe(2);
    await record('3');
    await tick(ANALYTICS_SINK.flushIntervalMs);
    expect(api.callsTo('analyticsEventsCreate')).toHaveLength(2);
  });

  it('sends at once, with keepalive, when the page is left or hidden', async () => {
    const { api, store, sent, record, tick } = setup();
    await record('1');
    sinkFor(store.getState).recordImpression(impression('41', 0, 500));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await tick(0);
    expect(sent()).toEqual([['1']]);
    expect(api.callsTo('analyticsImpressionsCreate').map((c) => c.options.impressions)).toEqual([[expect.objectContaining({ pin_id: '41' })]]);
    expect(api.calls.every((c) => c.request.keepalive)).toBe(true);

    await record('2');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await tick(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(sent()).toEqual([['1'], ['2']]);
  });

  // The bug: leaving the page hid it, the sink's flush ran first (nothing queued yet), and the impressions the hide
  // ended were queued behind a timer that never fired.
  it('sends what is recorded while the page is hidden at once, with keepalive', async () => {
    const { api, store, tick } = setup();
    const sink = sinkFor(store.getState);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    try {
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      sink.recordImpression(impression('42', 3, 900));
      await tick(0);
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    }
    const calls = api.callsTo('analyticsImpressionsCreate');
    expect(calls.map((c) => c.options.impressions)).toEqual([[expect.objectContaining({ pin_id: '42' })]]);
    expect(calls.every((c) => c.request.keepalive)).toBe(true);
  });

  it('sends what is recorded after the page began to be left at once, even before it says hidden', async () => {
    const { api, store, tick } = setup();
    const sink = sinkFor(store.getState);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    sink.recordImpression(impression('43', 0, 900));
    await tick(0);
    act(() => void window.dispatchEvent(new Event('pageshow')));
    expect(api.callsTo('analyticsImpressionsCreate').map((c) => c.options.impressions)).toEqual([[expect.objectContaining({ pin_id: '43' })]]);
  });
});
