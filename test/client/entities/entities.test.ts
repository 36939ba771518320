import { makeStore } from '../../../client/app/store';
import { selectBoardById } from '../../../client/entities/boardsSlice';
import { selectPinById } from '../../../client/entities/pinsSlice';
import { selectUserById } from '../../../client/entities/usersSlice';
import { pinsApi } from '../../../client/features/pins/pinsApi';
import { feedsApi } from '../../../client/features/feeds/feedsApi';
import { profileFeedsApi } from '../../../client/features/feeds/profileFeeds/profileFeedsApi';
import { makePin, makePins, makeUser } from '../helpers/factories';
import { mockApi } from '../helpers/mockApi';

test('a feed page fills the pin, user and board slices, the pin pointing at its people and board by id', async () => {
  const creator = makeUser('500', { username: 'maker' });
  mockApi({ homefeed: () => ({ data: [makePin('1', { nativeCreator: creator }), makePin('2')], bookmark: '-end-' }) });
  const store = makeStore();

  await store.dispatch(feedsApi.endpoints.homefeed.initiate());

  const state = store.getState();
  const pin = selectPinById(state, '1');
  expect(pin).toMatchObject({ id: '1', pinnerId: '91', nativeCreatorId: '500', promoterId: null, boardId: '81' });
  expect(pin).not.toHaveProperty('pinner');
  expect(selectUserById(state, '91')?.username).toBe('user91');
  expect(selectUserById(state, '500')?.username).toBe('maker');
  expect(selectBoardById(state, '81')?.name).toBe('Board 81');
  expect(state.pins.ids).toEqual(['1', '2']);
});

test('loading the next page does not put older pages back over fresher pin data', async () => {
  mockApi({
    homefeed: ({ bookmark }) => (bookmark ? { data: makePins(3, 4), bookmark: '-end-' } : { data: makePins(1, 2), bookmark: 'b2' }),
    pinGet: () => ({ data: makePin('1', { title: 'Renamed' }) }),
  });
  const store = makeStore();
  await store.dispatch(feedsApi.endpoints.homefeed.initiate());
  await store.dispatch(pinsApi.endpoints.pinGet.initiate('1'));

  await store.dispatch(feedsApi.endpoints.homefeed.initiate(undefined, { direction: 'forward' }));

  expect(selectPinById(store.getState(), '3')).toBeDefined();
  expect(selectPinById(store.getState(), '1')?.title).toBe('Renamed');
});

test('a page that repeats a pin, its pinner and its board keeps their stored objects, so mounted cards do not re-render', async () => {
  const pinner = makeUser('91');
  mockApi({
    homefeed: ({ bookmark }) =>
      bookmark
        ? { data: [makePin('1'), makePin('3', { pinner, board: makePin('1').board })], bookmark: '-end-' }
        : { data: [makePin('1'), makePin('2')], bookmark: 'b2' },
  });
  const store = makeStore();
  await store.dispatch(feedsApi.endpoints.homefeed.initiate());
  const before = store.getState();

  await store.dispatch(feedsApi.endpoints.homefeed.initiate(undefined, { direction: 'forward' }));

  const after = store.getState();
  expect(selectPinById(after, '3')).toBeDefined();
  expect(selectPinById(after, '1')).toBe(selectPinById(before, '1'));
  expect(selectUserById(after, '91')).toBe(selectUserById(before, '91'));
  expect(selectBoardById(after, '81')).toBe(selectBoardById(before, '81'));
});

test('a page that changes a known user replaces only that user', async () => {
  mockApi({
    homefeed: ({ bookmark }) =>
      bookmark
        ? { data: [makePin('3', { pinner: makeUser('91', { verifiedIdentity: { verified: true } }) })], bookmark: '-end-' }
        : { data: [makePin('1'), makePin('2')], bookmark: 'b2' },
  });
  const store = makeStore();
  await store.dispatch(feedsApi.endpoints.homefeed.initiate());
  const before = store.getState();

  await store.dispatch(feedsApi.endpoints.homefeed.initiate(undefined, { direction: 'forward' }));

  const after = store.getState();
  expect(selectUserById(after, '91')?.verifiedIdentity).toEqual({ verified: true });
  expect(selectUserById(after, '92')).toBe(selectUserById(before, '92'));
});

test('a page naming a user whose profile was loaded keeps the stored user, profile fields and all', async () => {
  const pinner = makeUser('91');
  mockApi({
    userGet: () => ({ data: { ...pinner, about: 'I make things', followingCount: 3, pinCount: 2, boardCount: 1 } }),
    homefeed: () => ({ data: [makePin('1', { pinner })], bookmark: '-end-' }),
  });
  const store = makeStore();
  await store.dispatch(profileFeedsApi.endpoints.userGet.initiate(pinner.username));
  const before = selectUserById(store.getState(), '91');

  await store.dispatch(feedsApi.endpoints.homefeed.initiate());

  expect(before?.about).toBe('I make things');
  expect(selectUserById(store.getState(), '91')).toBe(before);
});
