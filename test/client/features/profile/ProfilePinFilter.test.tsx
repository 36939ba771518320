import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PROFILE_VIEW } from '../../../../shared/domain/profileViewSettings';
import { makePins, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import type { ProfileViewSettings } from '../../../../shared/contracts/userSettings';

const me = makeUser('77', { username: 'ann_lee', fullName: 'Ann Lee' });
const other = makeUser('70', { username: 'maker', fullName: 'Mia Maker' });
const profileOf = (user: typeof me) => ({ ...user, followingCount: 0, pinCount: 6, boardCount: 0 });
const facets = {
  colors: [
    { hue: 'red', color: '#c81818', count: 2 },
    { hue: 'blue', color: '#1848c8', count: 4 },
  ],
  interests: [
    { id: '5', name: 'Baking', count: 3 },
    { id: '9', name: 'Travel', count: 1 },
  ],
};

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

/** A signed-in Ann at `path`, her settings held as the server holds them; a filtered list is empty. */
function renderAt(path: string, start: Partial<ProfileViewSettings> = {}, { failUpdate = false } = {}) {
  let stored = { ...DEFAULT_PROFILE_VIEW, ...start };
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    userGet: (options) => ({ data: profileOf(options.username === 'maker' ? other : me) }),
    userPins: (options) => ({ data: options.pin_filter ? [] : makePins(1, 6), bookmark: '-end-' }),
    userPinFacets: () => ({ data: facets }),
    boardsGet: () => ({ data: [], bookmark: '-end-' }),
    userSettingsGet: () => ({ data: { profile_view: stored } }),
    userSettingsUpdate: (options) => {
      if (failUpdate) return { status: 500, error: { code: 'internal', message: 'Something went wrong.' } };
      stored = { ...stored, ...(options.profile_view as Partial<ProfileViewSettings>) };
      return { data: { profile_view: stored } };
    },
  });
  return { api, ...renderApp(path) };
}

const pinsAsked = (api: ReturnType<typeof mockApi>) => api.callsTo('userPins').map((c) => c.options);
const filterButton = () => screen.findByRole('button', { name: /^Filter: / });

test('choosing a filter stores it, asks for the pins again with it, and an empty list says what was filtered', async () => {
  const { api, user } = renderAt('/ann_lee/_saved/');
  await screen.findByRole('link', { name: /Pin 6$/ });
  expect(pinsAsked(api)).toEqual([{ username: 'ann_lee', filter: 'saved' }]);

  await user.click(await filterButton());
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => item.lastChild?.textContent),
  ).toEqual(['All Pins', 'Created by me', 'Favorited', 'Favorited and created by me', 'Colors', 'Interests']);
  expect(within(menu).getByRole('menuitemradio', { name: 'All Pins' })).toHaveAttribute('aria-checked', 'true');
  await user.click(within(menu).getByRole('menuitemradio', { name: 'Favorited' }));

  await waitFor(() =>
    expect(api.callsTo('userSettingsUpdate').map((c) => c.options)).toEqual([{ profile_view: { selfProfilePinFilter: 'FAVORITED' } }]),
  );
  await waitFor(() => expect(pinsAsked(api).at(-1)).toEqual({ username: 'ann_lee', filter: 'saved', pin_filter: 'FAVORITED' }));
  expect(await screen.findByText('No Pins you favorited yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Filter: Favorited' })).toBeInTheDocument();
});

test('the stored filter is read back and the pins are asked once, already filtered', async () => {
  const { api } = renderAt('/ann_lee/_saved/', { selfProfilePinFilter: 'CREATED_BY_ME' });
  expect(await screen.findByText('No Pins you created yet')).toBeInTheDocument();
  expect(pinsAsked(api)).toEqual([{ username: 'ann_lee', filter: 'saved', pin_filter: 'CREATED_BY_ME' }]);
  expect(screen.getByRole('button', { name: 'Filter: Created by me' })).toBeInTheDocument();
});

