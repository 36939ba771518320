import { screen, waitFor, within } from '@testing-library/react';
import type { BoardDetail } from '../../../../shared/contracts/board';
import { BOARD_ACTIONS } from '../../../../shared/domain/boardPermissions';
import { makeBoardDetail, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const ann = makeUser('77', { username: 'ann_lee', fullName: 'Ann Lee' });
const soups = { id: '11', slug: 'soups', title: 'Soups', pinCount: 2 };
const kitchen = makeBoardDetail('600', ann, 'kitchen', { name: 'Kitchen', pinCount: 3, sections: [soups], permissions: [...BOARD_ACTIONS] });
const clash = {
  status: 409,
  error: { code: 'conflict', message: 'The board already has a section with that title.', fields: { title: 'already used on this board' } },
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function serve(initial: BoardDetail, { viewer = makeViewer(), signedIn = true } = {}) {
  let board = initial;
  const notFound = { status: 404, error: { code: 'not_found', message: 'Not found.' } };
  return mockApi({
    viewerGet: signedIn ? () => ({ data: viewer }) : signedOut,
    sectionGet: ({ section_id }) => {
      const section = board.sections.find((s) => s.id === section_id);
      return section ? { data: { ...section, board_id: board.id, board } } : notFound;
    },
    sectionUpdate: ({ section_id, title }) => {
      if (title === 'Bread') return clash;
      const renamed = { ...board.sections.find((s) => s.id === section_id)!, title: String(title), slug: String(title).toLowerCase() };
      board = { ...board, sections: board.sections.map((s) => (s.id === section_id ? renamed : s)) };
      return { data: { ...renamed, board_id: board.id } };
    },
    sectionDelete: ({ section_id }) => {
      board = { ...board, sections: board.sections.filter((s) => s.id !== section_id) };
      return { data: { id: String(section_id), board_id: board.id, moved_pin_count: 2 } };
    },
    boardGet: ({ username, slug }) => (username === 'ann_lee' && (slug === 'kitchen' || slug === '600') ? { data: board } : notFound),
    boardFeed: () => ({ data: [], bookmark: '-end-' }),
  });
}

const notifications = () => screen.getByRole('status', { name: 'Notifications' });

test('renames the section; a title the board already has (409) is shown on the field', async () => {
  const api = serve(kitchen);
  const { user } = renderApp('/boardsection/11/edit/');
  const title = await screen.findByRole('textbox', { name: 'Section name' });
  expect(screen.getByRole('heading', { level: 1, name: 'Edit section' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/ann_lee/kitchen/');

  await user.clear(title);
  await user.type(title, 'Bread');
  await user.click(screen.getByRole('button', { name: 'Rename' }));
  await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
  expect(title).toHaveAccessibleDescription('This board already has a section with that title. Try another. 5/50');

  await user.clear(title);
  await user.type(title, 'Stews');
  await user.click(screen.getByRole('button', { name: 'Rename' }));
  await waitFor(() => expect(notifications()).toHaveTextContent('Section renamed to Stews'));
  expect(api.callsTo('sectionUpdate').map((c) => c.options)).toEqual([
    { section_id: '11', title: 'Bread' },
    { section_id: '11', title: 'Stews' },
  ]);
  expect(await screen.findByRole('link', { name: 'Back to Stews' })).toHaveAttribute('href', '/ann_lee/kitchen/stews/');
});

test('deletes the section after saying its pins go back to the board, then opens the board', async () => {
  const api = serve(kitchen);
  const { user } = renderApp('/boardsection/11/edit/');
  await user.click(await screen.findByRole('button', { name: 'Delete section Soups' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete Soups?' });
  expect(confirm).toHaveAccessibleDescription('Its 2 pins go back to Kitchen. The section itself cannot be brought back.');
  await user.click(within(confirm).getByRole('button', { name: 'Delete section' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ann_lee/kitchen/'));
  expect(api.callsTo('sectionDelete').map((c) => c.options)).toEqual([{ section_id: '11' }]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
  await waitFor(() => expect(notifications()).toHaveTextContent('Section Soups deleted'));
});

test('someone who may not change sections gets the refusal page; signed out, the login prompt; unknown, not found', async () => {
  serve({ ...kitchen, permissions: [] }, { viewer: makeViewer({ id: '78', username: 'bo' }) });
  const first = renderApp('/boardsection/11/edit/');
  expect(await screen.findByRole('heading', { level: 1, name: "You can't edit this section" })).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  first.unmount();

  serve(kitchen, { signedIn: false });
  const second = renderApp('/boardsection/11/edit/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in to edit this section' })).toBeInTheDocument();
  second.unmount();

  serve(kitchen);
  renderApp('/boardsection/99/edit/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

describe('the section page', () => {
  test('/{username}/{boardId}/{sectionId} shows the same section as its slug url, with Edit section for an editor', async () => {
    const api = serve(kitchen);
    renderApp('/ann_lee/600/11/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit section' })).toHaveAttribute('href', '/boardsection/11/edit/');
    await waitFor(() => expect(api.callsTo('boardFeed').map((c) => c.options)).toEqual([{ board_id: '600', section_id: '11' }]));
  });

  test('the board page offers Edit board only to whoever may edit the board', async () => {
    serve(kitchen);
    const owner = renderApp('/ann_lee/kitchen/');
    expect(await screen.findByRole('link', { name: 'Edit board' })).toHaveAttribute('href', '/board/600/edit/');
    owner.unmount();

    serve({ ...kitchen, permissions: ['save'] }, { viewer: makeViewer({ id: '78', username: 'bo' }) });
    renderApp('/ann_lee/kitchen/');
    await screen.findByRole('heading', { level: 1, name: 'Kitchen' });
    expect(screen.queryByRole('link', { name: 'Edit board' })).toBeNull();
  });
});
