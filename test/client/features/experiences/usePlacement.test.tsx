import { act, screen, waitFor } from '@testing-library/react';
import { ANALYTICS_SINK } from '../../../../shared/constants';
import { allChoices, decidedState, UNDECIDED, type CookieConsentState } from '../../../../shared/domain/cookieConsent';
import { makeStore } from '../../../../client/app/store';
import { authApi } from '../../../../client/features/auth/authApi';
import Placement from '../../../../client/features/experiences/Placement';
import { selectExperienceFetchFailures } from '../../../../client/features/experiences/experiencesSlice';
import { usePlacement, type CompleteOptions } from '../../../../client/features/experiences/usePlacement';
import { experienceServer, makeExperience } from '../../helpers/experiences';
import { mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The hook as a component that exposes complete with any options, for the rules the surfaces do not reach. */
function Probe({ placement, complete, ids }: { placement: number; complete?: CompleteOptions; ids?: number[] }) {
  const { experience, complete: doComplete } = usePlacement(placement, { ids });
  if (!experience) return <p>nothing</p>;
  return (
    <button type="button" onClick={() => doComplete(complete)}>
      {`complete ${experience.id}`}
    </button>
  );
}

const banner = (name = 'Hello there') => screen.queryByRole('region', { name });

describe('usePlacement and the lifecycle rules (platform-services.md 4)', () => {
  it('sends view once when the experience renders, not again as it re-renders', async () => {
    const api = experienceServer([makeExperience()]);
    renderWithProviders(<Placement id={11} />);
    expect(await screen.findByRole('region', { name: 'Hello there' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('experienceViewed')).toHaveLength(1));
    // The view's answer and the viewer's consent re-render the placement.
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(api.callsTo('experienceViewed')).toHaveLength(1);
    expect(api.callsTo('experienceViewed')[0].options).toMatchObject({ placed_experience_id: '11:900001' });
  });

  it('does not send view for an experience the server has as viewed already', async () => {
    const api = experienceServer([makeExperience({ status: 'viewed' })]);
    renderWithProviders(<Placement id={11} />);
    await screen.findByRole('region', { name: 'Hello there' });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(api.callsTo('experienceViewed')).toHaveLength(0);
  });

  it('dismiss removes the experience at once, is sent once and refetches', async () => {
    const api = experienceServer([makeExperience()]);
    const { user } = renderWithProviders(<Placement id={11} />);
    await screen.findByRole('region', { name: 'Hello there' });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('experiencesGet')).toHaveLength(2));
    expect(api.callsTo('experienceDismissed')).toHaveLength(1);
  });

  it('complete is sent at most once per experience per component, removes and refetches', async () => {
    const api = experienceServer([makeExperience()]);
    const { user } = renderWithProviders(<Probe placement={11} />);
    const button = await screen.findByRole('button', { name: 'complete 11:900001' });
    await user.dblClick(button);
    await waitFor(() => expect(api.callsTo('experiencesGet')).toHaveLength(2));
    expect(api.callsTo('experienceCompleted')).toHaveLength(1);
    expect(await screen.findByText('nothing')).toBeInTheDocument();
  });

  it('complete with removal prevented is sent, keeps the experience and does not refetch', async () => {
    const api = experienceServer([makeExperience()]);
    const { user } = renderWithProviders(<Probe placement={11} complete={{ preventRemoval: true }} />);
    await user.click(await screen.findByRole('button', { name: 'complete 11:900001' }));
    await waitFor(() => expect(api.callsTo('experienceCompleted')).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(api.callsTo('experiencesGet')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'complete 11:900001' })).toBeInTheDocument();
  });

  it('complete with a value other than 1 or 2 does nothing', async () => {
    const api = experienceServer([makeExperience()]);
    const { user } = renderWithProviders(<Probe placement={11} complete={{ value: 3 }} />);
    await user.click(await screen.findByRole('button', { name: 'complete 11:900001' }));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(api.callsTo('experienceCompleted')).toHaveLength(0);
    expect(api.callsTo('experiencesGet')).toHaveLength(1);
  });

  it('placement 1000162 refetches after a view', async () => {
    const api = experienceServer([makeExperience({ placement_id: 1000162 })]);
    renderWithProviders(<Probe placement={1000162} />);
    await screen.findByRole('button', { name: 'complete 1000162:900001' });
    await waitFor(() => expect(api.callsTo('experiencesGet')).toHaveLength(2));
    expect(api.callsTo('experienceViewed')).toHaveLength(1);
  });

  it('a placement other than 1000162 does not refetch after a view', async () => {
    const api = experienceServer([makeExperience()]);
    renderWithProviders(<Probe placement={11} />);
    await screen.findByRole('button', { name: 'complete 11:900001' });
    await waitFor(() => expect(api.callsTo('experienceViewed')).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(api.callsTo('experiencesGet')).toHaveLength(1);
  });

  it.each([502312, 502320, 502321, 502322])('banner %s completes itself once viewed and stays on screen', async (id) => {
    const api = experienceServer([makeExperience({ experience_id: id })]);
    renderWithProviders(<Placement id={11} />);
    await screen.findByRole('region', { name: 'Hello there' });
    await waitFor(() => expect(api.callsTo('experienceCompleted')).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(banner()).toBeInTheDocument();
    expect(api.callsTo('experiencesGet')).toHaveLength(1);
  });

  it('experience 500500 is viewed on mount even where it is not eligible to render', async () => {
    const api = experienceServer([makeExperience({ placement_id: 1000541, experience_id: 500500, type: 14 })]);
    renderWithProviders(<Probe placement={1000541} ids={[1]} />);
    await waitFor(() => expect(api.callsTo('experienceViewed')).toHaveLength(1));
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });

  it('an ineligible experience (narrowed by ids) is neither rendered nor viewed', async () => {
    const api = experienceServer([makeExperience()]);
    renderWithProviders(<Probe placement={11} ids={[1]} />);
    await waitFor(() => expect(api.callsTo('experiencesGet')).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('nothing')).toBeInTheDocument();
    expect(api.callsTo('experienceViewed')).toHaveLength(0);
  });

  it('type 0 is not rendered nor viewed, and its triggerable experiments fire on mount', async () => {
    const api = experienceServer([makeExperience({ placement_id: 1000503, type: 0, triggerable_placed_exps: ['1000503:900100', '11:502312'] })]);
    renderWithProviders(<Probe placement={1000503} />);
    await waitFor(() => expect(api.callsTo('experienceTrigger')).toHaveLength(2));
    expect(api.callsTo('experienceTrigger').map((c) => new URL(c.request.url).pathname)).toEqual([
      '/v3/experiences/1000503%3A900100/trigger/',
      '/v3/experiences/11%3A502312/trigger/',
    ]);
    expect(screen.getByText('nothing')).toBeInTheDocument();
    expect(api.callsTo('experienceViewed')).toHaveLength(0);
  });

  it('a fetch failure is swallowed: nothing shown, counted', async () => {
    mockApi({ experiencesGet: () => ({ status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } }) });
    const store = makeStore();
    renderWithProviders(<Probe placement={11} />, { store });
    await waitFor(() => expect(selectExperienceFetchFailures(store.getState())).toBe(1));
    expect(screen.getByText('nothing')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['undecided', UNDECIDED, []],
    ['rejected', decidedState(allChoices(false), 0), []],
    [
      'accepted',
      decidedState(allChoices(true), 0),
      [
        { event_type: 4503, object_id_str: '11:900001' },
        { event_type: 6568, object_id_str: '11:900001' },
      ],
    ],
  ])('experience events honour cookie consent (%s)', async (_label, consent, events) => {
    const api = experienceServer([makeExperience()], { consent: consent as CookieConsentState });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.viewerGet.initiate());
    const { user } = renderWithProviders(<Placement id={11} />, { store });
    await screen.findByRole('region', { name: 'Hello there' });
    await waitFor(() => expect(api.callsTo('experienceViewed')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(api.callsTo('experienceDismissed')).toHaveLength(1));
    // The analytics sink sends what it queued once its flush interval has passed.
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_SINK.flushIntervalMs));
    expect(api.callsTo('analyticsEventsCreate').flatMap((c) => c.options.events)).toEqual(events);
  });
});
