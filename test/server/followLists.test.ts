import { END_BOOKMARK, FOLLOWERS_PAGE_SIZE } from '../../shared/constants';
import { userSummary } from '../../shared/contracts/user';
import { anonCallUnchecked, rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { readAll } from './helpers/paging';

const { app, db } = makeApp();
const f = factories(db);

const follow = (follower: number, followee: number, at: number) =>
  db.prepare('INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)').run(follower, followee, at);
const followBoard = (user: number, board: number, at: number) =>
  db.prepare('INSERT INTO board_follows (user_id, board_id, created_at) VALUES (?, ?, ?)').run(user, board, at);
const usernames = (res: { body: unknown }) => rr(res as never).data.map((u: { username: string }) => u.username);

// ana is followed by bo (first), cy (then) and dee (last, at the same time as cy); ana follows bo and dee.
let ana: Browser;
const W = {} as { ana: number; bo: number; cy: number; dee: number; board: number; secret: number };

beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['ana']);
  ana = browsers.ana;
  W.ana = ids.ana;
  W.bo = f.user('bo');
  W.cy = f.user('cy');
  W.dee = f.user('dee');
  follow(W.bo, W.ana, 1_000);
  follow(W.cy, W.ana, 2_000);
  follow(W.dee, W.ana, 2_000);
  follow(W.ana, W.bo, 3_000);
  follow(W.ana, W.dee, 4_000);
  W.board = f.board(W.bo, 'Kites');
  W.secret = f.board(W.bo, 'Hidden kites', { privacy: 'secret' });
  followBoard(W.cy, W.board, 5_000);
  followBoard(W.ana, W.board, 6_000);
  followBoard(W.dee, W.secret, 7_000);
});

describe('UserFollowersResource get', () => {
  it.each([
    [{}, 'username'],
    [{ username: '' }, 'username'],
    [{ username: 'ana', page_size: 0 }, 'page_size'],
    [{ username: 'ana', page_size: 101 }, 'page_size'],
    [{ username: 'ana', bookmark: 'forged' }, 'bookmark'],
  ])('refuses %j with 400 naming %s', async (options, field) => {
    const res = await anonCallUnchecked(app, 'userFollowers', options);
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty(field);
  });

  it('is a 404 for an unknown username', async () => {
    expect((await anonCallUnchecked(app, 'userFollowers', { username: 'nobody-here' })).status).toBe(404);
  });

  it('lists the followers, newest follow first, in the user summary shape with their usernames', async () => {
    const res = await anonCallUnchecked(app, 'userFollowers', { username: 'ANA' });
    expect(res.status).toBe(200);
    expect(usernames(res)).toEqual(['dee', 'cy', 'bo']);
    for (const u of rr(res).data) expect(userSummary.safeParse(u).success).toBe(true);
    expect(rr(res).bookmark).toBe(END_BOOKMARK);
  });

  it("says whether the viewer follows each one, so each row's Follow button starts right", async () => {
    const res = await ana.call('userFollowers', { username: 'ana' });
    const followed = Object.fromEntries(
      rr(res).data.map((u: { username: string; explicitlyFollowedByMe: boolean }) => [u.username, u.explicitlyFollowedByMe]),
    );
    expect(followed).toEqual({ dee: true, cy: false, bo: true });
  });

  it('pages 50 at a time by default, to -end-, without repeats, follows made at the same time included', async () => {
    const star = f.user('star');
    for (let i = 0; i < FOLLOWERS_PAGE_SIZE + 10; i++) follow(f.user(`fan${i}`), star, 10_000 + Math.floor(i / 7));
    const first = await anonCallUnchecked(app, 'userFollowers', { username: 'star' });
    expect(rr(first).data).toHaveLength(FOLLOWERS_PAGE_SIZE);
    const { items, pages } = await readAll((bookmark) => anonCallUnchecked(app, 'userFollowers', { username: 'star', page_size: 7, bookmark }), 7);
    expect(items).toHaveLength(FOLLOWERS_PAGE_SIZE + 10);
    expect(pages).toBe(9);
  });
});

describe('UserFollowingResource get', () => {
  it('is a 400 naming username without one and a 404 for an unknown username', async () => {
    const bad = await anonCallUnchecked(app, 'userFollowing', {});
    expect(bad.status).toBe(400);
    expect(rr(bad).error.fields).toHaveProperty('username');
    expect((await anonCallUnchecked(app, 'userFollowing', { username: 'nobody-here' })).status).toBe(404);
  });

  it('lists the people followed, newest follow first', async () => {
    expect(usernames(await anonCallUnchecked(app, 'userFollowing', { username: 'ana' }))).toEqual(['dee', 'bo']);
    expect(usernames(await anonCallUnchecked(app, 'userFollowing', { username: 'cy' }))).toEqual(['ana']);
  });
});

describe('BoardFollowersResource get', () => {
  it('is a 400 naming board_id without a valid one and a 404 for an unknown board', async () => {
    for (const options of [{}, { board_id: 'x' }]) {
      const res = await anonCallUnchecked(app, 'boardFollowers', options);
      expect(res.status).toBe(400);
      expect(rr(res).error.fields).toHaveProperty('board_id');
    }
    expect((await anonCallUnchecked(app, 'boardFollowers', { board_id: 999_999 })).status).toBe(404);
  });

  it("lists a board's followers, newest first", async () => {
    expect(usernames(await anonCallUnchecked(app, 'boardFollowers', { board_id: W.board }))).toEqual(['ana', 'cy']);
  });

  it('is a 404 for a secret board to anyone who may not see it, and lists it for its owner', async () => {
    expect((await anonCallUnchecked(app, 'boardFollowers', { board_id: W.secret })).status).toBe(404);
    expect((await ana.call('boardFollowers', { board_id: W.secret })).status).toBe(404);
    db.prepare('UPDATE boards SET owner_id = ? WHERE id = ?').run(W.ana, W.secret);
    expect(usernames(await ana.call('boardFollowers', { board_id: W.secret }))).toEqual(['dee']);
  });
});
