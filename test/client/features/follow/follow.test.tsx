import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { makeStore, type AppStore } from '../../../../client/app/store';
import { selectBoardById } from '../../../../client/entities/boardsSlice';
import { selectInterestById } from '../../../../client/entities/interestsSlice';
import { selectUserById } from '../../../../client/entities/usersSlice';
import { authApi } from '../../../../client/features/auth/authApi';
import { selectViewer } from '../../../../client/features/auth/authSlice';
import { pinsApi } from '../../../../client/features/pins/pinsApi';
import { socialApi, selectFollowState } from '../../../../client/features/social/socialApi';
import { useFollowBoard } from '../../../../client/features/follow/useFollow';
import { selectLoginPrompt } from '../../../../client/features/loginPrompt/loginPromptSlice';
import { makeBoard, makePin, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import { renderFeedbackCard } from '../feedback/renderFeedbackCard';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const failure = { status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } };
const sessionEnded = { status: 401, error: { code: 'unauthenticated', message: 'Log in to continue.' } };

/** A store holding user 6 (3 followers), board 6 (followed, 3 followers once loaded in full) and interest 6. */
async function storeWithEntities() {
  const pin = makePin('1', {
    pinner: makeUser('6', { followerCount: 3 }),
    board: makeBoard('6', '6', { followedByMe: true }),
    interests: [{ id: '6', name: 'Knitting', urlName: 'knitting' }],
    sourceInterest: { name: 'Knitting', urlName: 'knitting' },
  });
  mockApi({ pinGet: () => ({ data: pin }) });
  const store = makeStore();
  await store.dispatch(pinsApi.endpoints.pinGet.initiate('1'));
  return store;
}

test('the entities carry the follow state the pin answer gave: pinner, board, and the interest that brought it', async () => {
  const state = (await storeWithEntities()).getState();
  expect(selectUserById(state, '6')?.explicitlyFollowedByMe).toBe(false);
  expect(selectBoardById(state, '6')?.followedByMe).toBe(true);
  expect(selectInterestById(state, '6')?.followedByMe).toBe(true);
});

test.each([
  ['board', 'unfollowBoard', 'DELETE', '/v3/boards/6/follow/', { data: { id: '6', followedByMe: false, followerCount: 3 } }, false],
  ['user', 'followUser', 'POST', '/resource/UserFollowResource/create/', { data: { id: '6', explicitlyFollowedByMe: true, followerCount: 4 } }, true],
  ['interest', 'unfollowInterest', 'DELETE', '/resource/InterestFollowResource/delete/', { data: { id: '6', followedByMe: false } }, false],
] as const)('%s %s: %s %s changes the entity at once, then to the answer', async (kind, endpoint, method, path, answer, follow) => {
  const store = await storeWithEntities();
  const api = mockApi({ [endpoint]: () => answer });
  const running = store.dispatch(socialApi.endpoints.followChange.initiate({ target: { kind, id: '6' }, follow }));
  expect(selectFollowState(store.getState(), { kind, id: '6' })?.followed).toBe(follow);
  await running;
  const [call] = api.callsTo(endpoint);
  expect(call.request.method).toBe(method);
  expect(new URL(call.request.url).pathname).toBe(path);
  expect(selectFollowState(store.getState(), { kind, id: '6' })?.followed).toBe(follow);
});

test('a follow moves the follower count by one at once and takes the exact count from the answer', async () => {
  const store = await storeWithEntities();
  mockApi({ followUser: () => ({ data: { id: '6', explicitlyFollowedByMe: true, followerCount: 9 } }) });
  const running = store.dispatch(socialApi.endpoints.followChange.initiate({ target: { kind: 'user', id: '6' }, follow: true }));
  expect(selectUserById(store.getState(), '6')).toMatchObject({ explicitlyFollowedByMe: true, followerCount: 4 });
  await running;
  expect(selectUserById(store.getState(), '6')).toMatchObject({ explicitlyFollowedByMe: true, followerCount: 9 });
});

