import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH } from '../../../../shared/constants/search';
import { makeFullBoard, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const sam1 = makeUser('71', { username: 'sam', fullName: 'Sam' });
const sam2 = makeUser('72', { username: 'samwise', fullName: 'Sam' });
const board = makeFullBoard('81', sam1, 'sandcastles', { name: 'Sandcastles' });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const box = () => screen.getByRole('searchbox');
const panel = () => document.querySelector('.search-suggestions');

test("focusing the search box offers a signed-out visitor's recent searches, which can be removed", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  localStorage.setItem('pinboard:recentSearches', JSON.stringify(['kites', 'lemon tart']));
  mockApi({ viewerGet: signedOut });
  renderApp('/search/');

  await user.click(box());
  const recent = await screen.findByRole('region', { name: 'Search suggestions' });
  expect(within(recent).getByRole('link', { name: 'kites' })).toHaveAttribute('href', '/search/pins/?q=kites');
  await user.click(within(recent).getByRole('button', { name: 'Remove kites from recent searches' }));
  expect(within(recent).queryByRole('link', { name: 'kites' })).toBeNull();
  expect(JSON.parse(localStorage.getItem('pinboard:recentSearches')!)).toEqual(['lemon tart']);
});

test("a signed-in person's recent searches come from the server, and Clear all forgets them there", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    recentSearchesGet: () => ({ data: ['kites'] }),
    recentSearchesRemove: () => ({ data: [] }),
  });
  renderApp('/search/');

  await user.click(box());
  const recent = await screen.findByRole('region', { name: 'Search suggestions' });
  expect(await within(recent).findByRole('link', { name: 'kites' })).toBeInTheDocument();
  await user.click(within(recent).getByRole('button', { name: 'Clear all' }));
  expect(await within(recent).findByText('Your recent searches show here.')).toBeInTheDocument();
  expect(api.callsTo('recentSearchesRemove')[0].options).toEqual({});
});

test('typing suggests people with @username and boards, asking once typing pauses', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const api = mockApi({ viewerGet: signedOut, searchTypeahead: () => ({ data: { people: [sam1, sam2], boards: [board] } }) });
  renderApp('/search/');

  await user.click(box());
  await user.keyboard('sam');
  expect(api.callsTo('searchTypeahead')).toHaveLength(0);
  await act(() => jest.advanceTimersByTimeAsync(SEARCH.suggestionDelay));
  const found = await screen.findByRole('region', { name: 'Search suggestions' });
  expect(await within(found).findByText('@samwise')).toBeInTheDocument();
  expect(within(found).getByRole('link', { name: 'Search for “sam”' })).toHaveAttribute('href', '/search/pins/?q=sam');
  expect(within(found).getByRole('link', { name: /^Sam @samwise$/ })).toHaveAttribute('href', '/samwise/');
  expect(within(found).getByRole('link', { name: /^Sandcastles/ })).toHaveAttribute('href', '/sam/sandcastles/');
  expect(api.callsTo('searchTypeahead').map((c) => c.options)).toEqual([{ query: 'sam' }]);
});

test('arrow keys move through the offers; Escape and leaving the box close them', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  localStorage.setItem('pinboard:recentSearches', JSON.stringify(['kites']));
  mockApi({ viewerGet: signedOut });
  renderApp('/search/');

  await user.click(box());
  await screen.findByRole('region', { name: 'Search suggestions' });
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toHaveTextContent('Clear all');
  await user.keyboard('{ArrowUp}');
  expect(document.activeElement).toBe(box());
  await user.keyboard('{Escape}');
  expect(panel()).not.toBeVisible();
  await user.keyboard('k');
  expect(panel()).toBeVisible();
  await user.click(document.body);
  expect(panel()).not.toBeVisible();
});

test('a search made closes the suggestions, and a key typed brings them back', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  mockApi({ viewerGet: signedOut, search: () => ({ data: [], bookmark: '-end-' }) });
  renderApp('/search/');

  await user.click(box());
  await user.keyboard('kites{Enter}');
  await screen.findByRole('heading', { level: 1, name: 'Pins for “kites”' });
  await act(() => jest.advanceTimersByTimeAsync(SEARCH.suggestionDelay));
  expect(panel()).not.toBeVisible();
  await user.keyboard('s');
  expect(await screen.findByRole('region', { name: 'Search suggestions' })).toBeVisible();
});
