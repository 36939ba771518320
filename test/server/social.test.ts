import { anonCall, rr } from './helpers/api';
import { browser, makeApp, signUp, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);

const favoriteRows = (pinId: number) => db.prepare('SELECT count(*) FROM favorites WHERE pin_id = ?').pluck().get(pinId) as number;
const favoriteCount = (pinId: number) => db.prepare('SELECT favorite_user_count FROM pins WHERE id = ?').pluck().get(pinId) as number;

// olga owns a group board; carl and the crew may favorite there, sam may only save; otto is an outsider.
let olga: Browser, carl: Browser, sam: Browser, otto: Browser, anon: Browser;
let crew: Browser[];
const W = {} as {
  ids: Record<string, number>;
  group: number;
  withCollaborators: number;
  solo: number;
  secretGroup: number;
  groupPin: number;
  sharedPin: number;
  soloPin: number;
  secretPin: number;
  racePin: number;
  mixPin: number;
  interest: number;
};

beforeAll(async () => {
  const names = ['olga', 'carl', 'sam', 'otto', 'crew1', 'crew2', 'crew3'];
  const browsers = await Promise.all(names.map(() => browser(app)));
  await Promise.all(names.map((n, i) => signUp(browsers[i], n)));
  [olga, carl, sam, otto, ...crew] = browsers;
  anon = await browser(app);
  const ids = Object.fromEntries(names.map((n) => [n, f.userId(n)]));
  W.ids = ids;
  W.group = f.board(ids.olga, 'Group', { is_collaborative: 1 });
  W.withCollaborators = f.board(ids.olga, 'Shared');
  W.solo = f.board(ids.olga, 'Solo');
  W.secretGroup = f.board(ids.olga, 'Hidden group', { privacy: 'secret', is_collaborative: 1 });
  f.collaborator(W.group, ids.carl, ['save', 'favorite']);
  f.collaborator(W.group, ids.sam, ['save']);
  f.collaborator(W.withCollaborators, ids.carl, ['save', 'favorite']);
  f.collaborator(W.secretGroup, ids.carl, ['save', 'favorite']);
  for (const c of ['crew1', 'crew2', 'crew3']) f.collaborator(W.group, ids[c], ['favorite']);
  W.groupPin = f.pin(ids.olga, W.group);
  W.sharedPin = f.pin(ids.olga, W.withCollaborators);
  W.soloPin = f.pin(ids.olga, W.solo);
  W.secretPin = f.pin(ids.olga, W.secretGroup);
  W.racePin = f.pin(ids.olga, W.group);
  W.mixPin = f.pin(ids.olga, W.group);
  W.interest = f.interest('Knitting');
});