test('Colors offers a swatch per hue, named in words; choosing one filters by it and keeps it in the url', async () => {
  const { api, user } = renderAt('/ann_lee/_saved/', { selfProfilePinFilter: 'COLORS' });
  const colors = await screen.findByRole('group', { name: 'Colors' });
  // No colour chosen yet: every pin.
  await screen.findByRole('link', { name: /Pin 6$/ });
  expect(pinsAsked(api)).toEqual([{ username: 'ann_lee', filter: 'saved' }]);
  expect(api.callsTo('userPinFacets').map((c) => c.options)).toEqual([{ filter: 'saved' }]);
  expect(
    within(colors)
      .getAllByRole('button')
      .map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-pressed')]),
  ).toEqual([
    ['Red', 'false'],
    ['Blue', 'false'],
  ]);

  await user.click(within(colors).getByRole('button', { name: 'Blue' }));
  await waitFor(() => expect(pinsAsked(api).at(-1)).toEqual({ username: 'ann_lee', filter: 'saved', pin_filter: 'COLORS', color: 'blue' }));
  expect(within(colors).getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('location')).toHaveTextContent('/ann_lee/_saved/?color=blue');
  expect(await screen.findByText('No blue Pins yet')).toBeInTheDocument();

  // Pressed again, the colour is let go of: every pin.
  await user.click(within(colors).getByRole('button', { name: 'Blue' }));
  await screen.findByRole('link', { name: /Pin 6$/ });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/ann_lee\/_saved\/$/);
});

test('Interests offers the interests of the pins; the one in the url filters and names the empty list', async () => {
  const { api, user } = renderAt('/ann_lee/_saved/?interest=5', { selfProfilePinFilter: 'INTERESTS' });
  expect(await screen.findByText('No Pins about Baking yet')).toBeInTheDocument();
  expect(pinsAsked(api)).toEqual([{ username: 'ann_lee', filter: 'saved', pin_filter: 'INTERESTS', interest_id: '5' }]);
  const interests = screen.getByRole('group', { name: 'Interests' });
  expect(within(interests).getByRole('button', { name: 'Baking' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(within(interests).getByRole('button', { name: 'Travel' }));
  await waitFor(() => expect(pinsAsked(api).at(-1)).toEqual({ username: 'ann_lee', filter: 'saved', pin_filter: 'INTERESTS', interest_id: '9' }));
  expect(await screen.findByText('No Pins about Travel yet')).toBeInTheDocument();
});

test('the Created tab offers the filters that change something there, a stored one as its equivalent', async () => {
  const { api, user } = renderAt('/ann_lee/_created/', { selfProfilePinFilter: 'FAVORITED_AND_CREATED_BY_ME' });
  await user.click(await screen.findByRole('button', { name: 'Filter: Favorited' }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => item.lastChild?.textContent),
  ).toEqual(['All Pins', 'Favorited', 'Colors', 'Interests']);
  expect(pinsAsked(api)).toEqual([{ username: 'ann_lee', filter: 'created', pin_filter: 'FAVORITED' }]);
});

test('a choice the server refuses is put back, said in a toast, and every pin shows again', async () => {
  const { api, user } = renderAt('/ann_lee/_saved/', {}, { failUpdate: true });
  await screen.findByRole('link', { name: /Pin 6$/ });
  await user.click(await filterButton());
  await user.click(await screen.findByRole('menuitemradio', { name: 'Created by me' }));

  expect(await screen.findByText('Sorry! Your view settings could not be saved.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Filter: All Pins' })).toBeInTheDocument();
  await screen.findByRole('link', { name: /Pin 6$/ });
  expect(screen.queryByText('No Pins you created yet')).not.toBeInTheDocument();
  expect(pinsAsked(api).map((o) => o.pin_filter)).toEqual([undefined, 'CREATED_BY_ME']);
});

test("someone else's profile offers no pin filter and never sends the viewer's own", async () => {
  const { api } = renderAt('/maker/_saved/', { selfProfilePinFilter: 'FAVORITED' });
  await screen.findByRole('link', { name: /Pin 6$/ });
  expect(screen.queryByRole('button', { name: /^Filter: / })).not.toBeInTheDocument();
  expect(pinsAsked(api)).toEqual([{ username: 'maker', filter: 'saved' }]);
  expect(api.callsTo('userPinFacets')).toEqual([]);
});

test('a colour or interest in the url that is not one, or belongs to another filter, is not sent', async () => {
  const { api } = renderAt('/ann_lee/_saved/?interest=baking&color=blue', { selfProfilePinFilter: 'INTERESTS' });
  await screen.findByRole('group', { name: 'Interests' });
  await screen.findByRole('link', { name: /Pin 6$/ });
  expect(pinsAsked(api)).toEqual([{ username: 'ann_lee', filter: 'saved' }]);
});
