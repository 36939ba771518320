import { screen, within } from '@testing-library/react';
import type { BoardDetail } from '../../../../shared/contracts/board';
import type { SignedInViewer } from '../../../../shared/contracts/user';
import { makeBoard, makeBoardDetail, makeInviteMetadata, makePin, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import { holdRequests, makeFullBoard, profileBoard, repinResult, settle } from './harness';

// The picker shows the boards the viewer may save to. When that changes (joining a board, another account logging
// in) the list it cached is stale: reopened, it must wait for the server's answer rather than offer the old one.
const CODE = 'Ab3_-x9QzR1kL0pT';
const viewerWhoPicks = (viewer: Partial<SignedInViewer>) => makeViewer({ save_behavior: 1, created_at: '2020-01-01T00:00:00.000Z', ...viewer });
const owner = makeUser('70', { username: 'maker', fullName: 'Mia Maker', firstName: 'Mia' });
const kitchen = makeBoardDetail('81', owner, 'kitchen', { name: 'Kitchen' });
const joined: BoardDetail = { ...kitchen, collaboratedByMe: true, collaboratorCount: 1, permissions: ['save'] };
const pin = makePin('1', { board: makeBoard(kitchen.id, owner.id, { name: kitchen.name, url: kitchen.url }) });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type User = ReturnType<typeof renderApp>['user'];

async function openPicker(user: User) {
  const card = (await screen.findAllByRole('article')).find((a) => a.dataset.pinId === '1')!;
  await user.hover(within(card).getByRole('link', { name: 'Pin 1' }));
  await user.click(await within(card).findByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: 'Save to board' });
}

/** Opens the picker with the boards request held: the boards it offers before the server answers, then the dialog. */
async function reopenPicker(user: User) {
  const release = holdRequests('boardsGet');
  const dialog = await openPicker(user);
  const list = within(dialog).queryByRole('list', { name: 'Boards' });
  const offeredWhileAsking = list
    ? within(list)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
  const loading = within(dialog).queryByRole('status')?.textContent;
  await release();
  return { dialog, offeredWhileAsking, loading };
}

test('after joining a board by invite, the reopened picker waits for the new list, which offers that board', async () => {
  let member = false;
  const api = mockApi({
    viewerGet: () => ({ data: viewerWhoPicks({}) }),
    boardGet: () => ({ data: member ? joined : kitchen }),
    boardFeed: () => ({ data: [pin], bookmark: '-end-' }),
    inviteMetadataGet: () => ({ data: makeInviteMetadata(CODE, owner, kitchen) }),
    inviteAccept: () => {
      member = true;
      return { data: { board: joined, joined: true } };
    },
    boardsGet: () => ({ data: member ? [profileBoard, makeFullBoard(kitchen.id, { name: 'Kitchen' })] : [profileBoard], bookmark: '-end-' }),
  });
  const { user } = renderApp(`/maker/kitchen/?invite_code=${CODE}`);

  const before = await openPicker(user);
  await within(before).findByRole('button', { name: 'Profile' });
  expect(within(before).queryByRole('button', { name: 'Kitchen' })).toBeNull();
  await user.keyboard('{Escape}');

  await user.click(within(await screen.findByRole('region', { name: 'Board invite' })).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText('You joined')).toBeInTheDocument();

  const { dialog, offeredWhileAsking, loading } = await reopenPicker(user);
  expect(offeredWhileAsking).toEqual([]);
  expect(loading).toBe('Loading boards');
  expect(await within(dialog).findByRole('button', { name: 'Kitchen' })).toBeInTheDocument();
  expect(api.callsTo('boardsGet')).toHaveLength(2);
});

