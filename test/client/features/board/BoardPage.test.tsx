import { screen, waitFor, within } from '@testing-library/react';
import type { BoardDetail } from '../../../../shared/contracts/board';
import type { Pin } from '../../../../shared/contracts/pin';
import { makeBoardDetail, makePin, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const owner = makeUser('70', { username: 'maker', fullName: 'Mia Maker' });
const viewer = makeViewer();
const members = [makeUser('71', { fullName: 'Kai Fresh' }), makeUser('72', { fullName: 'Quin Picker' })];
const kitchen = makeBoardDetail('81', owner, 'kitchen', { name: 'Kitchen', description: 'Things to cook', pinCount: 2, followerCount: 5 });
const family = makeBoardDetail('82', owner, 'family-dinners', {
  name: 'Family Dinners',
  isCollaborative: true,
  collaboratorCount: 4,
  collaborators: members,
  pinCount: 3,
  sections: [{ id: '9', slug: 'soups', title: 'Soups', pinCount: 1 }],
});
const onBoard = (
  { entityId, id: boardId, name, url, layout, privacy, isCollaborative, collaboratorCount, owner: o, followedByMe }: BoardDetail,
  id: string,
  overrides: Partial<Pin> = {},
) =>
  makePin(id, {
    board: { entityId, id: boardId, name, url, layout, privacy, isCollaborative, collaboratorCount, ownerId: o.id, followedByMe },
    ...overrides,
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const grid = () => screen.getByRole('list', { name: '' });
/** The pins on the grid, in feed order. */
const gridPins = () => [...grid().querySelectorAll('article[data-pin-id]')].map((a) => a.getAttribute('data-pin-id'));
const favoritesToggle = () => screen.getByRole('button', { name: 'Favorites' });

/** The board page signed in as Ann (not the owner) unless told otherwise; boardFeed answers `pins(options)`. */
function serve(board: BoardDetail, pins: (options: Record<string, unknown>) => Pin[], signedIn = true) {
  const served = new Map<string, Pin>();
  return mockApi({
    viewerGet: signedIn ? () => ({ data: viewer }) : signedOut,
    boardGet: ({ username, slug }) =>
      board.url === `/${String(username)}/${String(slug)}/`
        ? { data: board }
        : { status: 404, error: { code: 'not_found', message: 'Board not found.' } },
    boardFeed: (options) => {
      const page = pins(options);
      for (const pin of page) served.set(pin.id, pin);
      return { data: page, bookmark: '-end-' };
    },
    followBoard: ({ id }) => ({ data: { id: String(id), followedByMe: true, followerCount: board.followerCount + 1 } }),
    unfavoritePin: ({ id }) => {
      const count = served.get(String(id))?.favoriteUserCount ?? 1;
      return { data: { id: String(id), favoritedByMe: false, favoriteUserCount: Math.max(0, count - 1) } };
    },
  });
}

test("/{username}/{slug}/ shows the board's header and its pins as a board grid", async () => {
  const api = serve(kitchen, () => [onBoard(kitchen, '1'), onBoard(kitchen, '2')]);
  renderApp('/maker/kitchen/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
  expect(screen.getByText('Things to cook')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mia Maker' })).toHaveAttribute('href', '/maker/');
  expect(document.querySelector('.board-header__counts')).toHaveTextContent('2 pins · 5 followers');
  await screen.findByRole('link', { name: 'Pin 2' });
  expect(gridPins()).toEqual(['1', '2']);
  expect(api.callsTo('boardGet').map((c) => c.options)).toEqual([{ username: 'maker', slug: 'kitchen' }]);
  expect(api.callsTo('boardFeed').map((c) => c.options)).toEqual([{ board_id: '81' }]);
  // Not a group board: no members, no favorites filter.
  expect(screen.queryByRole('list', { name: 'Board members' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Favorites' })).not.toBeInTheDocument();
});

test("the grid is the board surface: a card's source link is its icon alone", async () => {
  serve(kitchen, () => [onBoard(kitchen, '1', { domain: 'example.com', link: 'https://example.com/recipe' })]);
  renderApp('/maker/kitchen/');

  const source = await screen.findByRole('link', { name: 'example.com' });
  expect(source).not.toHaveTextContent('example.com');
});

test('an unknown or secret board is a 404 page', async () => {
  serve(kitchen, () => []);
  renderApp('/maker/secret-plans/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(/couldn't find the board/)).toBeInTheDocument();
});

test('a group board shows its members, the owner first, with how many more there are', async () => {
  serve(family, () => []);
  renderApp('/maker/family-dinners/');

  const list = await screen.findByRole('list', { name: 'Board members' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/maker/', '/user71/', '/user72/']);
  expect(within(list).getByRole('link', { name: 'Kai Fresh' })).toHaveAttribute('href', '/user71/');
  expect(within(list).getByText('and 2 more collaborators')).toBeInTheDocument();
});

test('Favorites is a toggle: on, the grid asks for and shows the favorited pins; off, every pin again', async () => {
  const all = [onBoard(family, '1', { favoriteUserCount: 1 }), onBoard(family, '2'), onBoard(family, '3', { favoriteUserCount: 2 })];
  const api = serve(family, (o) => (o.filter === 'favorited' ? all.filter((p) => p.favoriteUserCount > 0) : all));
  const { user } = renderApp('/maker/family-dinners/');

  await screen.findByRole('link', { name: 'Pin 2' });
  expect(favoritesToggle()).toHaveAttribute('aria-pressed', 'false');
  await user.click(favoritesToggle());

  expect(favoritesToggle()).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(gridPins()).toEqual(['1', '3']));
  expect(api.callsTo('boardFeed').map((c) => c.options)).toEqual([{ board_id: '82' }, { board_id: '82', filter: 'favorited' }]);
  expect(screen.getByTestId('location')).toHaveTextContent('/maker/family-dinners/?filter=favorited');

  await user.click(favoritesToggle());
  expect(favoritesToggle()).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(gridPins()).toEqual(['1', '2', '3']));
});

test('with Favorites on, unfavoriting the only favorite takes the pin off the grid; a pin others favorite stays', async () => {
  const favorited = [
    onBoard(family, '1', { favoritedByMe: true, favoriteUserCount: 1 }),
    onBoard(family, '3', { favoritedByMe: true, favoriteUserCount: 2 }),
  ];
  const api = serve(family, () => favorited);
  const { user } = renderApp('/maker/family-dinners/?filter=favorited');
  await screen.findByRole('link', { name: 'Pin 3' });
  const favoriteOf = (id: string) =>
    within(grid().querySelector(`article[data-pin-id="${id}"]`) as HTMLElement).getByRole('button', { name: 'Favorite' });

  await user.click(favoriteOf('3'));
  await waitFor(() => expect(favoriteOf('3')).toBeEnabled());
  expect(favoriteOf('3')).toHaveAttribute('aria-pressed', 'false');
  expect(gridPins()).toEqual(['1', '3']);

  await user.click(favoriteOf('1'));
  await waitFor(() => expect(gridPins()).toEqual(['3']));
  expect(api.callsTo('unfavoritePin').map((c) => c.options.id)).toEqual(['3', '1']);
});

test('turning Favorites on again asks the server afresh, so a pin favorited meanwhile is listed', async () => {
  let favorites = [onBoard(family, '1', { favoriteUserCount: 1 })];
  const api = serve(family, (o) => (o.filter === 'favorited' ? favorites : [onBoard(family, '1'), onBoard(family, '2')]));
  const { user } = renderApp('/maker/family-dinners/');
  await screen.findByRole('link', { name: 'Pin 2' });
  await user.click(favoritesToggle());
  await waitFor(() => expect(gridPins()).toEqual(['1']));
  await user.click(favoritesToggle());
  await screen.findByRole('link', { name: 'Pin 2' });

  favorites = [onBoard(family, '1', { favoriteUserCount: 1 }), onBoard(family, '2', { favoriteUserCount: 1 })];
  await user.click(favoritesToggle());
  await waitFor(() => expect(gridPins()).toEqual(['1', '2']));
  expect(api.callsTo('boardFeed').filter((c) => c.options.filter === 'favorited')).toHaveLength(2);
});

test('Follow follows the board; the button and the follower count follow it', async () => {
  const api = serve(kitchen, () => []);
  const { user } = renderApp('/maker/kitchen/');

  await user.click(await screen.findByRole('button', { name: 'Follow' }));
  expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeEnabled();
  expect(document.querySelector('.board-header__counts')).toHaveTextContent('2 pins · 6 followers');
  expect(api.callsTo('followBoard').map((c) => c.options)).toEqual([{ id: '81' }]);
});

test('the owner is offered no Follow', async () => {
  mockApi({
    viewerGet: () => ({ data: makeViewer({ id: owner.id, username: owner.username }) }),
    boardGet: () => ({ data: kitchen }),
    boardFeed: () => ({ data: [], bookmark: '-end-' }),
  });
  renderApp('/maker/kitchen/');

  await screen.findByRole('heading', { level: 1, name: 'Kitchen' });
  await screen.findByText('No pins on this board yet.');
  expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
});

test('signed out, Follow asks to log in; once logged in, the board is read again as the viewer sees it', async () => {
  let answer = kitchen;
  const api = mockApi({
    viewerGet: signedOut,
    boardGet: () => ({ data: answer }),
    boardFeed: () => ({ data: [], bookmark: '-end-' }),
    login: () => ({ data: viewer }),
  });
  const { user } = renderApp('/maker/kitchen/');

  await user.click(await screen.findByRole('button', { name: 'Follow' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in to follow' });
  answer = { ...kitchen, followedByMe: true, followerCount: 6 };
  await user.type(within(dialog).getByLabelText('Email or username'), 'ann_lee');
  await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  expect(document.querySelector('.board-header__counts')).toHaveTextContent('2 pins · 6 followers');
  expect(api.callsTo('boardGet')).toHaveLength(2);
  expect(api.callsTo('followBoard')).toHaveLength(0);
});

test("/{username}/{slug}/{section}/ shows the section's pins under a link to its board", async () => {
  const api = serve(family, () => [onBoard(family, '5')]);
  renderApp('/maker/family-dinners/soups/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Soups' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Family Dinners' })).toHaveAttribute('href', '/maker/family-dinners/');
  expect(document.querySelector('.board-header__counts')).toHaveTextContent('1 pin · 0 followers');
  const sections = screen.getByRole('navigation', { name: 'Sections' });
  expect(within(sections).getByRole('link', { name: 'Soups' })).toHaveAttribute('aria-current', 'page');
  expect(within(sections).getByRole('link', { name: 'All pins' })).toHaveAttribute('href', '/maker/family-dinners/');
  await screen.findByRole('link', { name: 'Pin 5' });
  expect(api.callsTo('boardFeed').map((c) => c.options)).toEqual([{ board_id: '82', section_id: '9' }]);
});

test('an unknown section is a 404 page', async () => {
  serve(family, () => []);
  renderApp('/maker/family-dinners/stews/');

  expect(await screen.findByText(/couldn't find the section/)).toBeInTheDocument();
});