describe('POST and DELETE /v3/pins/:id/favorite/', () => {
  it('favorites and unfavorites, answering the state, idempotently, with an exact count', async () => {
    const on = await carl.call('favoritePin', { id: W.groupPin });
    expect(on.status).toBe(200);
    expect(rr(on).data).toEqual({ id: String(W.groupPin), favoritedByMe: true, favoriteUserCount: 1 });
    expect(rr(await carl.call('favoritePin', { id: W.groupPin })).data.favoriteUserCount).toBe(1);
    expect(rr(await olga.call('favoritePin', { id: W.groupPin })).data).toMatchObject({ favoritedByMe: true, favoriteUserCount: 2 });

    const off = await carl.call('unfavoritePin', { id: W.groupPin });
    expect(off.status).toBe(200);
    expect(rr(off).data).toEqual({ id: String(W.groupPin), favoritedByMe: false, favoriteUserCount: 1 });
    expect(rr(await carl.call('unfavoritePin', { id: W.groupPin })).data.favoriteUserCount).toBe(1);
    expect(favoriteRows(W.groupPin)).toBe(1);
    expect(favoriteCount(W.groupPin)).toBe(1);
  });

  it('shows the change on the very next read of the pin, for the viewer and signed out', async () => {
    await carl.call('favoritePin', { id: W.sharedPin });
    expect(rr(await carl.call('pinGet', { id: W.sharedPin })).data).toMatchObject({ favoritedByMe: true, favoriteUserCount: 1 });
    expect(rr(await anonCall(app, 'pinGet', { id: W.sharedPin })).data).toMatchObject({ favoritedByMe: false, favoriteUserCount: 1 });
    await carl.call('unfavoritePin', { id: W.sharedPin });
    expect(rr(await anonCall(app, 'pinGet', { id: W.sharedPin })).data.favoriteUserCount).toBe(0);
  });

  it('moves the count on the cached signed-out home page at once', async () => {
    const countOnHome = async () => {
      const pins = rr(await anonCall(app, 'homefeed', { page_size: 100 })).data as { id: string; favoriteUserCount: number }[];
      return pins.find((p) => p.id === String(W.sharedPin))!.favoriteUserCount;
    };
    expect(await countOnHome()).toBe(0);
    await crew[0].call('favoritePin', { id: W.sharedPin }).expect(403);
    await olga.call('favoritePin', { id: W.sharedPin }).expect(200);
    expect(await countOnHome()).toBe(1);
    await olga.call('unfavoritePin', { id: W.sharedPin }).expect(200);
    expect(await countOnHome()).toBe(0);
  });

  it('is 401 signed out', async () => {
    const res = await anon.call('favoritePin', { id: W.groupPin });
    expect(res.status).toBe(401);
    expect(rr(res).error.code).toBe('unauthorized');
    expect((await anon.call('unfavoritePin', { id: W.groupPin })).status).toBe(401);
  });

  it('is 403 off group boards and for viewers without the favorite permission, writing nothing', async () => {
    const solo = await olga.call('favoritePin', { id: W.soloPin });
    expect(solo.status).toBe(403);
    expect(rr(solo).error.code).toBe('not_group_board');
    expect((await sam.call('favoritePin', { id: W.groupPin })).status).toBe(403);
    expect((await otto.call('favoritePin', { id: W.groupPin })).status).toBe(403);
    expect((await otto.call('unfavoritePin', { id: W.groupPin })).status).toBe(403);
    const rows = db.prepare('SELECT pin_id, user_id FROM favorites WHERE pin_id IN (?, ?) AND user_id IN (?, ?, ?)');
    // Only olga's favorite from the first test.
    expect(rows.all(W.soloPin, W.groupPin, W.ids.olga, W.ids.sam, W.ids.otto)).toEqual([{ pin_id: W.groupPin, user_id: W.ids.olga }]);
  });

  it('is 404 for an unknown pin and for a pin on a secret board the viewer cannot see', async () => {
    expect((await carl.call('favoritePin', { id: 999_999 })).status).toBe(404);
    expect((await otto.call('favoritePin', { id: W.secretPin })).status).toBe(404);
    expect(rr(await carl.call('favoritePin', { id: W.secretPin })).data.favoritedByMe).toBe(true);
  });

  it('is 400 naming id for a malformed id', async () => {
    const res = await carl.call('favoritePin', { id: 'abc' });
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty('id');
  });

  it('keeps one row and a count of one under 50 concurrent identical favorites', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => carl.call('favoritePin', { id: W.racePin })));
    expect(answers.every((r) => r.status === 200 && rr(r).data.favoritedByMe === true)).toBe(true);
    expect(favoriteRows(W.racePin)).toBe(1);
    expect(favoriteCount(W.racePin)).toBe(1);
  });

  it('keeps rows and favorite_user_count equal under 50 concurrent mixed favorites and unfavorites', async () => {
    const actors = [olga, carl, ...crew];
    const calls = Array.from({ length: 50 }, (_, i) =>
      actors[i % actors.length].call(i % 3 === 0 ? 'unfavoritePin' : 'favoritePin', { id: W.mixPin }),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(favoriteCount(W.mixPin)).toBe(favoriteRows(W.mixPin));
    // Each answer reported a count that was true at its moment: never negative, never above the actors.
    for (const r of answers) expect(rr(r).data.favoriteUserCount).toBeGreaterThanOrEqual(0);
    for (const r of answers) expect(rr(r).data.favoriteUserCount).toBeLessThanOrEqual(actors.length);
  });
});

