import { screen, waitFor, within } from '@testing-library/react';
import { makeFullBoard, makePins, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const sam1 = makeUser('71', { username: 'sam', fullName: 'Sam' });
const sam2 = makeUser('72', { username: 'samwise', fullName: 'Sam' });
const kites = makeFullBoard('81', sam1, 'kites', { name: 'Kites' });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('the People tab lists the people found, each with @username so two Sams differ', async () => {
  const api = mockApi({ viewerGet: signedOut, search: () => ({ data: [sam1, sam2], bookmark: '-end-' }) });
  renderApp('/search/users/?q=sam');

  expect(await screen.findByRole('heading', { level: 1, name: 'People for “sam”' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'People found' });
  expect(
    within(list)
      .getAllByRole('link', { name: 'Sam' })
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/sam/', '/samwise/']);
  expect(within(list).getByText('@sam')).toBeInTheDocument();
  expect(within(list).getByText('@samwise')).toBeInTheDocument();
  expect(within(list).getAllByRole('button', { name: 'Follow' })).toHaveLength(2);
  expect(api.callsTo('search')[0].options).toEqual({ query: 'sam', scope: 'users' });
});

test('the Boards tab lists the boards found, linking to them', async () => {
  const api = mockApi({ viewerGet: signedOut, search: () => ({ data: [kites], bookmark: '-end-' }) });
  renderApp('/search/boards/?q=kit');

  const list = await screen.findByRole('list', { name: 'Boards found' });
  expect(within(list).getByRole('link', { name: 'Kites' })).toHaveAttribute('href', '/sam/kites/');
  expect(api.callsTo('search')[0].options).toEqual({ query: 'kit', scope: 'boards' });
});

test('the tabs are Pins, Boards and People for the same words, the one shown marked current', async () => {
  mockApi({ viewerGet: signedOut, search: () => ({ data: makePins(1, 2), bookmark: '-end-' }) });
  renderApp('/search/pins/?q=kite%20tails');

  const tabs = within(await screen.findByRole('navigation', { name: 'Search results' })).getAllByRole('link');
  expect(tabs.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
    ['Pins', '/search/pins/?q=kite%20tails', 'page'],
    ['Boards', '/search/boards/?q=kite%20tails', null],
    ['People', '/search/users/?q=kite%20tails', null],
  ]);
});

test('says when nobody matches', async () => {
  mockApi({ viewerGet: signedOut, search: () => ({ data: [], bookmark: '-end-' }) });
  renderApp('/search/users/?q=zzz');
  expect(await screen.findByText('Nobody matches “zzz”. Try other words.')).toBeInTheDocument();
});

test("a signed-out visitor's search is remembered in this browser, newest first", async () => {
  localStorage.setItem('pinboard:recentSearches', JSON.stringify(['kites', 'Sam']));
  mockApi({ viewerGet: signedOut, search: () => ({ data: [], bookmark: '-end-' }) });
  renderApp('/search/users/?q=sam');

  await waitFor(() => expect(JSON.parse(localStorage.getItem('pinboard:recentSearches')!)).toEqual(['sam', 'kites']));
});

test("a signed-in person's search is remembered on the server, not in this browser", async () => {
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    search: () => ({ data: [], bookmark: '-end-' }),
    recentSearchAdd: ({ query }) => ({ data: [query] }),
  });
  renderApp('/search/boards/?q=kites');

  await waitFor(() => expect(api.callsTo('recentSearchAdd')).toHaveLength(1));
  expect(api.callsTo('recentSearchAdd')[0].options).toEqual({ query: 'kites' });
  expect(localStorage.getItem('pinboard:recentSearches')).toBeNull();
});
