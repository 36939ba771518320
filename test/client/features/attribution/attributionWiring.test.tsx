import { act, screen, waitFor } from '@testing-library/react';
import { ANALYTICS_SINK, END_BOOKMARK } from '../../../../shared/constants';
import type { Pin } from '../../../../shared/contracts/pin';
import { allChoices, decidedState, type CookieConsentState } from '../../../../shared/domain/cookieConsent';
import { consentSaved } from '../../helpers/consent';
import { makeAdData, makePins } from '../../helpers/factories';
import { FakeIntersectionObserver, installFakeObservers } from '../../helpers/impressionsObservers';
import { mockApi } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import { clickOutOf, linked, SIGNED } from '../offsite/clickthroughSetup';

const { intersect } = installFakeObservers();

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const everything = decidedState(allChoices(true), 0);
const analyticsOnly = decidedState({ ...allChoices(true), allow_marketing_cookies: false }, 0);
const marketingOnly = decidedState({ ...allChoices(true), allow_analytic_cookies: false }, 0);

/** Each test its own pin ids: a page registers a pin's click or view once. */
let nextId = 700;
const promoted = (overrides: Partial<Pin> = {}) =>
  linked(String(++nextId), { isPromoted: true, adData: makeAdData({ adDestinationUrl: 'https://shop.example/lamp' }), ...overrides });
const organic = () => linked(String(++nextId));

/** What every test's server answers: the check allows, events and impressions are taken, attribution registers. */
function handlers(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    offsiteCheck: () => ({ data: { redirect_status: 'allowed', message: null, url: SIGNED } }),
    analyticsEventsCreate: ({ events }) => ({ data: { recorded: (events as unknown[]).length, allowed: true } }),
    analyticsImpressionsCreate: ({ impressions }) => ({ data: { recorded: (impressions as unknown[]).length, allowed: true } }),
    attributionSource: () => ({ data: { registered: true, reason: 'registered', expiry: 0, priority: 0 } }),
    ...extra,
  });
}
const registered = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('attributionSource').map(({ request }) => {
    const query = new URL(request.url).searchParams;
    return [query.get('source_event_type'), query.get('advertiser_id')];
  });

describe('a click out registers a promoted pin’s click for attribution', () => {
  async function clickOut(pin: Pin, consent: CookieConsentState) {
    const card = await clickOutOf(pin);
    const api = handlers();
    card.store.dispatch(consentSaved(consent));
    await card.user.click(card.link());
    await card.settle();
    return api;
  }

  it('a promoted pin, marketing cookies allowed: one click registration, after the tab is sent on', async () => {
    const api = await clickOut(promoted(), everything);
    expect(registered(api)).toEqual([['click', 'a1']]);
  });

  it('an organic pin: none', async () => {
    const api = await clickOut(organic(), everything);
    expect(api.callsTo('offsiteCheck')).toHaveLength(1);
    expect(registered(api)).toEqual([]);
  });

  it('a promoted pin without marketing consent: none', async () => {
    const api = await clickOut(promoted(), analyticsOnly);
    expect(api.callsTo('offsiteCheck')).toHaveLength(1);
    expect(registered(api)).toEqual([]);
  });

  it('a spam verdict: the click stops, and nothing is registered', async () => {
    const card = await clickOutOf(promoted(), { verdict: 'blocked' });
    const api = handlers({ offsiteCheck: () => ({ data: { redirect_status: 'blocked', message: 'No', url: null } }) });
    await card.user.click(card.link());
    await card.settle();
    expect(await screen.findByRole('dialog', { name: 'Heads up!' })).toBeInTheDocument();
    expect(registered(api)).toEqual([]);
  });
});

describe('an impression registers a promoted pin’s view for attribution', () => {
  async function seeGrid(pins: Pin[], consent: CookieConsentState) {
    const api = handlers({
      viewerGet: () => ({ data: { isAuth: false, experiments: { simplify_creator_attributions_unauth_web: null }, cookie_consent: consent } }),
      homefeed: () => ({ data: pins, bookmark: END_BOOKMARK }),
    });
    renderApp('/');
    const cells: HTMLElement[] = [];
    for (const pin of pins) cells.push((await screen.findByRole('link', { name: pin.title })).closest('[role="listitem"]') as HTMLElement);
    // The tracker loads once the grid has rendered, under analytics or marketing consent.
    await act(() => jest.advanceTimersByTimeAsync(0));
    act(() => cells.forEach((cell) => intersect(cell, 1)));
    await act(() => jest.advanceTimersByTimeAsync(500));
    act(() => cells.forEach((cell) => intersect(cell, 0)));
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_SINK.flushIntervalMs));
    return api;
  }

  const grid = () => {
    const [first, second] = makePins(++nextId * 10, nextId * 10 + 1);
    return { ad: { ...first, isPromoted: true, adData: makeAdData({ adDestinationUrl: 'https://shop.example/lamp' }) }, plain: second };
  };

  it('marketing cookies allowed: the promoted pin’s view is registered once, the organic pin’s not at all', async () => {
    const { ad, plain } = grid();
    const api = await seeGrid([ad, plain], everything);
    await waitFor(() => expect(api.callsTo('analyticsImpressionsCreate')).toHaveLength(1));
    expect(registered(api)).toEqual([['view', 'a1']]);
  });

  it('marketing allowed but not analytics: the promoted pin’s view is registered, only its cell is followed, no impression is sent', async () => {
    const { ad, plain } = grid();
    const api = await seeGrid([ad, plain], marketingOnly);
    await waitFor(() => expect(registered(api)).toEqual([['view', 'a1']]));
    const adCell = screen.getByRole('link', { name: ad.title }).closest('[role="listitem"]');
    expect([...FakeIntersectionObserver.instances[0].observed]).toEqual([adCell]);
    expect(api.callsTo('analyticsImpressionsCreate')).toHaveLength(0);
  });

  it('analytics allowed but not marketing: impressions are sent, no view is registered', async () => {
    const { ad, plain } = grid();
    const api = await seeGrid([ad, plain], analyticsOnly);
    await waitFor(() => expect(api.callsTo('analyticsImpressionsCreate')).toHaveLength(1));
    expect(registered(api)).toEqual([]);
  });
});
