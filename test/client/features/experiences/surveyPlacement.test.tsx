import { act, screen, waitFor } from '@testing-library/react';
import { allChoices, decidedState } from '../../../../shared/domain/cookieConsent';
import { makeViewer } from '../../helpers/factories';
import { makeExperience } from '../../helpers/experiences';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const TITLE = 'Have a few minutes to take a survey?';
const SURVEY = makeExperience({
  placement_id: 1000421,
  experience_id: 900102,
  type: 5,
  display_data: { title: TITLE, message: 'Tell us how it works for you.', link: { href: '/surveys/user' }, anket: true },
});

/** The app with this viewer, the survey on placement 1000421 and nothing on any other placement. */
function server(viewer: ReturnType<typeof makeViewer> | null) {
  return mockApi({
    viewerGet: viewer ? () => ({ data: { ...viewer, cookie_consent: decidedState(allChoices(false), 0) } }) : signedOut,
    experiencesGet: ({ placement_ids }) => ({
      data: Object.fromEntries((placement_ids as number[]).map((p) => [String(p), p === SURVEY.placement_id ? SURVEY : null])),
    }),
    experienceViewed: (options) => ({
      data: { id: '1', placed_experience_id: String(options.placed_experience_id), status: 'viewed', changed: true },
    }),
  });
}

const askedForSurvey = (api: ReturnType<typeof server>) =>
  api.callsTo('experiencesGet').some((c) => (c.options.placement_ids as number[]).includes(SURVEY.placement_id));

describe('placement 1000421 in the layout', () => {
  it('signed in, every page asks for it and shows the survey it serves', async () => {
    const api = server(makeViewer());
    renderApp('/no/such/page/here');
    await waitFor(() => expect(askedForSurvey(api)).toBe(true));
    expect(await screen.findByRole('dialog', { name: TITLE }, { timeout: 10_000 })).toHaveTextContent('Tell us how it works for you.');
  });

  it('is viewed when it shows, after its delay, not when its placement renders', async () => {
    const api = server(makeViewer());
    renderApp('/no/such/page/here');
    await waitFor(() => expect(askedForSurvey(api)).toBe(true));
    await act(() => jest.advanceTimersByTimeAsync(4_000));
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    expect(api.callsTo('experienceViewed')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await screen.findByRole('dialog', { name: TITLE });
    await waitFor(() => expect(api.callsTo('experienceViewed').map((c) => c.options.placed_experience_id)).toEqual([SURVEY.id]));
  });

  it('signed out, it is not asked for', async () => {
    const api = server(null);
    renderApp('/no/such/page/here');
    await screen.findByRole('link', { name: 'Log in' });
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo('viewerGet').length).toBeGreaterThan(0);
    expect(askedForSurvey(api)).toBe(false);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });
});
