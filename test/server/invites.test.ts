import { BOARD_ACTIONS, OWNER_ACTIONS } from '../../shared/domain/boardPermissions';
import { anonCall, anonCallUnchecked, rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

// Group-board invites: making an invite, reading who sent it (the lookup by invite_code answers the sender, the channel
// and the board), accepting it, denying it (the invitee declines or the owner revokes), and removing a collaborator.

const { app, db } = makeApp();
const f = factories(db);

// ola owns the group board "Family Dinners" (pia collaborates with the default permissions, vic may also invite),
// the secret board "Surprise" and her quick-saves board. rex, ned, sue and tom are strangers to all of them.
// Everyone signs up (first name Ola, ...), then takes a full name the API has no way to set.
const world = (ids: Record<'ola' | 'pia' | 'vic' | 'rex' | 'ned' | 'sue' | 'tom', number>) => {
  for (const [name, id] of Object.entries(ids)) {
    db.prepare('UPDATE users SET full_name = ? WHERE id = ?').run(`${name[0].toUpperCase()}${name.slice(1)} Example`, id);
  }
  const group = f.board(ids.ola, 'Family Dinners', { slug: 'family-dinners' });
  f.collaborator(group, ids.pia);
  f.collaborator(group, ids.vic, ['save', 'favorite', 'invite']);
  const secret = f.board(ids.ola, 'Surprise', { slug: 'surprise', privacy: 'secret' });
  const quickSaves = f.board(ids.ola, 'Profile', { slug: 'profile', layout: 'quick_saves' });
  const avatar = f.image({ signature: 'vicface' });
  db.prepare('UPDATE users SET avatar_image_id = ? WHERE id = ?').run(avatar, ids.vic);
  return { ids, group, secret, quickSaves };
};
let W: ReturnType<typeof world>;

const collaboratorRow = (boardId: number, userId: number) =>
  db.prepare('SELECT permissions FROM board_collaborators WHERE board_id = ? AND user_id = ?').get(boardId, userId) as
    { permissions: string } | undefined;
const inviteStatus = (code: string) => db.prepare('SELECT status FROM board_invites WHERE invite_code = ?').pluck().get(code);
const inviteCount = () => db.prepare('SELECT count(*) FROM board_invites').pluck().get() as number;
const fieldsOf = (res: { body: unknown }) => Object.keys(rr(res as never).error.fields ?? {});

let ola: Browser, pia: Browser, vic: Browser, rex: Browser, ned: Browser, sue: Browser, tom: Browser, anon: Browser;

beforeAll(async () => {
  const users = await signUpAll(app, ['ola', 'pia', 'vic', 'rex', 'ned', 'sue', 'tom']);
  W = world(users.ids);
  ({ ola, pia, vic, rex, ned, sue, tom } = users.browsers);
  anon = await browser(app);
});

/** The board's link invite, as its owner (or `by`) gets it: made now (201) or the active one (200). */
async function linkInvite(boardId = W.group, by: Browser = ola): Promise<string> {
  const res = await by.call('inviteCreate', { board_id: boardId });
  if (res.status !== 201 && res.status !== 200) throw new Error(`invite create answered ${res.status} ${JSON.stringify(res.body)}`);
  return rr(res).data.invite_code;
}

describe('BoardInviteResource create', () => {
  it('answers 401 signed out, writing nothing', async () => {
    const before = inviteCount();
    const res = await anon.call('inviteCreate', { board_id: W.group });
    expect(res.status).toBe(401);
    expect(rr(res).error.code).toBe('unauthorized');
    expect(inviteCount()).toBe(before);
  });

  it('answers 403 to a collaborator not allowed to invite and to a stranger on a public board', async () => {
    for (const who of [pia, rex]) {
      const res = await who.call('inviteCreate', { board_id: W.group });
      expect(res.status).toBe(403);
      expect(rr(res).error.code).toBe('forbidden');
    }
  });

  it('answers 404 for an unknown board, for a secret board the viewer cannot see, and for an unknown invitee', async () => {
    expect((await ola.call('inviteCreate', { board_id: 999999 })).status).toBe(404);
    expect((await rex.call('inviteCreate', { board_id: W.secret })).status).toBe(404);
    const unknownUser = await ola.call('inviteCreate', { board_id: W.group, invited_user_id: 999999 });
    expect(unknownUser.status).toBe(404);
    expect(rr(unknownUser).error.message).toBe('User not found.');
  });

  it.each([
    ['a malformed board_id', { board_id: 'abc' }, 'board_id'],
    ['no board_id', {}, 'board_id'],
    ['a negative invite_channel', { board_id: 1, invite_channel: -1 }, 'invite_channel'],
    ['a malformed invited_user_id', { board_id: 1, invited_user_id: 'x' }, 'invited_user_id'],
  ])('answers 400 naming the field for %s', async (_case, options, field) => {
    const res = await ola.callUnchecked('inviteCreate', options);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
  });

  it('answers 400 for the quick-saves board and for inviting the owner, 409 for a collaborator', async () => {
    const quick = await ola.call('inviteCreate', { board_id: W.quickSaves });
    expect(quick.status).toBe(400);
    expect(fieldsOf(quick)).toEqual(['board_id']);
    const owner = await vic.call('inviteCreate', { board_id: W.group, invited_user_id: W.ids.ola });
    expect(owner.status).toBe(400);
    expect(fieldsOf(owner)).toEqual(['invited_user_id']);
    const member = await ola.call('inviteCreate', { board_id: W.group, invited_user_id: W.ids.pia });
    expect(member.status).toBe(409);
    expect(fieldsOf(member)).toEqual(['invited_user_id']);
  });

  it('makes a link invite for the owner: the code and the board url carrying it', async () => {
    const res = await ola.call('inviteCreate', { board_id: W.group });
    expect(res.status).toBe(201);
    const week = new Date(Date.UTC(2026, 10, 1) + 7 * 24 * 60 * 60 * 1000).toISOString();
    const data = rr(res).data;
    expect(data.invite_code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(data).toEqual({
      invite_code: data.invite_code,
      invite_url: `/ola/family-dinners/?invite_code=${data.invite_code}`,
      invite_channel: 0,
      status: 'pending',
      invited_user_id: null,
      board: { id: String(W.group), name: 'Family Dinners', url: '/ola/family-dinners/' },
      expires_at: week,
    });
    expect(db.prepare('SELECT board_id, inviter_id, invitee_id FROM board_invites WHERE invite_code = ?').get(data.invite_code)).toEqual({
      board_id: W.group,
      inviter_id: W.ids.ola,
      invitee_id: null,
    });
  });

  it("makes one for a collaborator allowed to invite, with the channel asked for; asking again answers the board's one link", async () => {
    const board = f.board(W.ids.ola, 'Channel Board', { slug: 'channel-board' });
    f.collaborator(board, W.ids.vic, ['save', 'favorite', 'invite']);
    const res = await vic.call('inviteCreate', { board_id: board, invite_channel: 9 });
    expect(res.status).toBe(201);
    expect(rr(res).data).toMatchObject({ invite_channel: 9, board: { id: String(board) } });
    const again = await ola.call('inviteCreate', { board_id: board });
    expect(again.status).toBe(200);
    expect(rr(again).data.invite_code).toBe(rr(res).data.invite_code);
  });

  it('makes one pending invite per invitee: asking again, even all at once, answers the same one', async () => {
    const board = f.board(W.ids.ola, 'Garden Swap', { slug: 'garden-swap' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => ola.call('inviteCreate', { board_id: board, invited_user_id: W.ids.tom })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => rr(r).data.invite_code)).size).toBe(1);
    expect(rr(answers[0]).data).toMatchObject({ invited_user_id: String(W.ids.tom), status: 'pending' });
    expect(db.prepare('SELECT count(*) FROM board_invites WHERE board_id = ?').pluck().get(board)).toBe(1);
  });
});

describe('InviteCodeMetadataResource get', () => {
  it('needs no session: answers the sender, the channel and the board to a signed-out visitor', async () => {
    const code = await linkInvite();
    const res = await anonCall(app, 'inviteMetadataGet', { invite_code: code });
    expect(res.status).toBe(200);
    expect(rr(res).data).toEqual({
      invite_code: code,
      invite_channel: 0,
      status: 'pending',
      invited_user_id: null,
      sender: {
        id: String(W.ids.ola),
        first_name: 'Ola',
        full_name: 'Ola Example',
        image_medium_url: '',
        is_default_image: true,
        should_show_messaging: true,
      },
      board: { id: String(W.group), name: 'Family Dinners', url: '/ola/family-dinners/' },
      expires_at: expect.stringMatching(/^2026-11-08T/),
    });
  });

  it("reports a sender's own image as not the default", async () => {
    const board = f.board(W.ids.ola, 'Vic Board', { slug: 'vic-board' });
    f.collaborator(board, W.ids.vic, ['save', 'favorite', 'invite']);
    const code = await linkInvite(board, vic);
    const sender = rr(await anonCall(app, 'inviteMetadataGet', { invite_code: code })).data.sender;
    expect(sender).toMatchObject({ first_name: 'Vic', is_default_image: false, image_medium_url: '/media/images/vicface/136x136.jpg' });
  });

  it('names a secret board to whoever holds its code (the code is the invite)', async () => {
    const code = await linkInvite(W.secret);
    expect(rr(await anonCall(app, 'inviteMetadataGet', { invite_code: code })).data.board).toEqual({
      id: String(W.secret),
      name: 'Surprise',
      url: '/ola/surprise/',
    });
  });

  it('answers a 404 envelope for an unknown code', async () => {
    const res = await anonCall(app, 'inviteMetadataGet', { invite_code: 'AAAAAAAAAAAAAAAA' });
    expect(res.status).toBe(404);
    expect(rr(res)).toMatchObject({ status: 'failure', data: null, error: { code: 'not_found', message: 'Invite not found.' } });
  });

  it.each([
    ['no code', {}],
    ['a code with other characters', { invite_code: 'abc def ghi!' }],
    ['a code too short', { invite_code: 'abc' }],
  ])('answers 400 naming invite_code for %s', async (_case, options) => {
    const res = await anonCallUnchecked(app, 'inviteMetadataGet', options);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['invite_code']);
  });
});

