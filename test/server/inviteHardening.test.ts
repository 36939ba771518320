import { INVITES } from '../../shared/constants';
import { anonCall, rr } from './helpers/api';
import { browser, logIn, makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

// A seamless join must follow a login this invite started in this browser, a removed collaborator cannot come back by
// an old link, and a board's link can expire, be revoked and be replaced.
const DAY = 24 * 60 * 60 * 1000;

const { app, db, clock } = makeApp();
const f = factories(db);
let ids: Record<'ola' | 'pia' | 'vic' | 'rex' | 'ned', number>;
let serial = 0;
/** A fresh board of ola's (vic may invite on it), so that each test's links are its own. */
function newBoard(privacy: 'public' | 'secret' = 'secret') {
  const board = f.board(ids.ola, `Board ${++serial}`, { privacy });
  f.collaborator(board, ids.vic, ['save', 'favorite', 'invite']);
  return board;
}
let quickSaves: number;

const isMember = (board: number, user: number) =>
  db.prepare('SELECT 1 FROM board_collaborators WHERE board_id = ? AND user_id = ?').get(board, user) !== undefined;
const pendingCount = () => db.prepare('SELECT count(*) FROM pending_invite_logins').pluck().get() as number;
const fieldsOf = (res: { body: unknown }) => Object.keys(rr(res as never).error.fields ?? {});

let ola: Browser, pia: Browser, vic: Browser, rex: Browser, anon: Browser;
beforeAll(async () => {
  const users = await signUpAll(app, ['ola', 'pia', 'vic', 'rex', 'ned']);
  ({ ids } = users);
  ({ ola, pia, vic, rex } = users.browsers);
  quickSaves = f.board(ids.ola, 'Profile', { layout: 'quick_saves' });
  anon = await browser(app);
});

async function link(board: number, options: { expires_in_days?: number } = {}, by: Browser = ola): Promise<string> {
  const res = await by.call('inviteCreate', { board_id: board, ...options });
  if (res.status !== 201 && res.status !== 200) throw new Error(`invite create answered ${res.status} ${JSON.stringify(res.body)}`);
  return rr(res).data.invite_code;
}
const accept = (who: Browser, code: string, extra: { seamless?: boolean } = {}) =>
  who.call('inviteAccept', { invite_code: code, accept: true, ...extra });

/** A signed-out browser that opens the invite (making its pending record), then logs in as `username`. */
async function loginFromInvite(code: string, username: string): Promise<Browser> {
  const b = await browser(app);
  const res = await b.call('pendingInviteCreate', { invite_code: code });
  if (res.status !== 201) throw new Error(`pending invite answered ${res.status} ${JSON.stringify(res.body)}`);
  return logIn(b, username);
}

describe('seamless accept (BoardInviteResource update with seamless)', () => {
  it('refuses a signed-in stranger sent a crafted link: 403 seamless_not_allowed, not joined', async () => {
    const board = newBoard();
    const res = await accept(rex, await link(board), { seamless: true });
    expect(res.status).toBe(403);
    expect(rr(res).error).toMatchObject({ code: 'seamless_not_allowed', fields: { seamless: expect.any(String) } });
    expect(isMember(board, ids.rex)).toBe(false);
  });

  it('answers 400 naming seamless when it is not a boolean', async () => {
    const res = await rex.callUnchecked('inviteAccept', { invite_code: 'AAAAAAAAAAAAAAAA', accept: true, seamless: 'yes' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['seamless']);
  });

  it('joins after a login this invite started in this browser, once: the record is used up', async () => {
    const board = newBoard();
    const code = await link(board);
    const b = await loginFromInvite(code, 'ned');
    const res = await accept(b, code, { seamless: true });
    expect(res.status).toBe(200);
    expect(rr(res).data.joined).toBe(true);
    expect(pendingCount()).toBe(0);
    // Removed and sent the crafted link again, the same browser is refused: the record was consumed.
    expect((await ola.call('collaboratorRemove', { board_id: board, invited_user_id: ids.ned })).status).toBe(200);
    const again = await accept(b, code, { seamless: true });
    expect(again.status).toBe(403);
  });

  it('refuses when the record is for another code or has expired', async () => {
    const board = newBoard();
    const code = await link(board);
    const other = await link(newBoard());
    const wrongCode = await loginFromInvite(other, 'pia');
    expect(rr(await accept(wrongCode, code, { seamless: true })).error.code).toBe('seamless_not_allowed');

    const late = await loginFromInvite(code, 'pia');
    clock.advance(INVITES.pendingLoginTtlMs);
    expect((await accept(late, code, { seamless: true })).status).toBe(403);
    expect(isMember(board, ids.pia)).toBe(false);
  });

  it('refuses a record made after the session began: that session is not a login the invite started', async () => {
    const board = newBoard();
    const code = await link(board);
    const b = await loginFromInvite(code, 'pia');
    // The endpoint refuses a signed-in viewer, so a record younger than the session is only made here, by hand.
    db.prepare('UPDATE pending_invite_logins SET created_at = ? WHERE invite_code = ?').run(clock.now() + 1, code);
    expect((await accept(b, code, { seamless: true })).status).toBe(403);
    db.prepare('UPDATE pending_invite_logins SET created_at = ? WHERE invite_code = ?').run(clock.now(), code);
    expect(rr(await accept(b, code, { seamless: true })).data.joined).toBe(true);
  });

  it('leaves a plain accept as it was', async () => {
    const board = newBoard();
    const res = await accept(rex, await link(board));
    expect(res.status).toBe(200);
    expect(rr(res).data.joined).toBe(true);
  });
});

describe('PendingInviteResource create', () => {
  it('answers 403 to a signed-in viewer, writing nothing', async () => {
    const before = pendingCount();
    const res = await rex.call('pendingInviteCreate', { invite_code: await link(newBoard()) });
    expect(res.status).toBe(403);
    expect(rr(res).error.code).toBe('signed_in');
    expect(res.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^invite_login=/)]));
    expect(pendingCount()).toBe(before);
  });

  it.each([
    ['no code', {}],
    ['a malformed code', { invite_code: 'no spaces here!' }],
  ])('answers 400 naming invite_code for %s', async (_case, options) => {
    const res = await anon.callUnchecked('pendingInviteCreate', options);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['invite_code']);
  });

  it('answers 404 for an unknown code and 409 naming invite_code for a revoked link', async () => {
    expect((await anon.call('pendingInviteCreate', { invite_code: 'AAAAAAAAAAAAAAAA' })).status).toBe(404);
    const board = newBoard();
    const code = await link(board);
    await ola.call('inviteLinkRevoke', { board_id: board });
    const res = await anon.call('pendingInviteCreate', { invite_code: code });
    expect(res.status).toBe(409);
    expect(rr(res).error.code).toBe('invite_revoked');
    expect(fieldsOf(res)).toEqual(['invite_code']);
  });

  it('sets an HttpOnly, SameSite=Lax cookie and stores only a hash of its nonce, for 15 minutes', async () => {
    const code = await link(newBoard());
    const b = await browser(app);
    const res = await b.call('pendingInviteCreate', { invite_code: code });
    expect(res.status).toBe(201);
    expect(rr(res).data).toEqual({ invite_code: code, expires_at: new Date(clock.now() + INVITES.pendingLoginTtlMs).toISOString() });
    const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('invite_login='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const nonce = /^invite_login=([^;]+)/.exec(cookie)![1];
    const stored = db.prepare('SELECT nonce_hash FROM pending_invite_logins WHERE invite_code = ?').pluck().all(code) as string[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(nonce);
    expect(INVITES.pendingLoginTtlMs).toBe(15 * 60 * 1000);
  });

  it('marks its cookie Secure when the request came over HTTPS through a trusted proxy, like the session cookie', async () => {
    const code = await link(newBoard());
    const b = await browser(app);
    const res = await b.call('pendingInviteCreate', { invite_code: code }).set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(201);
    const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('invite_login='))!;
    expect(cookie).toMatch(/; Secure/);
  });
});