describe('PUT and DELETE /v3/boards/:id/follow/', () => {
  it('follows and unfollows idempotently, answering the state, and BoardResource agrees', async () => {
    const on = await otto.call('followBoard', { id: W.solo });
    expect(on.status).toBe(200);
    expect(rr(on).data).toEqual({ id: String(W.solo), followedByMe: true, followerCount: 1 });
    expect(rr(await otto.call('followBoard', { id: W.solo })).data.followerCount).toBe(1);
    expect(rr(await otto.call('boardGet', { board_id: W.solo })).data).toMatchObject({ followedByMe: true, followerCount: 1 });
    const off = await otto.call('unfollowBoard', { id: W.solo });
    expect(rr(off).data).toEqual({ id: String(W.solo), followedByMe: false, followerCount: 0 });
    expect(rr(await otto.call('unfollowBoard', { id: W.solo })).data.followedByMe).toBe(false);
  });

  it('is 401 signed out', async () => {
    expect((await anon.call('followBoard', { id: W.solo })).status).toBe(401);
  });

  it("is 400 naming id for one's own board or a malformed id", async () => {
    const own = await olga.call('followBoard', { id: W.solo });
    expect(own.status).toBe(400);
    expect(rr(own).error.fields).toEqual({ id: expect.any(String) });
    expect(rr(await otto.call('followBoard', { id: 'x1' })).error.fields).toHaveProperty('id');
  });

  it('is 404 for an unknown board and a secret board the viewer cannot see', async () => {
    expect((await otto.call('followBoard', { id: 999_999 })).status).toBe(404);
    expect((await otto.call('followBoard', { id: W.secretGroup })).status).toBe(404);
    expect(rr(await carl.call('followBoard', { id: W.secretGroup })).data.followedByMe).toBe(true);
  });
});

describe('UserFollowResource create and delete', () => {
  it('follows and unfollows idempotently, answering the state', async () => {
    const on = await otto.call('followUser', { user_id: W.ids.sam });
    expect(on.status).toBe(200);
    expect(rr(on).data).toEqual({ id: String(W.ids.sam), explicitlyFollowedByMe: true, followerCount: 1 });
    expect(rr(await otto.call('followUser', { user_id: String(W.ids.sam) })).data.followerCount).toBe(1);
    const off = await otto.call('unfollowUser', { user_id: W.ids.sam });
    expect(rr(off).data).toEqual({ id: String(W.ids.sam), explicitlyFollowedByMe: false, followerCount: 0 });
    expect((await otto.call('unfollowUser', { user_id: W.ids.sam })).status).toBe(200);
  });

  it('is 401 signed out, 404 for an unknown user', async () => {
    expect((await anon.call('followUser', { user_id: W.ids.sam })).status).toBe(401);
    expect((await otto.call('followUser', { user_id: 999_999 })).status).toBe(404);
  });

  it('is 400 naming user_id for oneself, a missing or a malformed id', async () => {
    for (const options of [{ user_id: W.ids.otto }, {}, { user_id: 'me' }]) {
      const res = await otto.callUnchecked('followUser', options);
      expect(res.status).toBe(400);
      expect(rr(res).error.fields).toHaveProperty('user_id');
    }
    expect(db.prepare('SELECT count(*) FROM user_follows WHERE follower_id = ?').pluck().get(W.ids.otto)).toBe(0);
  });
});

describe('InterestFollowResource create and delete', () => {
  it('follows and unfollows idempotently, answering the state', async () => {
    const on = await otto.call('followInterest', { interest_id: W.interest });
    expect(rr(on).data).toEqual({ id: String(W.interest), followedByMe: true });
    expect(rr(await otto.call('followInterest', { interest_id: W.interest })).data.followedByMe).toBe(true);
    expect(db.prepare('SELECT count(*) FROM interest_follows WHERE user_id = ?').pluck().get(W.ids.otto)).toBe(1);
    expect(rr(await otto.call('unfollowInterest', { interest_id: W.interest })).data.followedByMe).toBe(false);
    expect(rr(await otto.call('unfollowInterest', { interest_id: W.interest })).data.followedByMe).toBe(false);
  });

  it('is 401 signed out, 404 unknown, 400 naming interest_id when malformed', async () => {
    expect((await anon.call('followInterest', { interest_id: W.interest })).status).toBe(401);
    expect((await otto.call('followInterest', { interest_id: 999_999 })).status).toBe(404);
    const bad = await otto.call('followInterest', { interest_id: -3 });
    expect(bad.status).toBe(400);
    expect(rr(bad).error.fields).toHaveProperty('interest_id');
  });
});