describe('BoardInviteResource update (accept)', () => {
  it('answers 401 signed out', async () => {
    const code = await linkInvite();
    const res = await anon.call('inviteAccept', { invite_code: code, accept: true });
    expect(res.status).toBe(401);
  });

  it.each([
    ['accept false', { accept: false }, 'accept'],
    ['no accept', {}, 'accept'],
    ['a malformed code', { invite_code: '!!', accept: true }, 'invite_code'],
  ])('answers 400 naming the field for %s', async (_case, options, field) => {
    const res = await ned.callUnchecked('inviteAccept', { invite_code: 'AAAAAAAAAAAAAAAA', ...options });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
  });

  it('answers 404 for an unknown code', async () => {
    const res = await ned.call('inviteAccept', { invite_code: 'AAAAAAAAAAAAAAAA', accept: true });
    expect(res.status).toBe(404);
  });

  it('answers 403 to anyone but the invitee of a personal invite, who stays out', async () => {
    const invite = rr(await ola.call('inviteCreate', { board_id: W.group, invited_user_id: W.ids.sue })).data;
    const res = await rex.call('inviteAccept', { invite_code: invite.invite_code, accept: true });
    expect(res.status).toBe(403);
    expect(collaboratorRow(W.group, W.ids.rex)).toBeUndefined();
    expect(inviteStatus(invite.invite_code)).toBe('pending');
  });

  it('makes the viewer a collaborator with the default permissions; accepting again changes nothing', async () => {
    const code = await linkInvite();
    const res = await ned.call('inviteAccept', { invite_code: code, accept: true });
    expect(res.status).toBe(200);
    expect(rr(res).data.joined).toBe(true);
    expect(rr(res).data.board).toMatchObject({
      id: String(W.group),
      collaboratedByMe: true,
      permissions: ['save', 'favorite'],
      collaboratorCount: 3,
    });
    expect(JSON.parse(collaboratorRow(W.group, W.ids.ned)!.permissions)).toEqual(['save', 'favorite']);

    const again = await ned.call('inviteAccept', { invite_code: code, accept: true });
    expect(again.status).toBe(200);
    expect(rr(again).data).toMatchObject({ joined: false, board: { collaboratorCount: 3 } });
    // A link stays open for the next person.
    expect(inviteStatus(code)).toBe('pending');
  });

  it('joins once under concurrent accepts (the primary key decides, not a read first)', async () => {
    const board = f.board(W.ids.ola, 'Race Board', { slug: 'race-board' });
    const code = await linkInvite(board);
    const answers = await Promise.all(Array.from({ length: 20 }, () => tom.call('inviteAccept', { invite_code: code, accept: true })));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(answers.filter((r) => rr(r).data.joined)).toHaveLength(1);
    expect(db.prepare('SELECT count(*) FROM board_collaborators WHERE board_id = ?').pluck().get(board)).toBe(1);
  });

  it('is a no-op 200 for the owner', async () => {
    const code = await linkInvite();
    const res = await ola.call('inviteAccept', { invite_code: code, accept: true });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({
      joined: false,
      board: { id: String(W.group), permissions: [...BOARD_ACTIONS, ...OWNER_ACTIONS] },
    });
    expect(collaboratorRow(W.group, W.ids.ola)).toBeUndefined();
  });

  it('lets an invitee into a secret board, which they can then see and save to', async () => {
    const code = await linkInvite(W.secret);
    expect((await rex.call('boardGet', { board_id: W.secret })).status).toBe(404);
    expect(rr(await rex.call('inviteAccept', { invite_code: code, accept: true })).data.joined).toBe(true);
    expect((await rex.call('boardGet', { board_id: W.secret })).status).toBe(200);
    const writable = rr(await rex.call('boardsGet', { writable_only: true })).data.map((b: { id: string }) => b.id);
    expect(writable).toContain(String(W.secret));
  });

  it('marks a personal invite accepted; a declined one cannot be accepted (409 naming invite_code)', async () => {
    const board = f.board(W.ids.ola, 'Picnics', { slug: 'picnics' });
    const first = rr(await ola.call('inviteCreate', { board_id: board, invited_user_id: W.ids.sue })).data.invite_code;
    expect(rr(await sue.call('inviteAccept', { invite_code: first, accept: true })).data.joined).toBe(true);
    expect(inviteStatus(first)).toBe('accepted');

    const other = f.board(W.ids.ola, 'Brunch', { slug: 'brunch' });
    const second = rr(await ola.call('inviteCreate', { board_id: other, invited_user_id: W.ids.sue })).data.invite_code;
    expect((await sue.call('inviteDeny', { board_id: other, invited_user_id: W.ids.sue })).status).toBe(200);
    const res = await sue.call('inviteAccept', { invite_code: second, accept: true });
    expect(res.status).toBe(409);
    expect(fieldsOf(res)).toEqual(['invite_code']);
    expect(collaboratorRow(other, W.ids.sue)).toBeUndefined();
  });

  it('does not let a removed invitee back in with their used personal invite', async () => {
    const board = f.board(W.ids.ola, 'Used Once', { slug: 'used-once' });
    const code = rr(await ola.call('inviteCreate', { board_id: board, invited_user_id: W.ids.tom })).data.invite_code;
    await tom.call('inviteAccept', { invite_code: code, accept: true });
    expect((await ola.call('collaboratorRemove', { board_id: board, invited_user_id: W.ids.tom })).status).toBe(200);
    const res = await tom.call('inviteAccept', { invite_code: code, accept: true });
    expect(res.status).toBe(409);
    expect(rr(res).error.message).toBe('This invite was already used.');
  });
});