describe('removing a collaborator', () => {
  it('stops them rejoining by any old link, even after a reset, until a personal invite brings them back', async () => {
    const board = newBoard();
    const code = await link(board);
    expect(rr(await accept(rex, code)).data.joined).toBe(true);
    expect((await ola.call('collaboratorRemove', { board_id: board, invited_user_id: ids.rex })).status).toBe(200);

    const res = await accept(rex, code);
    expect(res.status).toBe(403);
    expect(rr(res).error).toMatchObject({ code: 'removed_from_board', fields: { invite_code: expect.any(String) } });
    const fresh = rr(await ola.call('inviteLinkRotate', { board_id: board })).data.invite_code;
    expect((await accept(rex, fresh)).status).toBe(403);
    expect(isMember(board, ids.rex)).toBe(false);

    const personal = rr(await vic.call('inviteCreate', { board_id: board, invited_user_id: ids.rex })).data.invite_code;
    expect(rr(await accept(rex, personal)).data.joined).toBe(true);
    // Back by a personal invite, they are an ordinary member again: after leaving, the board's link lets them in.
    expect((await rex.call('collaboratorRemove', { board_id: board, invited_user_id: ids.rex })).status).toBe(200);
    expect(rr(await accept(rex, fresh)).data.joined).toBe(true);
  });

  it("declines the removed person's pending personal invite in the same write", async () => {
    const board = newBoard();
    const personal = rr(await ola.call('inviteCreate', { board_id: board, invited_user_id: ids.pia })).data.invite_code;
    expect(rr(await accept(pia, await link(board))).data.joined).toBe(true);
    await ola.call('collaboratorRemove', { board_id: board, invited_user_id: ids.pia });
    expect((await accept(pia, personal)).status).toBe(409);
    expect(isMember(board, ids.pia)).toBe(false);
  });

  it('lets a collaborator who left by themselves come back by the link', async () => {
    const board = newBoard();
    const code = await link(board);
    await accept(pia, code);
    expect((await pia.call('collaboratorRemove', { board_id: board, invited_user_id: ids.pia })).status).toBe(200);
    expect(rr(await accept(pia, code)).data.joined).toBe(true);
  });
});

