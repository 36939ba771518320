import { screen, waitFor, within } from '@testing-library/react';
import type { BoardDetail } from '../../../../shared/contracts/board';
import { BOARD_ACTIONS, OWNER_ACTIONS } from '../../../../shared/domain/boardPermissions';
import { makeBoard, makeBoardDetail, makePin, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const ann = makeUser('77', { username: 'ann_lee', fullName: 'Ann Lee' });
const sections = [
  { id: '11', slug: 'soups', title: 'Soups', pinCount: 2 },
  { id: '12', slug: 'bread', title: 'Bread', pinCount: 0 },
];
const kitchen = makeBoardDetail('600', ann, 'kitchen', {
  name: 'Kitchen',
  description: 'Things to cook',
  pinCount: 3,
  sections,
  // The owner's: every action of the table and the owner's own (privacy).
  permissions: [...BOARD_ACTIONS, ...OWNER_ACTIONS],
});
const pinOn = (id: string) => makePin(id, { board: makeBoard('600', '77', { name: 'Kitchen', url: kitchen.url }) });
const taken = {
  status: 409,
  error: { code: 'conflict', message: 'You already have a board with that name.', fields: { name: 'already used by another of your boards' } },
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The edit page of a board that the handlers below change as the server would. */
function serve(initial: BoardDetail, { viewer = makeViewer(), signedIn = true, handlers = {} as Parameters<typeof mockApi>[0] } = {}) {
  let board = initial;
  const api = mockApi({
    viewerGet: signedIn ? () => ({ data: viewer }) : signedOut,
    boardGet: ({ board_id }) =>
      board_id === board.id ? { data: board } : { status: 404, error: { code: 'not_found', message: 'Board not found.' } },
    boardFeed: () => ({ data: [pinOn('1'), pinOn('2')], bookmark: '-end-' }),
    boardUpdate: ({ board_id, ...changes }) => {
      if (changes.name === 'Bread') return taken;
      board = {
        ...board,
        ...(changes as Partial<BoardDetail>),
        coverPinId: changes.cover_pin_id === undefined ? board.coverPinId : (changes.cover_pin_id as string | null),
      };
      return { data: { ...board, id: String(board_id) } };
    },
    boardDelete: ({ board_id }) => ({ data: { id: String(board_id), deleted_pin_count: board.pinCount } }),
    sectionCreate: ({ title }) => {
      const section = { id: '13', slug: String(title).toLowerCase(), title: String(title), pinCount: 0 };
      board = { ...board, sections: [...board.sections, section] };
      return { status: 201, data: { ...section, board_id: board.id } };
    },
    sectionsReorder: ({ section_ids }) => {
      const order = section_ids as string[];
      board = { ...board, sections: order.map((id) => board.sections.find((s) => s.id === id)!) };
      return { data: board.sections.map((s) => ({ ...s, board_id: board.id })) };
    },
    sectionDelete: ({ section_id }) => {
      const section = board.sections.find((s) => s.id === section_id)!;
      board = { ...board, sections: board.sections.filter((s) => s.id !== section_id) };
      return { data: { id: section.id, board_id: board.id, moved_pin_count: section.pinCount } };
    },
    userGet: () => ({ data: { ...ann, about: '', followingCount: 0, pinCount: 0, boardCount: 0 } }),
    userPins: () => ({ data: [], bookmark: '-end-' }),
    boardsGet: () => ({ data: [], bookmark: '-end-' }),
    ...handlers,
  });
  return { api, current: () => board };
}

const notifications = () => screen.getByRole('status', { name: 'Notifications' });
const details = () => screen.getByRole('form', { name: 'Board details' });

test('renames the board, sending only the name; the page and the toast follow', async () => {
  const { api } = serve(kitchen);
  const { user } = renderApp('/board/600/edit/');
  const name = await screen.findByRole('textbox', { name: 'Name' });
  expect(screen.getByRole('heading', { level: 1, name: 'Edit board' })).toBeInTheDocument();
  expect(name).toHaveValue('Kitchen');
  expect(within(details()).getByRole('button', { name: 'Save' })).toBeDisabled();

  await user.clear(name);
  await user.type(name, 'Cooking');
  await user.click(within(details()).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.getByRole('link', { name: 'Back to Cooking' })).toBeInTheDocument());
  expect(api.callsTo('boardUpdate').map((c) => c.options)).toEqual([{ board_id: '600', name: 'Cooking' }]);
  await waitFor(() => expect(notifications()).toHaveTextContent('Board saved'));
});

test('a name the owner already uses (409) is shown on the name field, which gets the focus', async () => {
  serve(kitchen);
  const { user } = renderApp('/board/600/edit/');
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Bread');
  await user.click(within(details()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  expect(name).toHaveAccessibleDescription('You already have a board with that name. Try another. 5/50');
  expect(name).toHaveFocus();
});

test('changes privacy and cover together; the cover is one of the board’s pins', async () => {
  const { api } = serve(kitchen);
  const { user } = renderApp('/board/600/edit/');
  const privacy = await screen.findByRole('group', { name: 'Privacy' });
  expect(within(privacy).getByRole('radio', { name: 'Public' })).toBeChecked();
  await user.click(within(privacy).getByRole('radio', { name: 'Secret' }));
  const cover = screen.getByRole('group', { name: 'Cover' });
  expect(within(cover).getByRole('radio', { name: 'Newest pin' })).toBeChecked();
  const covers = await within(cover).findAllByRole('radio');
  expect(covers).toHaveLength(3);
  await user.click(covers[2]);
  await user.click(within(details()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('boardUpdate')).toHaveLength(1));
  expect(api.callsTo('boardUpdate')[0].options).toEqual({ board_id: '600', privacy: 'secret', cover_pin_id: '2' });
  await waitFor(() => expect(notifications()).toHaveTextContent('Board saved'));
});

/** The board's pins two a page: 1 and 2, then 3 and 4. */
const pagedFeed = {
  boardFeed: ({ bookmark }: Record<string, unknown>) =>
    bookmark === 'p2' ? { data: [pinOn('3'), pinOn('4')], bookmark: '-end-' } : { data: [pinOn('1'), pinOn('2')], bookmark: 'p2' },
};
const coverNamed = (id: string) => ({ name: `This contains an image of: Pin ${id}` });

test('shows more of the board’s pins a page at a time, focus on the first new one, so any pin can be the cover', async () => {
  const { api } = serve(kitchen, { handlers: pagedFeed });
  const { user } = renderApp('/board/600/edit/');
  const cover = await screen.findByRole('group', { name: 'Cover' });
  await within(cover).findByRole('radio', coverNamed('2'));
  expect(within(cover).queryByRole('radio', coverNamed('3'))).toBeNull();

  await user.click(within(cover).getByRole('button', { name: 'Show more pins' }));
  await waitFor(() => expect(within(cover).getByRole('radio', coverNamed('3'))).toHaveFocus());
  expect(within(cover).getAllByRole('radio')).toHaveLength(5);
  expect(within(cover).queryByRole('button', { name: 'Show more pins' })).toBeNull();
  expect(api.callsTo('boardFeed').map((c) => c.options.bookmark)).toEqual([undefined, 'p2']);

  await user.click(within(cover).getByRole('radio', coverNamed('4')));
  await user.click(within(details()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('boardUpdate')).toHaveLength(1));
  expect(api.callsTo('boardUpdate')[0].options).toEqual({ board_id: '600', cover_pin_id: '4' });
  await waitFor(() => expect(notifications()).toHaveTextContent('Board saved'));
});

test('a cover older than the pins loaded is shown, chosen, and not shown twice once its page arrives', async () => {
  const { api } = serve({ ...kitchen, coverPinId: '4' }, { handlers: { ...pagedFeed, pinGet: () => ({ data: pinOn('4') }) } });
  const { user } = renderApp('/board/600/edit/');
  const cover = await screen.findByRole('group', { name: 'Cover' });
  expect(await within(cover).findByRole('radio', coverNamed('4'))).toBeChecked();
  expect(within(cover).getByRole('radio', { name: 'Newest pin' })).not.toBeChecked();
  expect(api.callsTo('pinGet')[0].options).toEqual({ id: '4' });

  await user.click(within(cover).getByRole('button', { name: 'Show more pins' }));
  await within(cover).findByRole('radio', coverNamed('3'));
  expect(within(cover).getAllByRole('radio', coverNamed('4'))).toHaveLength(1);
  expect(within(cover).getByRole('radio', coverNamed('4'))).toBeChecked();
  expect(within(details()).getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('archives, then unarchives', async () => {
  const { api } = serve(kitchen);
  const { user } = renderApp('/board/600/edit/');
  await user.click(await screen.findByRole('button', { name: 'Archive board' }));
  await user.click(await screen.findByRole('button', { name: 'Unarchive board' }));
  await screen.findByRole('button', { name: 'Archive board' });
  expect(api.callsTo('boardUpdate').map((c) => c.options)).toEqual([
    { board_id: '600', archived: true },
    { board_id: '600', archived: false },
  ]);
});

test('Delete board asks first, naming the board and its pins; Cancel keeps it, Delete board goes to the profile with a toast', async () => {
  const { api } = serve(kitchen);
  const { user } = renderApp('/board/600/edit/');
  await user.click(await screen.findByRole('button', { name: 'Delete board' }));
  let confirm = await screen.findByRole('dialog', { name: 'Delete Kitchen?' });
  expect(confirm).toHaveAccessibleDescription('Its 3 pins will be deleted with it. Its sections go too, and this cannot be undone.');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.callsTo('boardDelete')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete board' }));
  confirm = await screen.findByRole('dialog', { name: 'Delete Kitchen?' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete board' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ann_lee/_saved/'));
  expect(api.callsTo('boardDelete').map((c) => c.options)).toEqual([{ board_id: '600' }]);
  await waitFor(() => expect(notifications()).toHaveTextContent('Kitchen deleted'));
});

test('sections: add one, move one down by keyboard (the focus follows it), delete one after a confirmation', async () => {
  const { api } = serve(kitchen);
  const { user } = renderApp('/board/600/edit/');
  const newSection = await screen.findByRole('textbox', { name: 'New section' });
  await user.type(newSection, 'Cakes');
  await user.click(screen.getByRole('button', { name: 'Add section' }));
  await screen.findByRole('textbox', { name: 'Section 3' });
  expect(api.callsTo('sectionCreate').map((c) => c.options)).toEqual([{ board_id: '600', title: 'Cakes' }]);
  expect(newSection).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Move Soups up' })).toBeDisabled();

  screen.getByRole('button', { name: 'Move Soups down' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Section 1' })).toHaveValue('Bread'));
  expect(api.callsTo('sectionsReorder').map((c) => c.options)).toEqual([{ board_id: '600', section_ids: ['12', '11', '13'] }]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Soups down' })).toHaveFocus());

  await user.click(screen.getByRole('button', { name: 'Delete section Soups' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete Soups?' });
  expect(confirm).toHaveAccessibleDescription('Its 2 pins go back to Kitchen. The section itself cannot be brought back.');
  await user.click(within(confirm).getByRole('button', { name: 'Delete section' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete section Soups' })).toBeNull());
  expect(api.callsTo('sectionDelete').map((c) => c.options)).toEqual([{ section_id: '11' }]);
});

test('links to the collaborators page', async () => {
  serve(kitchen);
  renderApp('/board/600/edit/');
  expect(await screen.findByRole('link', { name: 'Collaborators' })).toHaveAttribute('href', '/board/600/edit/collaborators');
});

test('a collaborator without edit_board gets the refusal page and no form', async () => {
  const visitor = makeViewer({ id: '78', username: 'bo' });
  serve({ ...kitchen, collaboratedByMe: true, permissions: ['save', 'favorite'] }, { viewer: visitor });
  renderApp('/board/600/edit/');
  expect(await screen.findByRole('heading', { level: 1, name: "You can't edit this board" })).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
});

test('a collaborator allowed edit_board but not delete_board edits, without Delete board', async () => {
  serve({ ...kitchen, collaboratedByMe: true, permissions: ['save', 'edit_board'] }, { viewer: makeViewer({ id: '78', username: 'bo' }) });
  renderApp('/board/600/edit/');
  expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Archive board' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete board' })).toBeNull();
  // Sections need their own permissions.
  expect(screen.queryByRole('textbox', { name: 'New section' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
});

test('a collaborator allowed edit_board sees the privacy but cannot change it (it stays with the owner), and saves the rest', async () => {
  const { api } = serve(
    { ...kitchen, privacy: 'secret', collaboratedByMe: true, permissions: [...BOARD_ACTIONS] },
    { viewer: makeViewer({ id: '78', username: 'bo' }) },
  );
  const { user } = renderApp('/board/600/edit/');
  const name = await screen.findByRole('textbox', { name: 'Name' });
  const privacy = screen.getByRole('group', { name: 'Privacy' });
  expect(privacy).toBeDisabled();
  expect(privacy).toHaveAccessibleDescription("Only the board's owner can change its privacy.");
  expect(within(privacy).getByRole('radio', { name: 'Secret' })).toBeChecked();
  for (const radio of within(privacy).getAllByRole('radio')) expect(radio).toBeDisabled();
  await user.clear(name);
  await user.type(name, 'Cooking');
  await user.click(within(details()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('boardUpdate')).toHaveLength(1));
  expect(api.callsTo('boardUpdate')[0].options).toEqual({ board_id: '600', name: 'Cooking' });
});

test('signed out, the page asks to log in', async () => {
  serve(kitchen, { signedIn: false });
  const { user } = renderApp('/board/600/edit/');
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
});

test('an unknown board is not found; an address whose id is no id is not found without asking', async () => {
  const { api } = serve(kitchen);
  const first = renderApp('/board/999/edit/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  first.unmount();
  renderApp('/board/kitchen/edit/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(api.callsTo('boardGet').map((c) => c.options)).toEqual([{ board_id: '999' }]);
});
