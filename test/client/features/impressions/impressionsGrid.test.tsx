import { act, screen, waitFor } from '@testing-library/react';
import { ANALYTICS_SINK, END_BOOKMARK } from '../../../../shared/constants';
import type { Impression } from '../../../../shared/contracts/analytics';
import { allChoices, decidedState, type CookieConsentState } from '../../../../shared/domain/cookieConsent';
import { makeStore } from '../../../../client/app/store';
import { sinkFor } from '../../../../client/features/analytics/analyticsSink';
import { consentSaved } from '../../helpers/consent';
import { createImpressionTracker } from '../../../../client/features/impressions/impressionTracker';
import { makePins } from '../../helpers/factories';
import { FakeIntersectionObserver, installFakeObservers } from '../../helpers/impressionsObservers';
import { mockApi } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const { intersect } = installFakeObservers();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const accepted = decidedState(allChoices(true), 0);
const refused = decidedState(allChoices(false), 0);

function server(consent: CookieConsentState | null) {
  return mockApi({
    viewerGet: () => ({ data: { isAuth: false, experiments: { simplify_creator_attributions_unauth_web: null }, cookie_consent: consent } }),
    homefeed: () => ({ data: makePins(1, 25), bookmark: END_BOOKMARK }),
    analyticsImpressionsCreate: ({ impressions }) => ({ data: { recorded: (impressions as unknown[]).length, allowed: true } }),
  });
}

const sentImpressions = (api: ReturnType<typeof server>) =>
  api.callsTo('analyticsImpressionsCreate').map((c) => c.options.impressions as Impression[]);
const cellOf = (title: string) => screen.getByRole('link', { name: title }).closest('[role="listitem"]') as HTMLElement;

describe('impressions on the home grid', () => {
  it('a visitor allowing analytics: one observer follows every cell, and what was seen is sent in one batch after the flush interval', async () => {
    const api = server(accepted);
    renderApp('/');
    await screen.findByRole('link', { name: /Pin 1$/ });
    await waitFor(() => expect(FakeIntersectionObserver.instances).toHaveLength(1));
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.observed.size).toBe(screen.getAllByRole('listitem').length);

    act(() => {
      intersect(cellOf('Pin 1'), 1);
      intersect(cellOf('Pin 2'), 0.5);
    });
    await act(() => jest.advanceTimersByTimeAsync(600));
    act(() => {
      intersect(cellOf('Pin 1'), 0);
      intersect(cellOf('Pin 2'), 0);
    });
    expect(sentImpressions(api)).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_SINK.flushIntervalMs));
    const batches = sentImpressions(api);
    expect(batches).toHaveLength(1);
    expect(batches[0].map((i) => [i.pin_id, i.slotIndex, i.visibility])).toEqual([
      ['1', 0, { 1: 600, 50: 600, 80: 600, 100: 600 }],
      ['2', 1, { 1: 600, 50: 600 }],
    ]);
  });

  it.each([
    ['refused', refused],
    ['undecided', null],
  ])('a visitor whose consent is %s: no tracker is loaded and nothing is sent', async (_label, consent) => {
    const api = server(consent);
    renderApp('/');
    await screen.findByRole('link', { name: /Pin 1$/ });
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_SINK.flushIntervalMs * 2));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(api.callsTo('analyticsImpressionsCreate')).toHaveLength(0);
  });

  it('withdrawing consent lets the tracker go: what was in view is dropped by the sink, and nothing more is followed', async () => {
    const api = server(accepted);
    const { store } = renderApp('/');
    await screen.findByRole('link', { name: /Pin 1$/ });
    await waitFor(() => expect(FakeIntersectionObserver.instances).toHaveLength(1));
    act(() => intersect(cellOf('Pin 1'), 1));
    act(() => {
      store.dispatch(consentSaved(refused));
    });
    expect(FakeIntersectionObserver.instances[0].observed.size).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_SINK.flushIntervalMs * 2));
    expect(api.callsTo('analyticsImpressionsCreate')).toHaveLength(0);
  });
});

describe('impressions in the analytics sink', () => {
  it(`keeps the newest ${ANALYTICS_SINK.queueMax} impressions and sends them in batches of ${ANALYTICS_SINK.impressionsPerBatch}`, async () => {
    const api = server(accepted);
    const store = makeStore();
    store.dispatch(consentSaved(accepted));
    const sink = sinkFor(store.getState);
    const tracker = createImpressionTracker((i) => sink.recordImpression(i));
    const total = ANALYTICS_SINK.queueMax + 5;
    for (let slot = 0; slot < total; slot++) {
      const cell = document.createElement('div');
      tracker.track(cell, { pinId: String(slot + 1), slotIndex: slot });
      intersect(cell, 1);
      intersect(cell, 0);
    }
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_SINK.flushIntervalMs));
    const batches = sentImpressions(api);
    expect(batches.map((b) => b.length)).toEqual(
      Array(ANALYTICS_SINK.queueMax / ANALYTICS_SINK.impressionsPerBatch).fill(ANALYTICS_SINK.impressionsPerBatch),
    );
    expect(batches.flat()[0].slotIndex).toBe(5);
    expect(batches.flat().at(-1)!.slotIndex).toBe(total - 1);
    tracker.disconnect();
  });
});
