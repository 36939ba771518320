import { act, screen, waitFor, within } from '@testing-library/react';
import type { BoardDetail } from '../../../../shared/contracts/board';
import type { InviteMetadata } from '../../../../shared/contracts/invites';
import { selectLoginPrompt } from '../../../../client/features/loginPrompt/loginPromptSlice';
import { makeBoardDetail, makeInviteMetadata, makeUser, makeViewer } from '../../helpers/factories';
import { holdRequests } from '../saves/harness';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

// The invite landing on a board page (its invite_code is looked up; nothing shows when the lookup fails): signed out,
// the login modal headed for the invite ('{name} invited you to join their board'); after logging in, the seamless
// join; signed in, a banner with Accept and Decline.
const CODE = 'Ab3_-x9QzR1kL0pT';
const owner = makeUser('70', { username: 'maker', fullName: 'Mia Maker', firstName: 'Mia' });
const viewer = makeViewer();
const me = makeUser(viewer.id, { username: viewer.username, fullName: viewer.fullName });
const kitchen = makeBoardDetail('81', owner, 'kitchen', { name: 'Kitchen' });
const joined: BoardDetail = { ...kitchen, collaboratedByMe: true, collaboratorCount: 1, collaborators: [me], permissions: ['save', 'favorite'] };

const invite = (overrides: Partial<InviteMetadata> = {}) => makeInviteMetadata(CODE, owner, kitchen, overrides);
const notFound = { status: 404, error: { code: 'not_found', message: 'Invite not found.' } };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const location = () => screen.getByTestId('location');

/**
 * The board page's calls. The board is read as the server would answer it: with the viewer among its members once
 * they have accepted. `metadata` answers InviteCodeMetadataResource get.
 */
function serve({
  signedIn,
  metadata = () => ({ data: invite() }),
  board = kitchen,
  secret = false,
  refuseSeamless = false,
}: {
  signedIn: boolean;
  /** Answer a seamless join as the server does when no login from this invite led to it. */
  refuseSeamless?: boolean;
  metadata?: () => { data?: unknown; status?: number; error?: { code: string; message: string } };
  board?: BoardDetail;
  secret?: boolean;
}) {
  let member = false;
  return mockApi({
    viewerGet: signedIn ? () => ({ data: viewer }) : signedOut,
    login: () => ({ data: viewer }),
    boardGet: () => (member ? { data: joined } : secret ? notFound : { data: board }),
    boardFeed: () => ({ data: [], bookmark: '-end-' }),
    inviteMetadataGet: metadata,
    pendingInviteCreate: ({ invite_code }) => ({ status: 201, data: { invite_code, expires_at: '2026-11-01T00:15:00.000Z' } }),
    inviteAccept: ({ seamless }) => {
      if (refuseSeamless && seamless)
        return { status: 403, error: { code: 'seamless_not_allowed', message: 'Accept the invite on the board to join it.' } };
      member = true;
      return { data: { board: joined, joined: true } };
    },
    inviteDeny: ({ board_id, invited_user_id }) => ({ data: { board_id, invited_user_id, status: 'declined' } }),
  });
}