describe('BoardInviteResource delete (deny)', () => {
  it('answers 401 signed out', async () => {
    expect((await anon.call('inviteDeny', { board_id: W.group, invited_user_id: W.ids.sue })).status).toBe(401);
  });

  it.each([
    ['a malformed board_id', { board_id: 'x', invited_user_id: 1 }, 'board_id'],
    ['no invited_user_id', { board_id: 1 }, 'invited_user_id'],
  ])('answers 400 naming the field for %s', async (_case, options, field) => {
    const res = await sue.callUnchecked('inviteDeny', options);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
  });

  it('answers 403 to someone else who may not invite on the board, leaving the invite pending', async () => {
    const board = f.board(W.ids.ola, 'Party', { slug: 'party' });
    const code = rr(await ola.call('inviteCreate', { board_id: board, invited_user_id: W.ids.ned })).data.invite_code;
    const res = await rex.call('inviteDeny', { board_id: board, invited_user_id: W.ids.ned });
    expect(res.status).toBe(403);
    expect(inviteStatus(code)).toBe('pending');
  });

  it('answers 404 when no pending invite is addressed to that user', async () => {
    const res = await rex.call('inviteDeny', { board_id: W.group, invited_user_id: W.ids.rex });
    expect(res.status).toBe(404);
    expect(rr(res).error.message).toBe('Invite not found.');
  });

  it('lets the invitee decline and the owner revoke', async () => {
    const board = f.board(W.ids.ola, 'Holidays', { slug: 'holidays' });
    const forNed = rr(await ola.call('inviteCreate', { board_id: board, invited_user_id: W.ids.ned })).data.invite_code;
    const forRex = rr(await ola.call('inviteCreate', { board_id: board, invited_user_id: W.ids.rex })).data.invite_code;

    const declined = await ned.call('inviteDeny', { board_id: board, invited_user_id: W.ids.ned });
    expect(declined.status).toBe(200);
    expect(rr(declined).data).toEqual({ board_id: String(board), invited_user_id: String(W.ids.ned), status: 'declined' });
    expect(inviteStatus(forNed)).toBe('declined');
    expect(inviteStatus(forRex)).toBe('pending');

    expect((await ola.call('inviteDeny', { board_id: board, invited_user_id: W.ids.rex })).status).toBe(200);
    expect(inviteStatus(forRex)).toBe('declined');
    // A second denial finds nothing pending.
    expect((await ned.call('inviteDeny', { board_id: board, invited_user_id: W.ids.ned })).status).toBe(404);
  });
});