describe('link expiry (BoardInviteResource create expires_in_days)', () => {
  it('answers 400 naming expires_in_days out of range', async () => {
    for (const days of [0, INVITES.linkExpiryMaxDays + 1, 1.5]) {
      const res = await ola.call('inviteCreate', { board_id: newBoard(), expires_in_days: days });
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual(['expires_in_days']);
    }
  });

  it(`expires after ${INVITES.linkExpiryDefaultDays} days by default: accept and metadata answer 409 invite_expired`, async () => {
    const board = newBoard();
    const res = await ola.call('inviteCreate', { board_id: board });
    expect(rr(res).data.expires_at).toBe(new Date(clock.now() + INVITES.linkExpiryDefaultDays * DAY).toISOString());
    const code = rr(res).data.invite_code;
    clock.advance(INVITES.linkExpiryDefaultDays * DAY - 1);
    expect((await anonCall(app, 'inviteMetadataGet', { invite_code: code })).status).toBe(200);
    clock.advance(1);
    for (const answer of [await accept(rex, code), await anonCall(app, 'inviteMetadataGet', { invite_code: code })]) {
      expect(answer.status).toBe(409);
      expect(rr(answer).error.code).toBe('invite_expired');
      expect(fieldsOf(answer)).toEqual(['invite_code']);
    }
    expect(isMember(board, ids.rex)).toBe(false);
    // Invite then makes a new link in its place.
    const next = await ola.call('inviteCreate', { board_id: board });
    expect(next.status).toBe(201);
    expect(rr(next).data.invite_code).not.toBe(code);
  });

  it('takes a shorter expiry asked for', async () => {
    const board = newBoard();
    const code = await link(board, { expires_in_days: 1 });
    clock.advance(DAY);
    expect((await accept(rex, code)).status).toBe(409);
  });
});