describe('signed out', () => {
  test("opens the login modal headed '{first name} invited you to join their board'; logging in joins and says so", async () => {
    const api = serve({ signedIn: false });
    const { user } = renderApp(`/maker/kitchen/?invite_code=${CODE}`);

    const dialog = await screen.findByRole('dialog', { name: 'Mia invited you to join their board' });
    expect(api.callsTo('inviteMetadataGet').map((c) => c.options)).toEqual([{ invite_code: CODE }]);
    // The visit is recorded before the login, which is what lets the join after it be seamless.
    expect(api.callsTo('pendingInviteCreate').map((c) => c.options)).toEqual([{ invite_code: CODE }]);
    await user.type(within(dialog).getByLabelText('Email or username'), 'ann_lee');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse{Enter}');

    // The seamless join: no banner, no question; the toast names the board, and the invite leaves the url.
    expect(await screen.findByText('You joined')).toHaveTextContent('You joined Kitchen');
    expect(screen.getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/maker/kitchen/');
    expect(api.callsTo('inviteAccept').map((c) => c.options)).toEqual([{ invite_code: CODE, accept: true, seamless: true }]);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/maker\/kitchen\/$/));
    expect(screen.queryByRole('region', { name: 'Board invite' })).not.toBeInTheDocument();
    // The board is read again as a member sees it: the viewer is among its members.
    const members = await screen.findByRole('list', { name: 'Board members' });
    expect(within(members).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/ann_lee/');
  });

  test('sends the visitor on to the board with accept_invite, seamless and the code', async () => {
    serve({ signedIn: false });
    const { store } = renderApp(`/maker/kitchen/?invite_code=${CODE}`);
    await screen.findByRole('dialog');
    expect(selectLoginPrompt(store.getState())).toMatchObject({
      trigger: 'groupBoardInvite',
      inviterName: 'Mia',
      next: `/maker/kitchen/?accept_invite=true&seamless=true&invite_code=${CODE}`,
    });
  });

  test.each([
    ['the lookup fails', () => notFound],
    ['the sender has no first name', () => ({ data: invite({ sender: { ...invite().sender, first_name: '  ' } }) })],
  ])("reads 'Your friends invited you to join their board' when %s, and still goes on to this board", async (_case, metadata) => {
    serve({ signedIn: false, metadata });
    const { store } = renderApp(`/maker/kitchen/?invite_code=${CODE}`);
    expect(await screen.findByRole('dialog', { name: 'Your friends invited you to join their board' })).toBeInTheDocument();
    expect(selectLoginPrompt(store.getState()).next).toBe(`/maker/kitchen/?accept_invite=true&seamless=true&invite_code=${CODE}`);
  });

  test.each([
    ['expired', 'invite_expired', 'This invite link has expired.'],
    ['revoked', 'invite_revoked', 'This invite link is no longer active.'],
  ])('says so for an %s link instead of asking to log in, and drops the invite', async (_case, code, message) => {
    const closed = () => ({ status: 409, error: { code, message } });
    serve({ signedIn: false, metadata: closed });
    renderApp(`/maker/kitchen/?invite_code=${CODE}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/maker\/kitchen\/$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("cuts the sender's first name to 30 characters", async () => {
    serve({
      signedIn: false,
      metadata: () => ({ data: invite({ sender: { ...invite().sender, first_name: 'Bartholomew-Maximilian-Alexander' } }) }),
    });
    renderApp(`/maker/kitchen/?invite_code=${CODE}`);
    expect(await screen.findByRole('dialog', { name: 'Bartholomew-Maximilian-Alexand invited you to join their board' })).toBeInTheDocument();
  });

  test('closing the modal leaves the visitor on the board, not asked again', async () => {
    const api = serve({ signedIn: false });
    const { user } = renderApp(`/maker/kitchen/?invite_code=${CODE}`);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('inviteAccept')).toHaveLength(0);
  });
});

describe('signed in with accept_invite and seamless', () => {
  test('joins once, without asking, keeping the rest of the query', async () => {
    const api = serve({ signedIn: true });
    renderApp(`/maker/kitchen/?filter=favorited&accept_invite=true&seamless=true&invite_code=${CODE}`);

    expect(await screen.findByText('You joined')).toHaveTextContent('You joined Kitchen');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/maker\/kitchen\/\?filter=favorited$/));
    expect(api.callsTo('inviteAccept')).toHaveLength(1);
    expect(api.callsTo('inviteMetadataGet')).toHaveLength(0);
  });

  test('joins once when the board arrives while the join is on its way', async () => {
    const api = serve({ signedIn: true });
    const releaseBoard = holdRequests('boardGet');
    const releaseAccept = holdRequests('inviteAccept');
    renderApp(`/maker/kitchen/?accept_invite=true&seamless=true&invite_code=${CODE}`);

    expect(await screen.findByText('Joining the board…')).toBeInTheDocument();
    await releaseBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
    await releaseAccept();
    expect(await screen.findByText('You joined')).toHaveTextContent('You joined Kitchen');
    expect(api.callsTo('inviteAccept')).toHaveLength(1);
  });

  test('opens a secret board, a 404 until then, once its invitee has joined', async () => {
    const api = serve({ signedIn: true, secret: true });
    renderApp(`/maker/kitchen/?accept_invite=true&seamless=true&invite_code=${CODE}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
    expect(api.callsTo('inviteAccept')).toHaveLength(1);
    expect(api.callsTo('boardGet').length).toBeGreaterThanOrEqual(2);
  });

  test('asks with the banner, and no error, when the server refuses a seamless join no login led to', async () => {
    const api = serve({ signedIn: true, refuseSeamless: true });
    const { user } = renderApp(`/maker/kitchen/?accept_invite=true&seamless=true&invite_code=${CODE}`);

    const region = await screen.findByRole('region', { name: 'Board invite' });
    expect(within(region).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.queryByText('Accept the invite on the board to join it.')).not.toBeInTheDocument();
    expect(screen.queryByText('You joined')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^/maker/kitchen/\\?invite_code=${CODE}$`)));
    expect(api.callsTo('inviteAccept').map((c) => c.options)).toEqual([{ invite_code: CODE, accept: true, seamless: true }]);

    // Accepting from the banner is the visitor's own click: a plain accept.
    await user.click(within(region).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You joined')).toHaveTextContent('You joined Kitchen');
    expect(api.callsTo('inviteAccept').map((c) => c.options)[1]).toEqual({ invite_code: CODE, accept: true });
  });

  test("shows the server's message when joining fails, and drops the invite", async () => {
    const api = mockApi({
      viewerGet: () => ({ data: viewer }),
      boardGet: () => ({ data: kitchen }),
      boardFeed: () => ({ data: [], bookmark: '-end-' }),
      inviteAccept: () => ({ status: 403, error: { code: 'forbidden', message: 'This invite is for someone else.' } }),
    });
    renderApp(`/maker/kitchen/?accept_invite=true&seamless=true&invite_code=${CODE}`);

    expect(await screen.findByText('This invite is for someone else.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/maker\/kitchen\/$/));
    expect(api.callsTo('inviteAccept')).toHaveLength(1);
  });
});

describe('signed in with an invite link', () => {
  const banner = () => screen.findByRole('region', { name: 'Board invite' });

  test('asks with a banner; Accept joins and the banner goes', async () => {
    const api = serve({ signedIn: true });
    const { user } = renderApp(`/maker/kitchen/?invite_code=${CODE}`);

    const region = await banner();
    expect(region).toHaveTextContent('Mia invited you to join Kitchen');
    expect(api.callsTo('inviteAccept')).toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('You joined')).toHaveTextContent('You joined Kitchen');
    expect(api.callsTo('inviteAccept').map((c) => c.options)).toEqual([{ invite_code: CODE, accept: true }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Board invite' })).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/maker\/kitchen\/$/);
  });

  test('Decline of an invite addressed to the viewer denies it on the server', async () => {
    const api = serve({ signedIn: true, metadata: () => ({ data: invite({ invited_user_id: viewer.id }) }) });
    const { user } = renderApp(`/maker/kitchen/?invite_code=${CODE}`);

    await user.click(within(await banner()).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invite declined')).toBeInTheDocument();
    expect(api.callsTo('inviteDeny').map((c) => c.options)).toEqual([{ board_id: kitchen.id, invited_user_id: viewer.id }]);
    expect(api.callsTo('inviteAccept')).toHaveLength(0);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/maker\/kitchen\/$/));
    expect(screen.queryByRole('region', { name: 'Board invite' })).not.toBeInTheDocument();
  });

  test('Decline of a shared link only dismisses it: the link stays open to others', async () => {
    const api = serve({ signedIn: true });
    const { user } = renderApp(`/maker/kitchen/?invite_code=${CODE}`);

    await user.click(within(await banner()).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invite declined')).toBeInTheDocument();
    expect(api.callsTo('inviteDeny')).toHaveLength(0);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/maker\/kitchen\/$/));
  });

  /** The board and its (empty) grid have loaded, and the invite's lookup has been answered. */
  async function settled(api: ReturnType<typeof serve>) {
    await screen.findByText('No pins on this board yet.');
    await waitFor(() => expect(api.callsTo('inviteMetadataGet')).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(0));
  }

  test('shows nothing when the lookup fails (section 8)', async () => {
    const api = serve({ signedIn: true, metadata: () => notFound });
    renderApp(`/maker/kitchen/?invite_code=${CODE}`);
    await settled(api);
    expect(screen.queryByRole('region', { name: 'Board invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('asks no member: once the board shows the viewer collaborates, the banner goes', async () => {
    serve({ signedIn: true, board: joined });
    const releaseBoard = holdRequests('boardGet');
    renderApp(`/maker/kitchen/?invite_code=${CODE}`);
    // While the board is unknown (a secret board stays so), the invite asks.
    expect(await banner()).toBeInTheDocument();
    await releaseBoard();
    await screen.findByRole('heading', { level: 1, name: 'Kitchen' });
    expect(screen.queryByRole('region', { name: 'Board invite' })).not.toBeInTheDocument();
  });
});
