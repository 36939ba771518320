import { screen, waitFor, within } from '@testing-library/react';
import { selectLoginPrompt } from '../../../../client/features/loginPrompt/loginPromptSlice';
import { SaveButton } from '../../../../client/features/saves/SaveButton';
import type { Board } from '../../../../shared/contracts/board';
import type { ErrorBody } from '../../../../shared/contracts/envelope';
import { makeFullBoard, makePin, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import { renderSave, repinResult, settle } from '../saves/harness';

const ann = makeUser('77', { username: 'ann_lee', fullName: 'Ann Lee' });
const kitchen = makeFullBoard('600', ann, 'kitchen', { name: 'Kitchen' });
const taken = {
  status: 409,
  error: { code: 'conflict', message: 'You already have a board with that name.', fields: { name: 'already used by another of your boards' } },
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

describe('from the board picker', () => {
  function picker(boardCreate: (options: Record<string, unknown>) => { status?: number; data?: Board; error?: ErrorBody }) {
    let boards: Board[] = [kitchen];
    return renderSave({
      pins: [makePin('1')],
      viewer: makeViewer({ save_behavior: 1, created_at: '2020-01-01T00:00:00.000Z' }),
      handlers: {
        boardsGet: () => ({ data: boards, bookmark: '-end-' }),
        boardCreate: (options) => {
          const answer = boardCreate(options);
          // The server lists a board without pins last (last_pinned_to).
          if (answer.data) boards = [...boards, answer.data];
          return answer;
        },
        repinCreate: (options) => ({
          status: 201,
          data: repinResult({ board: { id: String(options.board_id), url: '/ann_lee/bread/', name: 'Bread', layout: 'default' } }),
        }),
      },
      ui: <SaveButton pinId="1" />,
    });
  }

  test('a session that ended meanwhile asks to log in to create a board', async () => {
    const { user, store } = await picker(() => ({ status: 401, error: { code: 'unauthorized', message: 'Log in to continue.' } }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    await within(dialog).findByRole('button', { name: 'Kitchen' });
    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
    const create = await screen.findByRole('dialog', { name: 'Create board' });
    await user.type(within(create).getByRole('textbox', { name: 'Name' }), 'Bread');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(selectLoginPrompt(store.getState())).toMatchObject({ visible: true, trigger: 'createBoard' }));
  });

  test('Create board makes a public board that comes first in the picker at once, focused; picking it saves there', async () => {
    const bread = makeFullBoard('601', ann, 'bread', { name: 'Bread' });
    const { user, api } = await picker(() => ({ status: 201, data: bread }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    await within(dialog).findByRole('button', { name: 'Kitchen' });

    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
    const create = await screen.findByRole('dialog', { name: 'Create board' });
    const name = within(create).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(within(create).getByRole('checkbox', { name: 'Keep this board secret' })).not.toBeChecked();
    await user.type(name, 'Bread');
    expect(within(create).getByText('5/50')).toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    await settle();

    expect(api.callsTo('boardCreate').map((c) => c.options)).toEqual([{ name: 'Bread', description: '', privacy: 'public', layout: 'default' }]);
    expect(screen.queryByRole('dialog', { name: 'Create board' })).toBeNull();
    const picked = screen.getByRole('dialog', { name: 'Save to board' });
    const offered = within(within(picked).getByRole('list', { name: 'Boards' })).getAllByRole('button');
    expect(offered.map((b) => b.textContent)).toEqual(['Bread', 'Kitchen']);
    await waitFor(() => expect(offered[0]).toHaveFocus());
    // The picker's list was asked again (the new board invalidates it), and the new board still leads.
    expect(api.callsTo('boardsGet').length).toBeGreaterThanOrEqual(2);

    await user.keyboard('{Enter}');
    await settle();
    expect(api.callsTo('repinCreate')[0].options).toMatchObject({ pin_id: '1', board_id: '601' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a secret board is asked for as secret; a taken name (409) is shown on the name field, which gets the focus', async () => {
    const { user, api } = await picker((options) =>
      options.name === 'Kitchen' ? taken : { status: 201, data: makeFullBoard('602', ann, 'gifts', { name: 'Gifts', privacy: 'secret' }) },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create board' }));
    const create = await screen.findByRole('dialog', { name: 'Create board' });
    const name = within(create).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Kitchen');
    await user.click(within(create).getByRole('checkbox', { name: 'Keep this board secret' }));
    await user.click(within(create).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('You already have a board with that name. Try another. 7/50');
    expect(name).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Create board' })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Gifts');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    await settle();
    expect(api.callsTo('boardCreate').map((c) => c.options.privacy)).toEqual(['secret', 'secret']);
    expect(within(screen.getByRole('dialog', { name: 'Save to board' })).getAllByRole('button')[1]).toHaveTextContent('Gifts');
  });

  test('Esc closes only the Create board dialog, leaving the picker open and nothing created', async () => {
    const { user, api } = await picker(() => ({ status: 201, data: kitchen }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create board' }));
    await screen.findByRole('dialog', { name: 'Create board' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Create board' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Save to board' })).toBeInTheDocument();
    expect(api.callsTo('boardCreate')).toHaveLength(0);
  });
});

describe('from the profile', () => {
  const serveProfile = (viewer = makeViewer()) =>
    mockApi({
      viewerGet: () => ({ data: viewer }),
      userGet: () => ({ data: { ...ann, about: '', followingCount: 0, pinCount: 0, boardCount: 1 } }),
      userPins: () => ({ data: [], bookmark: '-end-' }),
      boardsGet: () => ({ data: [kitchen], bookmark: '-end-' }),
      boardCreate: () => ({ status: 201, data: makeFullBoard('603', ann, 'trips', { name: 'Trips' }) }),
      boardGet: () => ({ data: { ...makeFullBoard('603', ann, 'trips', { name: 'Trips', permissions: ['edit_board'] }), collaborators: [] } }),
      boardFeed: () => ({ data: [], bookmark: '-end-' }),
    });

  test("the owner's Saved tab offers Create board; the new board's page opens, with Edit board", async () => {
    const api = serveProfile();
    const { user } = renderApp('/ann_lee/_saved/');
    await screen.findByRole('link', { name: 'Kitchen' });
    await user.click(screen.getByRole('button', { name: 'Create board' }));
    const create = await screen.findByRole('dialog', { name: 'Create board' });
    await user.type(within(create).getByRole('textbox', { name: 'Name' }), 'Trips');
    await user.type(within(create).getByRole('textbox', { name: 'Description' }), 'Places to go');
    await user.click(within(create).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Trips' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ann_lee/trips/');
    expect(api.callsTo('boardCreate')[0].options).toMatchObject({ name: 'Trips', description: 'Places to go', privacy: 'public' });
    expect(screen.getByRole('link', { name: 'Edit board' })).toHaveAttribute('href', '/board/603/edit/');
  });

  test("someone else's profile has no Create board", async () => {
    serveProfile(makeViewer({ id: '78', username: 'bo' }));
    renderApp('/ann_lee/_saved/');
    await screen.findByRole('link', { name: 'Kitchen' });
    expect(screen.queryByRole('button', { name: 'Create board' })).toBeNull();
  });
});
