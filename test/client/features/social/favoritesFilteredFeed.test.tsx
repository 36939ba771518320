import { screen, waitFor } from '@testing-library/react';
import { boardFeedApi, type BoardFeedArgs } from '../../../../client/features/feeds/boardFeed/boardFeedApi';
import type { Pin } from '../../../../shared/contracts/pin';
import { makeBoard, makePin } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderCard } from '../pinCard/renderCard';

const board = { ...makeBoard('81', '91'), isCollaborative: true };
const groupPin = (id: string, overrides: Partial<Pin> = {}) => makePin(id, { favoritedByMe: true, favoriteUserCount: 1, ...overrides, board });
const favoritesView: BoardFeedArgs = { boardId: '81', favoritesOnly: true };
const allPins: BoardFeedArgs = { boardId: '81', favoritesOnly: false };
const otherBoardFavorites: BoardFeedArgs = { boardId: '82', favoritesOnly: true };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Renders the card for pin 1, then loads three board feeds holding pins 1 and 2 into the cache. */
async function setUp(pin: Pin) {
  const rendered = await renderCard(pin);
  const api = mockApi({
    boardFeed: () => ({ data: [pin, groupPin('2')], bookmark: '-end-' }),
    unfavoritePin: ({ id }) => ({ data: { id, favoritedByMe: false, favoriteUserCount: Math.max(0, pin.favoriteUserCount - 1) } }),
  });
  for (const args of [favoritesView, allPins, otherBoardFavorites]) await rendered.store.dispatch(boardFeedApi.endpoints.boardFeed.initiate(args));
  const idsIn = (args: BoardFeedArgs) =>
    boardFeedApi.endpoints.boardFeed
      .select(args)(rendered.store.getState())
      .data?.pages.flatMap((page) => page.pins.map((p) => p.id));
  return { ...rendered, api, idsIn };
}

test('the filtered feed asks the server for favorited pins only', async () => {
  const { api } = await setUp(groupPin('1'));
  expect(api.callsTo('boardFeed').map((c) => c.options)).toEqual([
    { board_id: '81', filter: 'favorited' },
    { board_id: '81' },
    { board_id: '82', filter: 'favorited' },
  ]);
});

test("unfavoriting a pin favorited once takes it out of its board's favorites view only", async () => {
  const { user, idsIn, api } = await setUp(groupPin('1'));
  await user.click(screen.getByRole('button', { name: 'Favorite' }));
  await waitFor(() => expect(api.callsTo('unfavoritePin')).toHaveLength(1));
  await waitFor(() => expect(idsIn(favoritesView)).toEqual(['2']));
  expect(idsIn(allPins)).toEqual(['1', '2']);
  expect(idsIn(otherBoardFavorites)).toEqual(['1', '2']);
});

test('a pin others still favorite stays in the favorites view', async () => {
  const { user, idsIn } = await setUp(groupPin('1', { favoriteUserCount: 2 }));
  await user.click(screen.getByRole('button', { name: 'Favorite' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite' })).toBeEnabled());
  expect(screen.getByTestId('favorite-count')).toHaveTextContent(/^1 favorites$/);
  expect(idsIn(favoritesView)).toEqual(['1', '2']);
});

test('a failed unfavorite leaves the favorites view alone', async () => {
  const { user, idsIn } = await setUp(groupPin('1'));
  mockApi({ unfavoritePin: () => ({ status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } }) });
  await user.click(screen.getByRole('button', { name: 'Favorite' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite' })).toBeEnabled());
  expect(idsIn(favoritesView)).toEqual(['1', '2']);
});