test.each([
  ['user', 'followUser', true, (s: AppStore) => selectUserById(s.getState(), '6')?.explicitlyFollowedByMe, false],
  ['board', 'unfollowBoard', false, (s: AppStore) => selectBoardById(s.getState(), '6')?.followedByMe, true],
  ['interest', 'unfollowInterest', false, (s: AppStore) => selectInterestById(s.getState(), '6')?.followedByMe, true],
] as const)('a failed %s change (%s) puts the entity back', async (kind, endpoint, follow, read, before) => {
  const store = await storeWithEntities();
  mockApi({ [endpoint]: () => failure });
  const running = store.dispatch(socialApi.endpoints.followChange.initiate({ target: { kind, id: '6' }, follow }));
  expect(read(store)).toBe(follow);
  await running;
  expect(read(store)).toBe(before);
  expect(selectUserById(store.getState(), '6')?.followerCount).toBe(3);
});

test('useFollowBoard: the board page API reads the entity and toggles it', async () => {
  const store = await storeWithEntities();
  mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    unfollowBoard: () => ({ data: { id: '6', followedByMe: false, followerCount: 0 } }),
  });
  await store.dispatch(authApi.endpoints.viewerGet.initiate());
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useFollowBoard('6'), { wrapper });
  expect(result.current).toMatchObject({ followed: true, pending: false });
  let done = false;
  await act(async () => {
    done = await result.current.toggle();
  });
  expect(done).toBe(true);
  expect(result.current.followed).toBe(false);
});

const profile = {
  ...makeUser('70', { username: 'maker', fullName: 'Mia Maker', followerCount: 12 }),
  about: '',
  websiteDomain: null,
  followingCount: 3,
  pinCount: 0,
  boardCount: 0,
};

async function renderProfile(viewer: ReturnType<typeof makeViewer> | null, user = profile) {
  const api = mockApi({
    viewerGet: viewer ? () => ({ data: viewer }) : signedOut,
    userGet: () => ({ data: user }),
    userPins: () => ({ data: [], bookmark: '-end-' }),
  });
  const rendered = renderApp('/maker/');
  await screen.findByRole('heading', { level: 1, name: 'Mia Maker' });
  return { ...rendered, api };
}

test('on a profile, Follow follows the user: the button becomes Unfollow and the count moves', async () => {
  const { user } = await renderProfile(makeViewer());
  const api = mockApi({ followUser: () => ({ data: { id: '70', explicitlyFollowedByMe: true, followerCount: 13 } }) });
  await user.click(screen.getByRole('button', { name: 'Follow' }));
  expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  expect(screen.getByText(/^13 followers/)).toBeInTheDocument();
  expect(api.callsTo('followUser').map((c) => c.options)).toEqual([{ user_id: '70' }]);
});

test('signed out, Follow on a profile opens the login modal headed "Log in to follow" and calls nothing', async () => {
  const { user, store } = await renderProfile(null);
  const api = mockApi({});
  await user.click(screen.getByRole('button', { name: 'Follow' }));
  expect(await screen.findByRole('dialog', { name: 'Log in to follow' })).toBeInTheDocument();
  expect(selectLoginPrompt(store.getState()).trigger).toBe('follow');
  expect(api.calls).toHaveLength(0);
});

test('when the session has ended, Unfollow answers 401: the login modal is headed "Log in to unfollow" and the state is put back', async () => {
  const { user } = await renderProfile(makeViewer(), { ...profile, explicitlyFollowedByMe: true });
  mockApi({ unfollowUser: () => sessionEnded });
  await user.click(screen.getByRole('button', { name: 'Unfollow' }));
  expect(await screen.findByRole('dialog', { name: 'Log in to unfollow' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unfollow', hidden: true })).toBeInTheDocument();
  expect(screen.getByText(/^12 followers/)).toBeInTheDocument();
});

test('no Follow button on your own profile', async () => {
  const { store } = await renderProfile(makeViewer({ id: '70', username: 'maker' }));
  await waitFor(() => expect(selectViewer(store.getState())).not.toBeNull());
  expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
});

test('unfollowing a pinner from one card: their other pin no longer offers it, since every card reads the one entity', async () => {
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
  expect(selectUserById(store.getState(), '5')?.explicitlyFollowedByMe).toBe(false);

  await user.unhover(link('Pin 1'));
  await openMenu('Pin 2');
  await waitFor(() => expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Hide Pin', 'Report Pin']));
});
