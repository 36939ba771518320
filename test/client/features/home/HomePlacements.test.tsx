import { act, screen } from '@testing-library/react';
import { END_BOOKMARK, EXPERIENCES, TIMINGS } from '../../../../shared/constants';
import { makeExperience } from '../../helpers/experiences';
import { makePins } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollY = 0;
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** Time enough for mocked answers, lazy chunks and the grid's first frames, well within the placements' wait. */
const A_MOMENT = 100;

const BANNER = makeExperience({ placement_id: EXPERIENCES.placements.homeBanner });
const NOTHING_PLACED = { data: Object.fromEntries(EXPERIENCES.placements.home.map((id) => [String(id), null])) };
const WITH_BANNER = { data: { ...NOTHING_PLACED.data, [String(BANNER.placement_id)]: BANNER } };

/** How the server answers ExperiencesResource get. */
type PlacementsAnswer = NonNullable<Parameters<typeof mockApi>[0]['experiencesGet']>;

function server(placements: PlacementsAnswer) {
  return mockApi({
    viewerGet: signedOut,
    homefeed: () => ({ data: makePins(1, 25), bookmark: END_BOOKMARK }),
    experiencesGet: placements,
    experienceViewed: (options) => ({
      data: { id: '1', placed_experience_id: String(options.placed_experience_id), status: 'viewed', changed: true },
    }),
  });
}

const firstCard = () => screen.queryByRole('link', { name: 'Pin 1' });

test('the grid is drawn once the placements above it have answered, so their banner never pushes it down', async () => {
  let answer!: (reply: typeof WITH_BANNER) => void;
  server(() => new Promise((resolve) => (answer = resolve)));
  renderApp('/');

  await advance(TIMINGS.homePlacementsWait - A_MOMENT);
  expect(screen.queryByRole('list')).toBeNull();
  // Nothing on screen to be pushed, not even the spinner.
  expect(screen.queryByText('Loading pins')).toBeNull();

  answer(WITH_BANNER);
  await advance(A_MOMENT / 2);
  const banner = screen.getByRole('region', { name: 'Hello there' });
  const grid = screen.getByRole('list');
  expect(firstCard()).not.toBeNull();
  expect(banner.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('placements that never answer keep the pins back for TIMINGS.homePlacementsWait at most', async () => {
  server(() => new Promise(() => undefined));
  renderApp('/');

  await advance(TIMINGS.homePlacementsWait - 1);
  expect(firstCard()).toBeNull();
  await advance(A_MOMENT);
  expect(firstCard()).not.toBeNull();
});

test('a failed placements answer lets the grid show at once', async () => {
  server(() => ({ status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } }));
  renderApp('/');

  await advance(A_MOMENT);
  expect(firstCard()).not.toBeNull();
});

test('nothing placed: the grid shows as soon as the answer says so', async () => {
  server(() => NOTHING_PLACED);
  renderApp('/');

  await advance(A_MOMENT);
  expect(firstCard()).not.toBeNull();
});
