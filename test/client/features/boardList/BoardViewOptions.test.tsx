import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PROFILE_VIEW } from '../../../../shared/domain/profileViewSettings';
import { makeBoardDetail, makeFullBoard, makePins, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import type { ProfileViewSettings } from '../../../../shared/contracts/userSettings';

const me = makeUser('77', { username: 'ann_lee', fullName: 'Ann Lee' });
const profile = { ...me, followingCount: 0, pinCount: 0, boardCount: 3 };
const kitchen = makeFullBoard('81', me, 'kitchen', { name: 'Kitchen' });
const gifts = makeFullBoard('82', me, 'gifts', { name: 'Gifts' });
const garden = makeFullBoard('83', me, 'garden', { name: 'Garden' });

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

/** The owner's own Saved tab, with settings held as the server would hold them. */
function renderOwnProfile(start: Partial<ProfileViewSettings> = {}, { failUpdate = false, failOrder = false } = {}) {
  let stored = { ...DEFAULT_PROFILE_VIEW, ...start };
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    userGet: () => ({ data: profile }),
    userPins: () => ({ data: makePins(1, 6), bookmark: '-end-' }),
    boardsGet: () => ({ data: [kitchen, gifts, garden], bookmark: '-end-' }),
    userSettingsGet: () => ({ data: { profile_view: stored } }),
    userSettingsUpdate: (options) => {
      if (failUpdate) return { status: 500, error: { code: 'internal', message: 'Something went wrong.' } };
      stored = { ...stored, ...(options.profile_view as Partial<ProfileViewSettings>) };
      return { data: { profile_view: stored } };
    },
    boardOrderUpdate: (options) =>
      failOrder ? { status: 500, error: { code: 'internal', message: 'Something went wrong.' } } : { data: options.board_ids },
  });
  return { api, ...renderApp('/ann_lee/_saved/') };
}

const boardsAsked = (api: ReturnType<typeof mockApi>) => api.callsTo('boardsGet').map((c) => c.options);