test('after leaving a board, the reopened picker waits for the new list, which no longer offers that board', async () => {
  let member = true;
  const api = mockApi({
    viewerGet: () => ({ data: viewerWhoPicks({}) }),
    boardGet: () => ({ data: member ? joined : kitchen }),
    boardFeed: () => ({ data: [pin], bookmark: '-end-' }),
    collaboratorRemove: ({ board_id, invited_user_id }) => {
      member = false;
      return { data: { board_id, invited_user_id, collaborator_count: 0 } };
    },
    boardsGet: () => ({ data: member ? [profileBoard, makeFullBoard(kitchen.id, { name: 'Kitchen' })] : [profileBoard], bookmark: '-end-' }),
  });
  const { user } = renderApp('/maker/kitchen/');

  const before = await openPicker(user);
  expect(await within(before).findByRole('button', { name: 'Kitchen' })).toBeInTheDocument();
  await user.keyboard('{Escape}');

  await user.click(await screen.findByRole('button', { name: 'Leave board' }));
  expect(await screen.findByText('You left')).toBeInTheDocument();

  const { dialog, offeredWhileAsking, loading } = await reopenPicker(user);
  expect(offeredWhileAsking).toEqual([]);
  expect(loading).toBe('Loading boards');
  expect(await within(dialog).findByRole('button', { name: 'Profile' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Kitchen' })).toBeNull();
  expect(api.callsTo('boardsGet')).toHaveLength(2);
  // The board page itself is not read again: the removal already updated it.
  expect(api.callsTo('boardGet')).toHaveLength(1);
});

test("after logging out and in as someone else, the reopened picker never offers the first account's boards", async () => {
  const ann = viewerWhoPicks({});
  const bo = viewerWhoPicks({ id: '78', username: 'bo', fullName: 'Bo Bell', full_name: 'Bo Bell', first_name: 'Bo' });
  let session: SignedInViewer | null = ann;
  const annsBoard = makeFullBoard('600', { name: "Ann's kitchen" });
  const bosBoard = makeFullBoard('700', { name: "Bo's garden" });
  const api = mockApi({
    viewerGet: (options, call) => (session ? { data: session } : signedOut(options, call)),
    homefeed: () => ({ data: [pin], bookmark: '-end-' }),
    logout: () => {
      session = null;
      return { data: null };
    },
    login: () => {
      session = bo;
      return { data: bo };
    },
    boardsGet: () => ({ data: [session === ann ? annsBoard : bosBoard], bookmark: '-end-' }),
  });
  const { user } = renderApp('/');

  await within(await openPicker(user)).findByRole('button', { name: "Ann's kitchen" });
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await user.click(await screen.findByRole('link', { name: 'Log in' }));
  await user.type(await screen.findByLabelText('Email or username'), 'bo');
  await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
  expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();

  const { dialog, offeredWhileAsking, loading } = await reopenPicker(user);
  expect(offeredWhileAsking).toEqual([]);
  expect(loading).toBe('Loading boards');
  expect(await within(dialog).findByRole('button', { name: "Bo's garden" })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: "Ann's kitchen" })).toBeNull();
  expect(api.callsTo('boardsGet')).toHaveLength(2);
});

test('archived boards come last, under their own Archived heading, and still take a save', async () => {
  const attic = makeFullBoard('610', { name: 'Attic', archived: true });
  const garden = makeFullBoard('620', { name: 'Garden' });
  const shed = makeFullBoard('630', { name: 'Shed', archived: true, sections: [{ id: '71', slug: 'tools', title: 'Tools', pinCount: 0 }] });
  const api = mockApi({
    viewerGet: () => ({ data: viewerWhoPicks({}) }),
    homefeed: () => ({ data: [pin], bookmark: '-end-' }),
    // The server's order (most recently saved to) mixes them; the picker groups them.
    boardsGet: () => ({ data: [attic, profileBoard, shed, garden], bookmark: '-end-' }),
    repinCreate: () => ({ status: 201, data: repinResult({ board: { id: shed.id, url: shed.url, name: shed.name, layout: 'default' } }) }),
  });
  const { user } = renderApp('/');

  const dialog = await openPicker(user);
  const boards = await within(dialog).findByRole('list', { name: 'Boards' });
  const archivedList = within(dialog).getByRole('list', { name: 'Archived' });
  const buttonsOf = (list: HTMLElement) =>
    within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
  expect(buttonsOf(boards)).toEqual(['Profile', 'Garden']);
  expect(buttonsOf(archivedList)).toEqual(['Attic', 'Shed', 'Tools']);
  const heading = within(dialog).getByRole('heading', { level: 3, name: 'Archived' });
  expect(boards.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  await user.click(within(archivedList).getByRole('button', { name: 'Tools in Shed' }));
  await settle();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.callsTo('repinCreate')[0].options).toMatchObject({ pin_id: '1', board_id: shed.id, section: '71' });
});
