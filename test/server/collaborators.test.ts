import { BOARD_ACTIONS } from '../../shared/domain/boardPermissions';
import { rr } from './helpers/api';
import { makeApp } from './helpers/app';
import { boardCast, fieldsOf } from './helpers/boardCast';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);
const cast = boardCast(app, db);
const { b, ids, sharedBoard } = cast;
const stored = (boardId: number, userId: number) =>
  db.prepare('SELECT permissions FROM board_collaborators WHERE board_id = ? AND user_id = ?').pluck().get(boardId, userId);

describe('BoardCollaboratorsResource get', () => {
  it('answers 401, 400 (board_id), 404 (no board; a secret one to a stranger), 403 (a stranger on a public board)', async () => {
    const board = sharedBoard('Garden');
    const secret = sharedBoard('Hidden garden', 'secret');
    expect((await cast.anon.call('collaboratorsGet', { board_id: board })).status).toBe(401);
    const bad = await b.owner.callUnchecked('collaboratorsGet', { board_id: 'garden' });
    expect([bad.status, fieldsOf(bad)]).toEqual([400, ['board_id']]);
    expect((await b.owner.call('collaboratorsGet', { board_id: 999999 })).status).toBe(404);
    expect((await b.stranger.call('collaboratorsGet', { board_id: secret })).status).toBe(404);
    expect((await b.stranger.call('collaboratorsGet', { board_id: board })).status).toBe(403);
  });

  it('lists the owner, the collaborators with their permissions and the pending invites; the link only for who may invite', async () => {
    const board = sharedBoard('Porch');
    expect((await b.owner.call('inviteCreate', { board_id: board, invited_user_id: ids.stranger })).status).toBe(201);
    const link = rr(await b.owner.call('inviteCreate', { board_id: board })).data;

    const asOwner = await b.owner.call('collaboratorsGet', { board_id: board });
    expect(asOwner.status).toBe(200);
    const page = rr(asOwner).data;
    expect(page.board).toEqual({ id: String(board), name: 'Porch', url: expect.stringMatching(/^\/owner\/porch/), ownerId: String(ids.owner) });
    expect(page.owner.username).toBe('owner');
    expect(page.collaborators.map((c: { user: { username: string }; permissions: string[] }) => [c.user.username, c.permissions])).toEqual([
      ['editor', [...BOARD_ACTIONS]],
      ['saver', ['save', 'favorite']],
    ]);
    expect(page.pendingInvites.map((i: { user: { username: string } }) => i.user.username)).toEqual(['stranger']);
    expect(page.inviteLink).toEqual({ inviteUrl: link.invite_url, expiresAt: link.expires_at });
    expect(page.viewerPermissions).toEqual([...BOARD_ACTIONS]);

    const asSaver = rr(await b.saver.call('collaboratorsGet', { board_id: board })).data;
    expect([asSaver.collaborators.length, asSaver.inviteLink, asSaver.viewerPermissions]).toEqual([2, null, ['save', 'favorite']]);
  });
});

describe('BoardCollaboratorResource update', () => {
  it('answers 401, 400 (an unknown action; the owner), 403 (not the owner), 404 (no board; not a collaborator) and changes nothing', async () => {
    const board = sharedBoard('Shed');
    const secret = sharedBoard('Secret shed', 'secret');
    const options = { board_id: board, invited_user_id: ids.saver, permissions: ['save' as const] };
    expect((await cast.anon.call('collaboratorUpdate', options)).status).toBe(401);
    const unknown = await b.owner.callUnchecked('collaboratorUpdate', { ...options, permissions: ['save', 'fly'] });
    expect([unknown.status, fieldsOf(unknown)]).toEqual([400, ['permissions.1']]);
    const owner = await b.owner.call('collaboratorUpdate', { ...options, invited_user_id: ids.owner });
    expect([owner.status, fieldsOf(owner)]).toEqual([400, ['invited_user_id']]);
    expect((await b.editor.call('collaboratorUpdate', options)).status).toBe(403);
    expect((await b.saver.call('collaboratorUpdate', options)).status).toBe(403);
    expect((await b.stranger.call('collaboratorUpdate', options)).status).toBe(403);
    expect((await b.stranger.call('collaboratorUpdate', { ...options, board_id: secret })).status).toBe(404);
    expect((await b.owner.call('collaboratorUpdate', { ...options, board_id: 999999 })).status).toBe(404);
    expect((await b.owner.call('collaboratorUpdate', { ...options, invited_user_id: ids.stranger })).status).toBe(404);
    expect(stored(board, ids.saver)).toBe('["save","favorite"]');
  });

  it('replaces the list in the table’s order, once each, and the collaborator’s rights follow at once', async () => {
    const board = sharedBoard('Attic');
    const res = await b.owner.call('collaboratorUpdate', {
      board_id: board,
      invited_user_id: ids.saver,
      permissions: ['create_section', 'save', 'create_section'],
    });
    expect([res.status, rr(res).data]).toEqual([
      200,
      { board_id: String(board), invited_user_id: String(ids.saver), permissions: ['save', 'create_section'] },
    ]);
    expect(stored(board, ids.saver)).toBe('["save","create_section"]');
    expect((await b.saver.call('sectionCreate', { board_id: board, title: 'Boxes' })).status).toBe(201);

    await b.owner.call('collaboratorUpdate', { board_id: board, invited_user_id: ids.saver, permissions: [] });
    expect((await b.saver.call('sectionCreate', { board_id: board, title: 'Toys' })).status).toBe(403);
    const source = f.board(ids.owner, 'Attic source');
    expect((await b.saver.call('repinCreate', { pin_id: f.pin(ids.owner, source), board_id: board })).status).toBe(403);
  });
});
