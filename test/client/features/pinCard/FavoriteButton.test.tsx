import { act, screen, waitFor } from '@testing-library/react';
import type { Pin } from '../../../../shared/contracts/pin';
import { makeBoard, makePin } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderCard } from './renderCard';

/** A pin on a group board, as the viewer loaded it. */
const groupPin = (overrides: Partial<Pin> = {}) =>
  makePin('1', { favoritedByMe: false, favoriteUserCount: 3, ...overrides, board: { ...makeBoard('81', '91'), isCollaborative: true } });

const favorite = () => screen.getByRole('button', { name: 'Favorite' });
const count = () => screen.queryByTestId('favorite-count');

/** Holds every answer until release(), so the test sees the state while the call runs. */
function holdAnswers() {
  const answer = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (request: Request) => {
    await gate;
    return answer(request);
  }) as typeof fetch;
  return () => act(async () => release());
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('favoriting flips at once, counts one up, stays disabled until the server answers, then takes its count', async () => {
  const { user } = await renderCard(groupPin());
  const api = mockApi({ favoritePin: ({ id }) => ({ data: { id, favoritedByMe: true, favoriteUserCount: 7 } }) });
  const release = holdAnswers();

  await user.click(favorite());
  expect(favorite()).toHaveAttribute('aria-pressed', 'true');
  expect(count()).toHaveTextContent(/^4 favorites$/);
  expect(favorite()).toBeDisabled();

  await release();
  expect(favorite()).toBeEnabled();
  expect(favorite()).toHaveAttribute('aria-pressed', 'true');
  // Someone else favorited meanwhile: the server's exact count wins over the guess.
  expect(count()).toHaveTextContent(/^7 favorites$/);
  expect(api.callsTo('favoritePin')).toHaveLength(1);
  expect(api.callsTo('favoritePin')[0].options).toEqual({ id: '1' });
});

test('unfavoriting counts one down through the DELETE call; a count of 10 becomes 9, no longer "9+"', async () => {
  const { user } = await renderCard(groupPin({ favoritedByMe: true, favoriteUserCount: 10 }));
  expect(count()).toHaveTextContent('9+ favorites');
  const api = mockApi({ unfavoritePin: ({ id }) => ({ data: { id, favoritedByMe: false, favoriteUserCount: 9 } }) });

  await user.click(favorite());
  expect(favorite()).toHaveAttribute('aria-pressed', 'false');
  expect(count()).toHaveTextContent(/^9 favorites$/);
  await waitFor(() => expect(api.callsTo('unfavoritePin')).toHaveLength(1));
  expect(api.callsTo('unfavoritePin')[0].request.method).toBe('DELETE');
  await waitFor(() => expect(favorite()).toBeEnabled());
});

test('unfavoriting the only favorite hides the count', async () => {
  const { user } = await renderCard(groupPin({ favoritedByMe: true, favoriteUserCount: 1 }));
  mockApi({ unfavoritePin: ({ id }) => ({ data: { id, favoritedByMe: false, favoriteUserCount: 0 } }) });
  await user.click(favorite());
  expect(favorite()).toHaveAttribute('aria-pressed', 'false');
  expect(count()).toBeNull();
});

test('a failed call rolls the toggle and the count back and enables the button again', async () => {
  const { user } = await renderCard(groupPin());
  mockApi({ favoritePin: () => ({ status: 403, error: { code: 'forbidden', message: 'You cannot favorite on this board.' } }) });
  const release = holdAnswers();

  await user.click(favorite());
  expect(favorite()).toHaveAttribute('aria-pressed', 'true');
  expect(count()).toHaveTextContent(/^4 favorites$/);

  await release();
  expect(favorite()).toHaveAttribute('aria-pressed', 'false');
  expect(count()).toHaveTextContent(/^3 favorites$/);
  expect(favorite()).toBeEnabled();
});

test('works by keyboard', async () => {
  const { user } = await renderCard(groupPin());
  mockApi({ favoritePin: ({ id }) => ({ data: { id, favoritedByMe: true, favoriteUserCount: 4 } }) });
  favorite().focus();
  await user.keyboard('{Enter}');
  expect(favorite()).toHaveAttribute('aria-pressed', 'true');
});
