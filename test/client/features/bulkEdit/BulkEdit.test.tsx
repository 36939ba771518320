import { act, screen, waitFor, within } from '@testing-library/react';
import { BOARD_ACTIONS } from '../../../../shared/domain/boardPermissions';
import { TIMINGS } from '../../../../shared/constants';
import type { BoardDetail } from '../../../../shared/contracts/board';
import { makeBoardDetail, makeFullBoard, makePin, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const viewer = makeViewer();
const me = makeUser(viewer.id, { username: viewer.username });
const kitchen = makeBoardDetail('81', me, 'kitchen', { name: 'Kitchen', pinCount: 3, permissions: [...BOARD_ACTIONS] });
const garden = makeFullBoard('82', me, 'garden', { name: 'Garden' });
const titles = ['Soup', 'Bread', 'Salad'];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The board page as its owner; the bulk calls answer as the server would. `pins` is what the board feed holds now. */
function serve(board: BoardDetail, overrides: Parameters<typeof mockApi>[0] = {}) {
  let pins = titles.map((title, i) => makePin(String(i + 1), { title, gridTitle: title }));
  const moved = (ids: string[]) => {
    pins = pins.filter((p) => !ids.includes(p.id));
    return { data: { count: ids.length, board: { id: garden.id, name: garden.name, url: garden.url }, section: null } };
  };
  return mockApi({
    viewerGet: () => ({ data: viewer }),
    boardGet: () => ({ data: { ...board, pinCount: pins.length } }),
    boardFeed: () => ({ data: pins, bookmark: '-end-' }),
    boardsGet: () => ({ data: [board, garden], bookmark: '-end-' }),
    bulkMove: (o) => moved(o.pin_ids as string[]),
    bulkMoveAll: (o) => moved(pins.map((p) => p.id).filter((id) => !(o.excluded_pin_ids as string[]).includes(id))),
    bulkDelete: (o) => {
      const ids = o.pin_ids as string[];
      pins = pins.filter((p) => !ids.includes(p.id));
      return { data: { count: ids.length, board: { id: board.id, name: board.name, url: board.url }, section: null } };
    },
    bulkCopy: (o) => ({
      status: 201,
      data: { count: 0, already_saved: (o.pin_ids as string[]).length, board: { id: garden.id, name: garden.name, url: garden.url }, section: null },
    }),
    bulkCreateSection: (o) => ({
      status: 201,
      data: {
        count: (o.pin_ids as string[]).length,
        board: { id: board.id, name: board.name, url: board.url },
        section: { id: '5', slug: 'mains', title: String(o.title) },
      },
    }),
    ...overrides,
  });
}

/** The pins on the grid, in feed order. */
const gridPins = () => [...document.querySelectorAll('article[data-pin-id]')].map((a) => a.getAttribute('data-pin-id'));
const toggleFor = (title: string) => screen.getByRole('button', { name: `Select ${title}` });

async function enterSelection() {
  const rendered = renderApp(`/${me.username}/kitchen/`);
  await screen.findByRole('link', { name: 'Salad' });
  await rendered.user.click(screen.getByRole('button', { name: 'Organize' }));
  return rendered;
}

async function moveToGarden(user: Awaited<ReturnType<typeof enterSelection>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Move' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: 'Garden' }));
}

test('selection mode: pick two pins by their toggles, move them, and the board refreshes with a toast naming the board', async () => {
  const api = serve(kitchen);
  const { user } = await enterSelection();

  const bar = screen.getByRole('region', { name: 'Organize pins' });
  expect(within(bar).getByText('0 selected')).toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'Move' })).toBeDisabled();
  // The card's own links step aside while selecting.
  expect(screen.getByRole('link', { name: 'Soup', hidden: true }).closest('[inert]')).not.toBeNull();
  await user.click(toggleFor('Soup'));
  toggleFor('Salad').focus();
  await user.keyboard(' ');
  expect(toggleFor('Soup')).toHaveAttribute('aria-pressed', 'true');
  expect(toggleFor('Bread')).toHaveAttribute('aria-pressed', 'false');
  expect(within(bar).getByText('2 selected')).toBeInTheDocument();

  await moveToGarden(user);

  expect(api.callsTo('bulkMove').map((c) => c.options)).toEqual([{ board_id: '81', pin_ids: ['1', '3'], to_board_id: '82' }]);
  await waitFor(() => expect(gridPins()).toEqual(['2']));
  expect(screen.queryByRole('region', { name: 'Organize pins' })).not.toBeInTheDocument();
  expect(api.callsTo('boardFeed')).toHaveLength(2);
  await act(() => jest.advanceTimersByTimeAsync(TIMINGS.toastShow));
  const toast = await screen.findByRole('status', { name: 'Notifications' });
  expect(toast).toHaveTextContent('Moved 2 Pins to Garden');
  expect(within(toast).getByRole('link', { name: 'Garden' })).toHaveAttribute('href', garden.url);
});

