import { screen, waitFor, within } from '@testing-library/react';
import type { BoardDetail } from '../../../../shared/contracts/board';
import { makeBoardDetail, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import { holdRequests } from '../saves/harness';

// The board header's membership actions: Invite (make a link and copy it) for whoever may invite, and Leave board for
// a collaborator, removed at once and restored (re-added) if the server refuses.
const CODE = 'Ab3_-x9QzR1kL0pT';
const NEW_CODE = 'Zz9_-newLinkCode';
const owner = makeUser('70', { username: 'maker', fullName: 'Mia Maker' });
const viewer = makeViewer();
const me = makeUser(viewer.id, { username: viewer.username, fullName: viewer.fullName });
const kai = makeUser('71', { fullName: 'Kai Fresh' });
const OWNER_PERMISSIONS = ['save', 'favorite', 'edit', 'delete', 'invite'];
const kitchen = makeBoardDetail('81', owner, 'kitchen', { name: 'Kitchen', permissions: OWNER_PERMISSIONS });
const family = makeBoardDetail('82', owner, 'family-dinners', {
  name: 'Family Dinners',
  collaboratorCount: 2,
  collaborators: [kai, me],
  collaboratedByMe: true,
  collaboratorPermissions: ['save', 'favorite'],
  permissions: ['save', 'favorite'],
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function serve(board: BoardDetail, as = viewer, handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    viewerGet: () => ({ data: as }),
    boardGet: () => ({ data: board }),
    boardFeed: () => ({ data: [], bookmark: '-end-' }),
    inviteCreate: ({ board_id }) => ({
      status: 201,
      data: {
        invite_code: CODE,
        invite_url: `${board.url}?invite_code=${CODE}`,
        invite_channel: 0,
        status: 'pending',
        invited_user_id: null,
        board: { id: String(board_id), name: board.name, url: board.url },
        expires_at: null,
      },
    }),
    inviteLinkRotate: ({ board_id }) => ({
      status: 201,
      data: {
        invite_code: NEW_CODE,
        invite_url: `${board.url}?invite_code=${NEW_CODE}`,
        invite_channel: 0,
        status: 'pending',
        invited_user_id: null,
        board: { id: String(board_id), name: board.name, url: board.url },
        expires_at: '2026-11-08T00:00:00.000Z',
      },
    }),
    collaboratorRemove: ({ board_id, invited_user_id }) => ({ data: { board_id, invited_user_id, collaborator_count: 1 } }),
    ...handlers,
  });
}

const asOwner = makeViewer({ id: owner.id, username: owner.username });
const members = () => screen.queryByRole('list', { name: 'Board members' });
const memberLinks = () =>
  within(members()!)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('Invite', () => {
  test('makes a link invite to the board, copies the full link and says so', async () => {
    const api = serve(kitchen, asOwner);
    const { user } = renderApp('/maker/kitchen/');

    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invite link copied')).toBeInTheDocument();
    expect(api.callsTo('inviteCreate').map((c) => c.options)).toEqual([{ board_id: '81', invite_channel: 0 }]);
    await expect(navigator.clipboard.readText()).resolves.toBe(`http://localhost/maker/kitchen/?invite_code=${CODE}`);
  });

  test('shows the link to copy by hand when the clipboard is refused', async () => {
    serve(kitchen, asOwner);
    const { user } = renderApp('/maker/kitchen/');
    const button = await screen.findByRole('button', { name: 'Invite' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));

    await user.click(button);
    expect(await screen.findByText(`Copy this invite link: http://localhost/maker/kitchen/?invite_code=${CODE}`)).toBeInTheDocument();
  });

  test("shows the server's message when the invite cannot be made", async () => {
    serve(kitchen, asOwner, {
      inviteCreate: () => ({
        status: 403,
        error: { code: 'forbidden', message: 'Only the board owner, or a collaborator allowed to invite, can do that.' },
      }),
    });
    const { user } = renderApp('/maker/kitchen/');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Only the board owner, or a collaborator allowed to invite, can do that.')).toBeInTheDocument();
  });

  test.each<[string, BoardDetail, typeof viewer]>([
    ['a stranger', { ...kitchen, permissions: [] }, viewer],
    ['a collaborator not allowed to invite', family, viewer],
    ['the owner of the quick-saves board', { ...kitchen, layout: 'quick_saves', name: 'Profile' }, asOwner],
  ])('is not offered to %s', async (_case, board, as) => {
    serve(board, as);
    renderApp(board.url);
    await screen.findByText('No pins on this board yet.');
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset invite link' })).not.toBeInTheDocument();
  });
});

describe('Reset invite link', () => {
  test("replaces the board's link, copies the new one and says the old one no longer works", async () => {
    const api = serve(kitchen, asOwner);
    const { user } = renderApp('/maker/kitchen/');

    await user.click(await screen.findByRole('button', { name: 'Reset invite link' }));
    expect(await screen.findByText('New invite link copied; the old one no longer works')).toBeInTheDocument();
    expect(api.callsTo('inviteLinkRotate').map((c) => c.options)).toEqual([{ board_id: '81' }]);
    await expect(navigator.clipboard.readText()).resolves.toBe(`http://localhost/maker/kitchen/?invite_code=${NEW_CODE}`);
  });

  test("shows the server's message when the link cannot be reset", async () => {
    serve(kitchen, asOwner, { inviteLinkRotate: () => ({ status: 403, error: { code: 'forbidden', message: 'Not yours to reset.' } }) });
    const { user } = renderApp('/maker/kitchen/');
    await user.click(await screen.findByRole('button', { name: 'Reset invite link' }));
    expect(await screen.findByText('Not yours to reset.')).toBeInTheDocument();
  });
});

describe('Leave board', () => {
  test('takes the viewer off the members at once; once the server agrees, says so', async () => {
    const api = serve(family);
    const { user } = renderApp('/maker/family-dinners/');
    await waitFor(() => expect(memberLinks()).toEqual(['/maker/', '/user71/', '/ann_lee/']));
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();

    const release = holdRequests('collaboratorRemove');
    await user.click(screen.getByRole('button', { name: 'Leave board' }));
    // The call is still held: what shows is the optimistic removal.
    await waitFor(() => expect(memberLinks()).toEqual(['/maker/', '/user71/']));
    expect(screen.queryByRole('button', { name: 'Leave board' })).not.toBeInTheDocument();

    await release();
    expect(await screen.findByText('You left')).toHaveTextContent('You left Family Dinners');
    expect(api.callsTo('collaboratorRemove').map((c) => c.options)).toEqual([
      { board_id: '82', invited_user_id: viewer.id, field_set_key: 'boardEdit' },
    ]);
    expect(memberLinks()).toEqual(['/maker/', '/user71/']);
    // What the viewer may do with the board's pins changed: the grid is read again.
    await waitFor(() => expect(api.callsTo('boardFeed')).toHaveLength(2));
  });

  test('puts the viewer back among the members when the server refuses, with its message', async () => {
    serve(family, viewer, {
      collaboratorRemove: () => ({ status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } }),
    });
    const { user } = renderApp('/maker/family-dinners/');
    await waitFor(() => expect(memberLinks()).toEqual(['/maker/', '/user71/', '/ann_lee/']));

    const release = holdRequests('collaboratorRemove');
    await user.click(screen.getByRole('button', { name: 'Leave board' }));
    // The call is still held: what shows is the optimistic removal.
    await waitFor(() => expect(memberLinks()).toEqual(['/maker/', '/user71/']));

    await release();
    expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeInTheDocument();
    expect(memberLinks()).toEqual(['/maker/', '/user71/', '/ann_lee/']);
    expect(screen.getByRole('button', { name: 'Leave board' })).toBeEnabled();
  });

  test('is offered to collaborators only', async () => {
    serve({ ...family, collaboratedByMe: false, collaborators: [kai], collaboratorCount: 1, permissions: [] });
    renderApp('/maker/family-dinners/');
    await screen.findByText('No pins on this board yet.');
    expect(screen.queryByRole('button', { name: 'Leave board' })).not.toBeInTheDocument();
  });
});