describe('BoardCollaboratorResource delete', () => {
  /** A fresh board of ola's with the named collaborators. */
  function boardWith(name: string, members: (keyof typeof W.ids)[]) {
    const board = f.board(W.ids.ola, name, { slug: name.toLowerCase().replace(/\W+/g, '-'), privacy: 'secret' });
    for (const m of members) f.collaborator(board, W.ids[m]);
    return board;
  }

  it('answers 401 signed out', async () => {
    const board = boardWith('Signed Out', ['pia']);
    expect((await anon.call('collaboratorRemove', { board_id: board, invited_user_id: W.ids.pia })).status).toBe(401);
    expect(collaboratorRow(board, W.ids.pia)).toBeDefined();
  });

  it.each([
    ['a malformed invited_user_id', { board_id: 1, invited_user_id: 'pia' }, 'invited_user_id'],
    ['no board_id', { invited_user_id: 1 }, 'board_id'],
    ['a long field_set_key', { board_id: 1, invited_user_id: 1, field_set_key: 'x'.repeat(41) }, 'field_set_key'],
  ])('answers 400 naming the field for %s', async (_case, options, field) => {
    const res = await ola.callUnchecked('collaboratorRemove', options);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
  });

  it("answers 400 naming invited_user_id for the board's owner", async () => {
    const board = boardWith('Owner Stays', ['pia']);
    const res = await ola.call('collaboratorRemove', { board_id: board, invited_user_id: W.ids.ola });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['invited_user_id']);
  });

  it('answers 403 to a collaborator removing someone else', async () => {
    const board = boardWith('No Kicking', ['pia', 'vic']);
    const res = await pia.call('collaboratorRemove', { board_id: board, invited_user_id: W.ids.vic });
    expect(res.status).toBe(403);
    expect(collaboratorRow(board, W.ids.vic)).toBeDefined();
  });

  it('answers 404 for a board the viewer cannot see and for someone who is not a collaborator', async () => {
    const board = boardWith('Hidden Crew', ['pia']);
    expect((await rex.call('collaboratorRemove', { board_id: board, invited_user_id: W.ids.pia })).status).toBe(404);
    const notMember = await ola.call('collaboratorRemove', { board_id: board, invited_user_id: W.ids.rex });
    expect(notMember.status).toBe(404);
    expect(rr(notMember).error.message).toBe('Collaborator not found.');
  });

  it('lets a collaborator leave, and the owner remove one, with the count left', async () => {
    const board = boardWith('Book Club', ['pia', 'vic', 'ned']);
    const left = await pia.call('collaboratorRemove', { board_id: board, invited_user_id: W.ids.pia, field_set_key: 'boardEdit' });
    expect(left.status).toBe(200);
    expect(rr(left).data).toEqual({ board_id: String(board), invited_user_id: String(W.ids.pia), collaborator_count: 2 });
    expect(collaboratorRow(board, W.ids.pia)).toBeUndefined();
    // A secret board is out of sight again for whoever left it.
    expect((await pia.call('boardGet', { board_id: board })).status).toBe(404);

    const removed = await ola.call('collaboratorRemove', { board_id: board, invited_user_id: W.ids.vic });
    expect(rr(removed).data.collaborator_count).toBe(1);
    expect(collaboratorRow(board, W.ids.vic)).toBeUndefined();
    expect(collaboratorRow(board, W.ids.ned)).toBeDefined();
  });
});
