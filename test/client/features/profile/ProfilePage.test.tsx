import { screen, waitFor, within } from '@testing-library/react';
import { allSizes } from '../../../../shared/domain/imageSizes';
import { documentTitle, profilePageName } from '../../../../shared/domain/pageTitle';
import { makeFullBoard, makePins, makeUser } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const profile = {
  ...makeUser('70', { username: 'maker', fullName: 'Mia Maker', followerCount: 1200 }),
  about: 'I make things',
  followingCount: 3,
  pinCount: 2,
  boardCount: 1,
};
const noBoards = () => ({ data: [], bookmark: '-end-' });

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

test.each([
  ['/maker/', 'saved', 'Saved'],
  ['/maker/_created/', 'created', 'Created'],
  ['/maker/_saved', 'saved', 'Saved'],
])('%s shows the profile and its %s pins', async (path, filter, tab) => {
  const api = mockApi({
    viewerGet: signedOut,
    userGet: () => ({ data: profile }),
    userPins: () => ({ data: makePins(1, 2), bookmark: '-end-' }),
    boardsGet: noBoards,
  });
  renderApp(path);

  expect(await screen.findByRole('heading', { level: 1, name: 'Mia Maker' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('link', { name: /Pin 2$/ })).toHaveAttribute('href', '/pin/2/');
  expect(api.callsTo('userGet')[0].options).toEqual({ username: 'maker' });
  expect(api.callsTo('userPins')[0].options).toEqual({ username: 'maker', filter });
  // Boards are listed on the Saved tab only.
  expect(api.callsTo('boardsGet')).toHaveLength(filter === 'saved' ? 1 : 0);
});

test("a profile opens on its Saved tab with the person's boards first, above the saved pins", async () => {
  const board = makeFullBoard('81', profile, 'kitchen', { name: 'Kitchen' });
  mockApi({
    viewerGet: signedOut,
    userGet: () => ({ data: profile }),
    userPins: () => ({ data: makePins(1, 1), bookmark: '-end-' }),
    boardsGet: () => ({ data: [board], bookmark: '-end-' }),
  });
  renderApp('/maker/');

  const boards = await screen.findByRole('list', { name: 'Boards' });
  const pin = await screen.findByRole('link', { name: /Pin 1$/ });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings.slice(0, 2)).toEqual(['Boards', 'Saved pins']);
  expect(boards.compareDocumentPosition(pin) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

// The server titles a profile by the same rule before the app starts; the app must not change it when it does.
test('the document title is the shared profile page title', async () => {
  mockApi({ viewerGet: signedOut, userGet: () => ({ data: profile }), userPins: () => ({ data: [], bookmark: '-end-' }) });
  renderApp('/maker/');

  await screen.findByRole('heading', { level: 1, name: 'Mia Maker' });
  await waitFor(() => expect(document.title).toBe(documentTitle(profilePageName(profile))));
});

test('an unknown user is a 404 page', async () => {
  mockApi({ viewerGet: signedOut, userGet: () => ({ status: 404, error: { code: 'not_found', message: 'No such user.' } }) });
  renderApp('/nobody_here/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

describe("the Saved tab's boards", () => {
  const other = makeUser('71', { username: 'pal' });
  const cover = allSizes('sigcover', { width: 600, height: 900 }, '#336699');
  const kitchen = makeFullBoard('81', profile, 'kitchen', { name: 'Kitchen', pinCount: 12, coverImages: cover });
  const gifts = makeFullBoard('82', profile, 'gifts', { name: 'Gifts', privacy: 'secret', pinCount: 1 });
  const quick = makeFullBoard('83', profile, 'profile', { name: 'Profile', layout: 'quick_saves', pinCount: 0 });
  const shared = makeFullBoard('84', other, 'road-trip', { name: 'Road Trip', isCollaborative: true, collaboratorCount: 2, pinCount: 1500 });

  const card = (name: string) => screen.getByRole('link', { name }).closest('article')!;

  function renderSaved(boardsGet: Parameters<typeof mockApi>[0]['boardsGet']) {
    const api = mockApi({ viewerGet: signedOut, userGet: () => ({ data: profile }), userPins: () => ({ data: [], bookmark: '-end-' }), boardsGet });
    return { api, ...renderApp('/maker/_saved/') };
  }

  test('lists each board the API answers, last pinned to first, as a card linking to its board page', async () => {
    const { api, store } = renderSaved(() => ({ data: [kitchen, gifts, quick, shared], bookmark: '-end-' }));
    const list = await screen.findByRole('list', { name: 'Boards' });

    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Kitchen', '/maker/kitchen/'],
      ['Gifts', '/maker/gifts/'],
      ['Profile', '/maker/profile/'],
      ['Road Trip', '/pal/road-trip/'],
    ]);
    expect(api.callsTo('boardsGet')[0].options).toEqual({ username: 'maker', sort: 'last_pinned_to' });
    // The cover is the 170x image; a board without pins gets the neutral placeholder.
    expect(card('Kitchen').querySelector('img')).toHaveAttribute('src', cover['170x'].url);
    expect(card('Profile').querySelector('img')).toBeNull();
    expect(within(card('Kitchen')).getByText('12 pins')).toBeInTheDocument();
    expect(within(card('Gifts')).getByText('1 pin')).toBeInTheDocument();
    expect(within(card('Road Trip')).getByText('1.5k pins')).toBeInTheDocument();
    expect(within(card('Road Trip')).getByText('Group board')).toBeInTheDocument();
    expect(within(card('Kitchen')).queryByText('Group board')).toBeNull();
    // The boards are in the board entities, for the board page and anything else that reads them.
    expect(store.getState().boards.entities['81']).toMatchObject({ name: 'Kitchen', pinCount: 12, ownerId: '70' });
  });

  test("only a secret board carries the lock, labelled 'Secret board'", async () => {
    const garden = makeFullBoard('85', profile, 'garden', { name: 'Garden', privacy: 'protected' });
    renderSaved(() => ({ data: [kitchen, gifts, garden], bookmark: '-end-' }));
    await screen.findByRole('list', { name: 'Boards' });

    expect(within(card('Gifts')).getByRole('img', { name: 'Secret board' })).toBeInTheDocument();
    expect(within(card('Kitchen')).queryByRole('img', { name: 'Secret board' })).toBeNull();
    expect(within(card('Garden')).queryByRole('img', { name: 'Secret board' })).toBeNull();
    expect(screen.getAllByRole('img', { name: 'Secret board' })).toHaveLength(1);
  });

  test("says 'No boards yet' when the user has none the viewer may see", async () => {
    renderSaved(noBoards);

    expect(await screen.findByText('No boards yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Boards' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more boards' })).toBeNull();
  });

  test("'Show more boards' asks for the next page with its bookmark, appends it, moves focus to the first new board and goes when there are no more", async () => {
    const first = Array.from({ length: 25 }, (_, i) => makeFullBoard(String(100 + i), profile, `board-${i}`, { name: `Board ${i}` }));
    // The last board of the first page comes again (pinned to meanwhile, it moved): it is listed once.
    const second = [first[24], makeFullBoard('200', profile, 'late', { name: 'Late' }), makeFullBoard('201', profile, 'later', { name: 'Later' })];
    const { api, user } = renderSaved((options) =>
      options.bookmark === 'page-2' ? { data: second, bookmark: '-end-' } : { data: first, bookmark: 'page-2' },
    );
    const list = await screen.findByRole('list', { name: 'Boards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);

    await user.click(screen.getByRole('button', { name: 'Show more boards' }));

    expect(await screen.findByRole('link', { name: 'Later' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(27);
    expect(api.callsTo('boardsGet').map((c) => c.options.bookmark)).toEqual([undefined, 'page-2']);
    expect(screen.getByRole('link', { name: 'Late' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more boards' })).toBeNull();
  });

  test('a failed board list says so and tries again on request', async () => {
    let fail = true;
    const { user } = renderSaved(() =>
      fail ? { status: 500, error: { code: 'internal', message: 'Boards are down.' } } : { data: [kitchen], bookmark: '-end-' },
    );

    expect(await screen.findByText('Boards are down.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/maker/kitchen/');
  });
});
