import { screen, waitFor } from '@testing-library/react';
import { makeStore } from '../../../../client/app/store';
import { followApi } from '../../../../client/features/follow/followApi';
import { followedByMe } from '../../../../client/features/follow/followSlice';
import { makePin, makeUser } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderFeedbackCard } from '../feedback/renderFeedbackCard';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test.each([
  ['board', 'followBoard', 'PUT', '/v3/boards/6/follow/', { data: { id: '6', followedByMe: true, followerCount: 4 } }, true],
  ['board', 'unfollowBoard', 'DELETE', '/v3/boards/6/follow/', { data: { id: '6', followedByMe: false, followerCount: 3 } }, false],
  ['user', 'followUser', 'POST', '/resource/UserFollowResource/create/', { data: { id: '6', explicitlyFollowedByMe: true, followerCount: 4 } }, true],
  ['user', 'unfollowUser', 'DELETE', '/resource/UserFollowResource/delete/', { data: { id: '6', explicitlyFollowedByMe: false, followerCount: 3 } }, false],
  ['interest', 'followInterest', 'POST', '/resource/InterestFollowResource/create/', { data: { id: '6', followedByMe: true } }, true],
  ['interest', 'unfollowInterest', 'DELETE', '/resource/InterestFollowResource/delete/', { data: { id: '6', followedByMe: false } }, false],
] as const)('%s %s: %s %s, and the follow state is recorded once', async (kind, endpoint, method, path, answer, follow) => {
  const api = mockApi({ [endpoint]: () => answer });
  const store = makeStore();
  await store.dispatch(followApi.endpoints.followChange.initiate({ target: { kind, id: '6' }, follow }));
  const [call] = api.callsTo(endpoint);
  expect(call.request.method).toBe(method);
  expect(new URL(call.request.url).pathname).toBe(path);
  expect(followedByMe(store.getState(), kind, '6', !follow)).toBe(follow);
});

test('a failed unfollow changes nothing', async () => {
  mockApi({ unfollowUser: () => ({ status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } }) });
  const store = makeStore();
  await store.dispatch(followApi.endpoints.followChange.initiate({ target: { kind: 'user', id: '6' }, follow: false }));
  expect(followedByMe(store.getState(), 'user', '6', true)).toBe(true);
});

test('unfollowing a pinner from one card: their other pin no longer offers it, since every card reads the one state', async () => {
  const mia = makeUser('5', { fullName: 'Mia Chen', explicitlyFollowedByMe: true });
  const { openMenu, user, store, link } = await renderFeedbackCard(makePin('1', { pinner: mia }), { also: [makePin('2', { pinner: mia })] });
  mockApi({ unfollowUser: () => ({ data: { id: '5', explicitlyFollowedByMe: false, followerCount: 2 } }) });
  await openMenu('Pin 2');
  expect(screen.getByRole('menuitem', { name: 'Unfollow Mia Chen' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await user.unhover(link('Pin 2'));

  await openMenu('Pin 1');
  await user.click(screen.getByRole('menuitem', { name: 'Unfollow Mia Chen' }));
  await screen.findByText("You unfollowed Mia Chen and won't see Pins they save anymore.");
  expect(followedByMe(store.getState(), 'user', '5', true)).toBe(false);

  await user.unhover(link('Pin 1'));
  await openMenu('Pin 2');
  await waitFor(() => expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Hide Pin', 'Report Pin']));
});
