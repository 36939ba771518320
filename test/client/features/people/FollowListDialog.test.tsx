import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBoardDetail, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const profile = {
  ...makeUser('70', { username: 'maker', fullName: 'Mia Maker', followerCount: 51 }),
  about: '',
  followingCount: 1,
  pinCount: 0,
  boardCount: 0,
};
// Two people called Sam: their usernames tell them apart.
const sam1 = makeUser('71', { username: 'sam_k', fullName: 'Sam' });
const sam2 = makeUser('72', { username: 'samwise', fullName: 'Sam', explicitlyFollowedByMe: true });
const fans = Array.from({ length: 50 }, (_, i) => makeUser(String(100 + i), { username: `fan${i}`, fullName: `Fan ${i}` }));
const empty = () => ({ data: [], bookmark: '-end-' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderProfile(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer({ id: '9', username: 'viewer' }) }),
    userSettingsGet: () => ({ status: 500, error: { code: 'internal', message: 'no' } }),
    userGet: () => ({ data: profile }),
    userPins: empty,
    boardsGet: empty,
    ...handlers,
  });
  renderApp('/maker/');
  return api;
}

test("a profile's follower count opens its followers, 50 a page, each with @username and a Follow button", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const api = renderProfile({
    userFollowers: ({ bookmark }) => (bookmark ? { data: [sam2], bookmark: '-end-' } : { data: [sam1, ...fans.slice(0, 49)], bookmark: 'next' }),
  });

  await user.click(await screen.findByRole('button', { name: '51 followers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Followers' });
  const list = await within(dialog).findByRole('list', { name: 'Followers' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(50);
  expect(within(list).getByText('@sam_k')).toBeInTheDocument();
  expect(api.callsTo('userFollowers')[0].options).toEqual({ username: 'maker' });

  await user.click(within(dialog).getByRole('button', { name: 'Show more people' }));
  expect(await within(list).findByText('@samwise')).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(51);
  expect(api.callsTo('userFollowers')[1].options).toEqual({ username: 'maker', bookmark: 'next' });
  // The new page's first person has the focus, and the list has no more pages.
  expect(document.activeElement).toBe(within(list).getAllByRole('link')[50]);
  expect(within(dialog).queryByRole('button', { name: 'Show more people' })).toBeNull();
});

test('a follow from the list goes through the follow feature and changes the row', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const api = renderProfile({
    userFollowers: () => ({ data: [sam1], bookmark: '-end-' }),
    followUser: ({ user_id }) => ({ data: { id: user_id, explicitlyFollowedByMe: true, followerCount: 1 } }),
  });

  await user.click(await screen.findByRole('button', { name: '51 followers' }));
  const row = (await screen.findByText('@sam_k')).closest('li')!;
  await user.click(within(row).getByRole('button', { name: 'Follow' }));
  expect(await within(row).findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  expect(api.callsTo('followUser')[0].options).toEqual({ user_id: '71' });
});

test("the following count opens the people they follow; the viewer's own row has no Follow button", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const me = makeUser('9', { username: 'viewer', fullName: 'Vi Ewer' });
  renderProfile({ userFollowing: () => ({ data: [me, sam2], bookmark: '-end-' }) });

  await user.click(await screen.findByRole('button', { name: '1 following' }));
  const list = await screen.findByRole('list', { name: 'Following' });
  expect(within(within(list).getByText('@viewer').closest('li')!).queryByRole('button')).toBeNull();
  expect(within(within(list).getByText('@samwise').closest('li')!).getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
});

test('an empty list says so, and Escape closes the dialog', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderProfile({ userFollowers: empty });

  await user.click(await screen.findByRole('button', { name: '51 followers' }));
  expect(await screen.findByText('Nobody follows Mia Maker yet.')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await act(() => jest.advanceTimersByTimeAsync(500));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("a board's follower count opens the board's followers", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const board = makeBoardDetail('81', profile, 'kites', { name: 'Kites', followerCount: 2 });
  const api = mockApi({
    viewerGet: signedOut,
    boardGet: () => ({ data: board }),
    boardFeed: empty,
    boardFollowers: () => ({ data: [sam1, sam2], bookmark: '-end-' }),
  });
  renderApp('/maker/kites/');

  await user.click(await screen.findByRole('button', { name: '2 followers' }));
  const list = await screen.findByRole('list', { name: 'Followers of Kites' });
  expect(within(list).getAllByText('Sam')).toHaveLength(2);
  expect(within(list).getByText('@samwise')).toBeInTheDocument();
  expect(api.callsTo('boardFollowers')[0].options).toEqual({ board_id: '81' });
});