describe('one active link per board', () => {
  it('Invite answers the active link (200) rather than minting one per click, even all at once', async () => {
    const board = newBoard();
    const answers = await Promise.all(Array.from({ length: 8 }, () => ola.call('inviteCreate', { board_id: board })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => rr(r).data.invite_code)).size).toBe(1);
    expect(await link(board, {}, vic)).toBe(rr(answers[0]).data.invite_code);
  });
});

describe('BoardInviteLinkResource update (reset the link)', () => {
  it('answers 401 signed out and 403 to a collaborator not allowed to invite', async () => {
    const board = newBoard('public');
    f.collaborator(board, ids.pia);
    expect((await anon.call('inviteLinkRotate', { board_id: board })).status).toBe(401);
    const res = await pia.call('inviteLinkRotate', { board_id: board });
    expect(res.status).toBe(403);
  });

  it.each([
    ['a malformed board_id', { board_id: 'x' }, 'board_id'],
    ['an expiry too long', { board_id: 1, expires_in_days: 1000 }, 'expires_in_days'],
  ])('answers 400 naming the field for %s', async (_case, options, field) => {
    const res = await ola.callUnchecked('inviteLinkRotate', options);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
  });

  it('answers 400 for the quick-saves board and 404 for a board the viewer cannot see', async () => {
    const quick = await ola.call('inviteLinkRotate', { board_id: quickSaves });
    expect(quick.status).toBe(400);
    expect(fieldsOf(quick)).toEqual(['board_id']);
    expect((await rex.call('inviteLinkRotate', { board_id: newBoard() })).status).toBe(404);
  });

  it('replaces the active link: the old code is refused (409 invite_revoked), the new one works', async () => {
    const board = newBoard();
    const old = await link(board);
    const res = await vic.call('inviteLinkRotate', { board_id: board, expires_in_days: 30 });
    expect(res.status).toBe(201);
    const data = rr(res).data;
    expect(data).toMatchObject({ status: 'pending', invited_user_id: null, expires_at: new Date(clock.now() + 30 * DAY).toISOString() });
    expect(data.invite_code).not.toBe(old);
    const refused = await accept(rex, old);
    expect(refused.status).toBe(409);
    expect(rr(refused).error.code).toBe('invite_revoked');
    expect(rr(await anonCall(app, 'inviteMetadataGet', { invite_code: old })).error.code).toBe('invite_revoked');
    expect(rr(await accept(rex, data.invite_code)).data.joined).toBe(true);
    expect(await link(board)).toBe(data.invite_code);
  });
});

describe('BoardInviteLinkResource delete (revoke the link)', () => {
  it('answers 401 signed out, 403 to a stranger on a public board, 400 for a bad board_id', async () => {
    const board = newBoard('public');
    expect((await anon.call('inviteLinkRevoke', { board_id: board })).status).toBe(401);
    expect((await rex.call('inviteLinkRevoke', { board_id: board })).status).toBe(403);
    const bad = await ola.call('inviteLinkRevoke', { board_id: -3 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['board_id']);
  });

  it('answers 404 when the board has no active link', async () => {
    const res = await ola.call('inviteLinkRevoke', { board_id: newBoard() });
    expect(res.status).toBe(404);
    expect(rr(res).error.message).toBe('Invite link not found.');
  });

  it('revokes it: a secret board cannot be joined by it any more, and personal invites are untouched', async () => {
    const board = newBoard('secret');
    const code = await link(board);
    const personal = rr(await ola.call('inviteCreate', { board_id: board, invited_user_id: ids.ned })).data.invite_code;
    const res = await ola.call('inviteLinkRevoke', { board_id: board });
    expect(res.status).toBe(200);
    expect(rr(res).data).toEqual({ board_id: String(board), invite_code: code, status: 'revoked' });
    expect((await accept(rex, code)).status).toBe(409);
    expect(isMember(board, ids.rex)).toBe(false);
    expect((await ola.call('inviteLinkRevoke', { board_id: board })).status).toBe(404);
    const ned = await logIn(await browser(app), 'ned');
    expect(rr(await accept(ned, personal)).data.joined).toBe(true);
  });
});