test('the list is asked once, in the stored order and filter, and the menu shows them chosen', async () => {
  const { api, user } = renderOwnProfile({ boardSortOrder: 'alphabetical', boardFilter: 'SECRET' });
  await screen.findByRole('list', { name: 'Boards' });
  expect(boardsAsked(api)).toEqual([{ username: 'ann_lee', sort: 'alphabetical', board_filter: 'SECRET' }]);

  await user.click(screen.getByRole('button', { name: 'Board view options' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitemradio', { name: 'A to Z' })).toHaveAttribute('aria-checked', 'true');
  expect(within(menu).getByRole('menuitemradio', { name: 'Secret boards' })).toHaveAttribute('aria-checked', 'true');
  expect(within(menu).getByRole('menuitemradio', { name: 'Last saved to' })).toHaveAttribute('aria-checked', 'false');
  // The filters in their rank order.
  expect(
    within(within(menu).getByRole('group', { name: 'Show' }))
      .getAllByRole('menuitemradio')
      .map((item) => item.lastChild?.textContent),
  ).toEqual(['All boards', 'Group boards', 'Secret boards', 'Archived boards']);
});

test('choosing a sort by keyboard stores it and asks the list again in that order', async () => {
  const { api, user } = renderOwnProfile();
  await screen.findByRole('list', { name: 'Boards' });
  act(() => screen.getByRole('button', { name: 'Board view options' }).focus());
  await user.keyboard('{Enter}');
  // The first choice has the focus: Last saved to, then A to Z, then Newest.
  await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Last saved to' })).toHaveFocus());
  await user.keyboard('{ArrowDown}{ArrowDown}');
  await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Newest' })).toHaveFocus());
  await user.keyboard('{Enter}');

  await waitFor(() => expect(api.callsTo('userSettingsUpdate').map((c) => c.options)).toEqual([{ profile_view: { boardSortOrder: 'newest' } }]));
  await waitFor(() => expect(boardsAsked(api).at(-1)).toEqual({ username: 'ann_lee', sort: 'newest' }));
  expect(screen.getByRole('menuitemradio', { name: 'Newest' })).toHaveAttribute('aria-checked', 'true');
});

test('a choice the server refuses is put back, said in a toast, and the list keeps its order', async () => {
  const { api, user } = renderOwnProfile({}, { failUpdate: true });
  await screen.findByRole('list', { name: 'Boards' });
  await user.click(screen.getByRole('button', { name: 'Board view options' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Archived boards' }));

  expect(await screen.findByText('Sorry! Your view settings could not be saved.')).toBeInTheDocument();
  expect(screen.getByRole('menuitemradio', { name: 'All boards' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('menuitemradio', { name: 'Archived boards' })).toHaveAttribute('aria-checked', 'false');
  expect(boardsAsked(api).at(-1)).toEqual({ username: 'ann_lee', sort: 'last_pinned_to' });
});

test('with the custom order, the reorder dialog moves a board by keyboard and stores the whole order', async () => {
  const { api, user } = renderOwnProfile({ boardSortOrder: 'custom' });
  await screen.findByRole('list', { name: 'Boards' });
  await user.click(screen.getByRole('button', { name: 'Reorder boards' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reorder boards' });
  const names = () =>
    within(within(dialog).getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent);
  await waitFor(() => expect(names()).toEqual(['Kitchen', 'Gifts', 'Garden']));
  expect(boardsAsked(api).at(-1)).toEqual({ username: 'ann_lee', sort: 'custom' });

  act(() => within(dialog).getByRole('button', { name: 'Move Garden up' }).focus());
  await user.keyboard('{Enter}');
  expect(names()).toEqual(['Kitchen', 'Garden', 'Gifts']);
  await waitFor(() => expect(api.callsTo('boardOrderUpdate').map((c) => c.options)).toEqual([{ board_ids: ['81', '83', '82'] }]));
  // The keyboard stays on the board it moves.
  expect(within(dialog).getByRole('button', { name: 'Move Garden up' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(api.callsTo('boardOrderUpdate').at(-1)?.options).toEqual({ board_ids: ['83', '81', '82'] }));
  expect(names()).toEqual(['Garden', 'Kitchen', 'Gifts']);
  // At the top it cannot go further up: focus moves to its other button.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move Garden down' })).toHaveFocus());
});

test('a refused move is put back and said', async () => {
  const { user } = renderOwnProfile({ boardSortOrder: 'custom' }, { failOrder: true });
  await screen.findByRole('list', { name: 'Boards' });
  await user.click(screen.getByRole('button', { name: 'Reorder boards' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reorder boards' });
  await user.click(await within(dialog).findByRole('button', { name: 'Move Kitchen down' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry! The new order could not be saved.');
  expect(
    within(within(dialog).getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent),
  ).toEqual(['Kitchen', 'Gifts', 'Garden']);
});

test("someone else's profile offers no view options, and no reorder", async () => {
  mockApi({
    viewerGet: signedOut,
    userGet: () => ({ data: profile }),
    userPins: () => ({ data: [], bookmark: '-end-' }),
    boardsGet: () => ({ data: [kitchen], bookmark: '-end-' }),
  });
  renderApp('/ann_lee/_saved/');
  await screen.findByRole('list', { name: 'Boards' });
  expect(screen.queryByRole('button', { name: 'Board view options' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reorder boards' })).not.toBeInTheDocument();
});

describe('pin density', () => {
  // The viewport is 1024 px wide: four 236 px columns with 16 px gaps by default.
  const gridWidth = () => (document.querySelector('.grid') as HTMLElement).style.width;

  it.each([
    ['default', '992px'],
    ['compact', '1001px'],
    ['comfy', '897px'],
  ] as const)('the profile grid at %s is %s wide', async (profilePinDensity, width) => {
    mockApi({
      viewerGet: () => ({ data: makeViewer() }),
      userGet: () => ({ data: profile }),
      userPins: () => ({ data: makePins(1, 6), bookmark: '-end-' }),
      boardsGet: () => ({ data: [], bookmark: '-end-' }),
      userSettingsGet: () => ({ data: { profile_view: { ...DEFAULT_PROFILE_VIEW, profilePinDensity } } }),
    });
    renderApp('/ann_lee/');
    await screen.findByRole('link', { name: /Pin 6$/ });
    await waitFor(() => expect(gridWidth()).toBe(width));
  });

  it('sizes a board page by the board pin size, not the profile one', async () => {
    const board = makeBoardDetail('81', me, 'kitchen', { name: 'Kitchen', pinCount: 6 });
    mockApi({
      viewerGet: () => ({ data: makeViewer() }),
      boardGet: () => ({ data: board }),
      boardFeed: () => ({ data: makePins(1, 6), bookmark: '-end-' }),
      userSettingsGet: () => ({ data: { profile_view: { ...DEFAULT_PROFILE_VIEW, boardPinDensity: 'compact', profilePinDensity: 'comfy' } } }),
    });
    renderApp('/ann_lee/kitchen/');
    await screen.findByRole('link', { name: /Pin 6$/ });
    await waitFor(() => expect(gridWidth()).toBe('1001px'));
  });

  it('changes the grid at once when chosen in the menu', async () => {
    const { user } = renderOwnProfile();
    await screen.findByRole('list', { name: 'Boards' });
    await user.click(screen.getByRole('button', { name: 'Board view options' }));
    const sizes = within(await screen.findByRole('group', { name: 'Pin size on profiles' }));
    await user.click(sizes.getByRole('menuitemradio', { name: 'Compact' }));
    await waitFor(() => expect(gridWidth()).toBe('1001px'));
  });
});

test('an empty filtered list says that none matches', async () => {
  mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    userGet: () => ({ data: profile }),
    userPins: () => ({ data: [], bookmark: '-end-' }),
    boardsGet: () => ({ data: [], bookmark: '-end-' }),
    userSettingsGet: () => ({ data: { profile_view: { ...DEFAULT_PROFILE_VIEW, boardFilter: 'ARCHIVED' } } }),
  });
  renderApp('/ann_lee/_saved/');
  expect(await screen.findByText('No archived boards')).toBeInTheDocument();
});
