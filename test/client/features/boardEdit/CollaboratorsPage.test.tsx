import { screen, waitFor, within } from '@testing-library/react';
import type { CollaboratorsPage } from '../../../../shared/contracts/collaborators';
import { BOARD_ACTIONS } from '../../../../shared/domain/boardPermissions';
import { makeUser, makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import { holdRequests } from '../saves/harness';

// The members page: the owner changes what a collaborator may do, removes one, cancels an invite; each shows at once
// and is put back when the server refuses (a refused removal is rolled back by re-adding the collaborator).
const owner = makeUser('70', { username: 'maker', fullName: 'Mia Maker' });
const kai = makeUser('71', { username: 'kai', fullName: 'Kai Fresh' });
const lou = makeUser('72', { username: 'lou', fullName: 'Lou Late' });
const asOwner = makeViewer({ id: owner.id, username: owner.username, fullName: owner.fullName });
const asKai = makeViewer({ id: kai.id, username: kai.username, fullName: kai.fullName });

const members = (): CollaboratorsPage => ({
  board: { id: '81', name: 'Kitchen', url: '/maker/kitchen/', ownerId: owner.id },
  owner,
  collaborators: [{ user: kai, permissions: ['save', 'favorite'] }],
  pendingInvites: [{ user: lou, invitedAt: '2026-11-01T00:00:00.000Z' }],
  inviteLink: null,
  viewerPermissions: [...BOARD_ACTIONS],
});
const refused = { status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function serve(handlers: Parameters<typeof mockApi>[0] = {}, as = asOwner, page = members()) {
  return mockApi({
    viewerGet: () => ({ data: as }),
    collaboratorsGet: () => ({ data: page }),
    collaboratorUpdate: ({ board_id, invited_user_id, permissions }) => ({ data: { board_id, invited_user_id, permissions } }),
    collaboratorRemove: ({ board_id, invited_user_id }) => ({ data: { board_id, invited_user_id, collaborator_count: 0 } }),
    inviteDeny: ({ board_id, invited_user_id }) => ({ data: { board_id, invited_user_id, status: 'declined' } }),
    ...handlers,
  });
}

const permissionsOf = (name: string) => screen.getByRole('group', { name: `What ${name} may do` });
const box = (name: string, label: string) => within(permissionsOf(name)).getByRole('checkbox', { name: label });
const memberNames = () =>
  within(screen.getByRole('list', { name: 'Members' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('/board/{id}/edit/collaborators', () => {
  test('lists the owner and the collaborators with what each may do', async () => {
    serve();
    renderApp('/board/81/edit/collaborators');
    expect(await screen.findByRole('heading', { name: 'Collaborators' })).toBeInTheDocument();
    expect(memberNames()).toEqual(['Mia Maker', 'Kai Fresh']);
    expect(box('Kai Fresh', 'Save Pins')).toBeChecked();
    expect(box('Kai Fresh', 'Add sections')).not.toBeChecked();
  });

  test('the owner gives an action: checked at once, the whole list sent in the table order', async () => {
    const api = serve();
    const { user } = renderApp('/board/81/edit/collaborators');
    await screen.findByRole('group', { name: 'What Kai Fresh may do' });
    const release = holdRequests('collaboratorUpdate');

    await user.click(box('Kai Fresh', 'Add sections'));
    await waitFor(() => expect(box('Kai Fresh', 'Add sections')).toBeChecked());
    expect(api.callsTo('collaboratorUpdate')).toEqual([]);
    await release();
    await waitFor(() =>
      expect(api.callsTo('collaboratorUpdate').map((c) => c.options)).toEqual([
        { board_id: '81', invited_user_id: '71', permissions: ['save', 'favorite', 'create_section'] },
      ]),
    );
    expect(box('Kai Fresh', 'Add sections')).toBeChecked();
  });

  test('a refused change is undone and the toast says why', async () => {
    serve({ collaboratorUpdate: () => refused });
    const { user } = renderApp('/board/81/edit/collaborators');
    await screen.findByRole('group', { name: 'What Kai Fresh may do' });

    await user.click(box('Kai Fresh', 'Save Pins'));
    expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeInTheDocument();
    expect(box('Kai Fresh', 'Save Pins')).toBeChecked();
  });

  test('a collaborator sees the permissions but cannot change them, and may leave for their profile', async () => {
    const api = serve({}, asKai, { ...members(), viewerPermissions: ['save', 'favorite'] });
    const { user } = renderApp('/board/81/edit/collaborators');
    await screen.findByRole('group', { name: 'What Kai Fresh may do' });
    expect(box('Kai Fresh', 'Save Pins')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Cancel invite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add collaborators' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave board' }));
    expect(await screen.findByText('You left the board')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/kai\/$/);
    expect(api.callsTo('collaboratorRemove').map((c) => c.options)).toEqual([{ board_id: '81', invited_user_id: '71', field_set_key: 'boardEdit' }]);
  });

  test('removing a collaborator takes them off at once; a refusal puts them back', async () => {
    const api = serve({ collaboratorRemove: () => refused });
    const { user } = renderApp('/board/81/edit/collaborators');
    await screen.findByRole('group', { name: 'What Kai Fresh may do' });
    const release = holdRequests('collaboratorRemove');

    await user.click(screen.getByRole('button', { name: 'Remove Kai Fresh' }));
    await waitFor(() => expect(memberNames()).toEqual(['Mia Maker']));
    expect(api.callsTo('collaboratorRemove')).toEqual([]);
    await release();
    expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeInTheDocument();
    expect(memberNames()).toEqual(['Mia Maker', 'Kai Fresh']);
  });

  test('removing a collaborator for good says so', async () => {
    const api = serve();
    const { user } = renderApp('/board/81/edit/collaborators');
    await user.click(await screen.findByRole('button', { name: 'Remove Kai Fresh' }));
    expect(await screen.findByText('Kai Fresh was removed from the board')).toBeInTheDocument();
    expect(memberNames()).toEqual(['Mia Maker']);
    expect(api.callsTo('collaboratorRemove')).toHaveLength(1);
  });

  test('cancelling an invite removes it and says so', async () => {
    const api = serve();
    const { user } = renderApp('/board/81/edit/collaborators');
    await user.click(await screen.findByRole('button', { name: 'Cancel invite to Lou Late' }));
    expect(await screen.findByText('Invite to Lou Late cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Invited' })).not.toBeInTheDocument();
    expect(api.callsTo('inviteDeny').map((c) => c.options)).toEqual([{ board_id: '81', invited_user_id: '72' }]);
  });

  test('a refused cancel brings the invite back', async () => {
    serve({ inviteDeny: () => refused });
    const { user } = renderApp('/board/81/edit/collaborators');
    await user.click(await screen.findByRole('button', { name: 'Cancel invite to Lou Late' }));
    expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Invited' })).getByText('Lou Late')).toBeInTheDocument();
  });

  test('copying the invite link makes one, and the page then says until when it works', async () => {
    let link: CollaboratorsPage['inviteLink'] = null;
    const api = serve({
      collaboratorsGet: () => ({ data: { ...members(), inviteLink: link } }),
      inviteCreate: ({ board_id }) => {
        link = { inviteUrl: '/maker/kitchen/?invite_code=Ab3_-x9QzR1kL0pT', expiresAt: null };
        return {
          status: 201,
          data: {
            invite_code: 'Ab3_-x9QzR1kL0pT',
            invite_url: link.inviteUrl,
            invite_channel: 0,
            status: 'pending',
            invited_user_id: null,
            board: { id: board_id, name: 'Kitchen', url: '/maker/kitchen/' },
            expires_at: null,
          },
        };
      },
    });
    const { user } = renderApp('/board/81/edit/collaborators');
    expect(await screen.findByText('The board has no working link; copying one makes it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset invite link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText('Anyone with the board’s link can join it. It does not expire.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset invite link' })).toBeInTheDocument();
    expect(api.callsTo('collaboratorsGet')).toHaveLength(2);
  });

  test('a board the viewer may not see is not found', async () => {
    serve({ collaboratorsGet: () => ({ status: 404, error: { code: 'not_found', message: 'Board not found.' } }) });
    renderApp('/board/99/edit/collaborators');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('/board/{id}/edit/add_collaborators', () => {
  test('finds people by name and invites one; members are marked, not offered', async () => {
    const ben = makeUser('73', { username: 'ben', fullName: 'Ben Kai' });
    const api = serve({
      search: ({ query, scope }) => ({ data: scope === 'users' && query === 'kai' ? [kai, ben] : [], bookmark: '-end-' }),
      inviteCreate: ({ board_id, invited_user_id }) => ({
        status: 201,
        data: {
          invite_code: 'Ab3_-x9QzR1kL0pT',
          invite_url: '/maker/kitchen/?invite_code=Ab3_-x9QzR1kL0pT',
          invite_channel: 0,
          status: 'pending',
          invited_user_id,
          board: { id: board_id, name: 'Kitchen', url: '/maker/kitchen/' },
          expires_at: null,
        },
      }),
    });
    const { user } = renderApp('/board/81/edit/add_collaborators');
    await user.type(await screen.findByRole('searchbox', { name: 'Search people by name' }), 'kai');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const found = await screen.findByRole('list', { name: 'People found' });
    expect(within(found).getByText('Collaborator')).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: 'Invite Kai Fresh' })).not.toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Invite Ben Kai' }));
    expect(await screen.findByText('Invited Ben Kai')).toBeInTheDocument();
    expect(within(found).getByText('Invited')).toBeInTheDocument();
    expect(api.callsTo('inviteCreate').map((c) => c.options)).toEqual([{ board_id: '81', invited_user_id: '73', invite_channel: 0 }]);
  });
});
