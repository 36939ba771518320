import { act, screen } from '@testing-library/react';
import { END_BOOKMARK, EXPERIENCES } from '../../../../shared/constants';
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
/** Time enough for mocked answers, lazy chunks and the grid's first frames. */
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

test('the grid does not wait for the placements: their banner comes later, laid over the bottom of the screen', async () => {
  let answer!: (reply: typeof WITH_BANNER) => void;
  server(() => new Promise((resolve) => (answer = resolve)));
  const { container } = renderApp('/');

  await advance(A_MOMENT);
  expect(firstCard()).not.toBeNull();

  answer(WITH_BANNER);
  await advance(A_MOMENT);
  const banner = screen.getByRole('region', { name: 'Hello there' });
  // In the bottom dock (fixed over the page: BottomDock.css), not in the page's flow above the grid.
  expect(banner.closest('.bottom-dock')).not.toBeNull();
  expect(container.querySelector('.bottom-dock')?.contains(screen.getByRole('list'))).toBe(false);
});

test('placements that never answer do not keep the pins back', async () => {
  server(() => new Promise(() => undefined));
  renderApp('/');

  await advance(A_MOMENT);
  expect(firstCard()).not.toBeNull();
});

test('a failed placements answer leaves the grid as it is', async () => {
  server(() => ({ status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } }));
  renderApp('/');

  await advance(A_MOMENT);
  expect(firstCard()).not.toBeNull();
  expect(screen.queryByRole('region', { name: 'Hello there' })).toBeNull();
});