test('select all then deselecting one sends the inverse selection', async () => {
  const api = serve(kitchen);
  const { user } = await enterSelection();

  await user.click(screen.getByRole('button', { name: 'Select all' }));
  expect(screen.getByText('3 selected')).toBeInTheDocument();
  expect(titles.map((t) => toggleFor(t).getAttribute('aria-pressed'))).toEqual(['true', 'true', 'true']);
  await user.click(toggleFor('Bread'));
  expect(screen.getByText('2 selected')).toBeInTheDocument();

  await moveToGarden(user);

  expect(api.callsTo('bulkMoveAll').map((c) => c.options)).toEqual([{ board_id: '81', excluded_pin_ids: ['2'], to_board_id: '82' }]);
  expect(api.callsTo('bulkMove')).toEqual([]);
  await waitFor(() => expect(gridPins()).toEqual(['2']));
});

test('Delete asks first: Cancel sends nothing; confirming deletes the selected pins', async () => {
  const api = serve(kitchen);
  const { user } = await enterSelection();
  await user.click(toggleFor('Bread'));

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete 1 Pin?' })).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('bulkDelete')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete 1 Pin?' })).getByRole('button', { name: 'Delete' }));
  expect(api.callsTo('bulkDelete').map((c) => c.options)).toEqual([{ board_id: '81', pin_ids: ['2'] }]);
  await waitFor(() => expect(gridPins()).toEqual(['1', '3']));
  await act(() => jest.advanceTimersByTimeAsync(TIMINGS.toastShow));
  expect(await screen.findByRole('status', { name: 'Notifications' })).toHaveTextContent('Deleted 1 Pin');
});

test('Create section names the new section and sends the selection with its title', async () => {
  const api = serve(kitchen);
  const { user } = await enterSelection();
  await user.click(toggleFor('Soup'));
  await user.click(toggleFor('Salad'));

  await user.click(screen.getByRole('button', { name: 'Create section' }));
  const dialog = screen.getByRole('dialog', { name: 'New section with 2 Pins' });
  expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Section name' }), 'Mains');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));

  expect(api.callsTo('bulkCreateSection').map((c) => c.options)).toEqual([{ board_id: '81', pin_ids: ['1', '3'], title: 'Mains' }]);
  await act(() => jest.advanceTimersByTimeAsync(TIMINGS.toastShow));
  const toast = await screen.findByRole('status', { name: 'Notifications' });
  expect(toast).toHaveTextContent('Moved 2 Pins to Mains in Kitchen');
  expect(within(toast).getByRole('link', { name: 'Mains' })).toHaveAttribute('href', `${kitchen.url}mains/`);
});

test('Copy saves the selection to the board picked; copies already there are told as such, not as 0 saved', async () => {
  const api = serve(kitchen);
  const { user } = await enterSelection();
  await user.click(toggleFor('Bread'));

  await user.click(screen.getByRole('button', { name: 'Copy' }));
  await user.click(await within(await screen.findByRole('dialog', { name: 'Save 1 Pin to' })).findByRole('button', { name: 'Garden' }));

  expect(api.callsTo('bulkCopy').map((c) => c.options)).toEqual([{ board_id: '81', pin_ids: ['2'], to_board_id: '82' }]);
  await act(() => jest.advanceTimersByTimeAsync(TIMINGS.toastShow));
  expect(await screen.findByRole('status', { name: 'Notifications' })).toHaveTextContent('Already saved to Garden');
});

test('a refused move stays in the dialog and announces the server’s words', async () => {
  serve(kitchen, {
    bulkMove: () => ({ status: 409, error: { code: 'conflict', message: 'Some of these pins are already saved on that board.' } }),
  });
  const { user } = await enterSelection();
  await user.click(toggleFor('Soup'));
  await moveToGarden(user);

  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Some of these pins are already saved on that board.');
  expect(screen.getByRole('link', { name: 'Soup', hidden: true })).toBeInTheDocument();
});

test('Organize is offered only to those who may move, delete or make sections', async () => {
  serve({ ...kitchen, owner: makeUser('70'), permissions: ['save', 'favorite'] });
  renderApp(`/${me.username}/kitchen/`);
  await screen.findByRole('link', { name: 'Salad' });
  expect(screen.queryByRole('button', { name: 'Organize' })).not.toBeInTheDocument();
});
