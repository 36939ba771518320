import type { Response } from 'supertest';
import { rr } from './helpers/api';
import { browser, makeApp, signUp, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { readAll } from './helpers/paging';

const { app, db } = makeApp();
const f = factories(db);

const QUICK_SAVE = { name: 'Profile', layout: 'quick_saves', protected: false, return_existing: true };
const quickSavesBoards = (ownerId: number) =>
  db.prepare(`SELECT count(*) FROM boards WHERE owner_id = ? AND layout = 'quick_saves'`).pluck().get(ownerId) as number;

let counter = 0;
async function member(): Promise<{ b: Browser; id: number; username: string }> {
  const b = await browser(app);
  const username = `boarder${++counter}`;
  return { b, id: Number((await signUp(b, username)).id), username };
}

describe('BoardResource create, quick-save form', () => {
  it("creates the viewer's quick-saves board named 'Profile' (201), then answers the same board (200)", async () => {
    const me = await member();
    const first = await me.b.callUnchecked('boardCreate', { ...QUICK_SAVE, user_id: me.id });
    expect(first.status).toBe(201);
    expect(rr(first).data).toMatchObject({ name: 'Profile', layout: 'quick_saves', privacy: 'public', url: `/${me.username}/profile/` });
    const again = await me.b.callUnchecked('boardCreate', QUICK_SAVE);
    expect(again.status).toBe(200);
    expect(rr(again).data.id).toBe(rr(first).data.id);
    expect(quickSavesBoards(me.id)).toBe(1);
  });

  it('never makes a second quick-saves board, even for 20 concurrent requests', async () => {
    const me = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => me.b.callUnchecked('boardCreate', QUICK_SAVE)));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((r) => rr(r).data.id)).size).toBe(1);
    expect(quickSavesBoards(me.id)).toBe(1);
  });

  it('takes the next free slug when the viewer already has a board called profile', async () => {
    const me = await member();
    const plain = await me.b.call('boardCreate', { name: 'Profile' });
    const quick = await me.b.callUnchecked('boardCreate', QUICK_SAVE);
    expect([rr(plain).data.url, rr(quick).data.url]).toEqual([`/${me.username}/profile/`, `/${me.username}/profile-2/`]);
  });

  it('answers 409 naming layout when return_existing is false and the board exists', async () => {
    const me = await member();
    await me.b.callUnchecked('boardCreate', QUICK_SAVE);
    const res = await me.b.callUnchecked('boardCreate', { ...QUICK_SAVE, return_existing: false });
    expect(res.status).toBe(409);
    expect(Object.keys(rr(res).error.fields)).toEqual(['layout']);
  });

  it('makes a protected quick-saves board when asked', async () => {
    const me = await member();
    expect(rr(await me.b.callUnchecked('boardCreate', { ...QUICK_SAVE, protected: true })).data.privacy).toBe('protected');
  });
});

describe('BoardResource create, board form', () => {
  it('creates a public board by default with a slug unique per owner', async () => {
    const me = await member();
    const a = await me.b.call('boardCreate', { name: 'Summer Trip', username: me.username });
    const b = await me.b.call('boardCreate', { name: 'summer   trip!', privacy: 'secret', orbac_subject_id: String(me.id) });
    const c = await me.b.call('boardCreate', { name: '☀️' });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(rr(a).data).toMatchObject({
      name: 'Summer Trip',
      privacy: 'public',
      layout: 'default',
      url: `/${me.username}/summer-trip/`,
      permissions: expect.arrayContaining(['save']),
    });
    expect(rr(b).data).toMatchObject({ privacy: 'secret', url: `/${me.username}/summer-trip-2/` });
    expect(rr(c).data.url).toBe(`/${me.username}/board/`);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, 'name'],
    ['an unknown privacy', { name: 'Ok', privacy: 'friends' }, 'privacy'],
    ['an unknown layout', { name: 'Ok', layout: 'grid' }, 'layout'],
  ])('refuses %s (400 naming the field) and creates nothing', async (_label, options, field) => {
    const me = await member();
    const res = await me.b.callUnchecked('boardCreate', options);
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual([field]);
    expect(db.prepare('SELECT count(*) FROM boards WHERE owner_id = ?').pluck().get(me.id)).toBe(0);
  });

  it.each([
    ['user_id', (other: { id: number }) => ({ user_id: other.id })],
    ['username', (other: { username: string }) => ({ username: other.username })],
    ['orbac_subject_id', (other: { id: number }) => ({ orbac_subject_id: other.id })],
  ])('refuses to create a board for someone else (403 naming %s)', async (field, forOther) => {
    const [me, other] = [await member(), await member()];
    const res = await me.b.call('boardCreate', { name: 'Theirs', ...forOther(other) });
    expect(res.status).toBe(403);
    expect(Object.keys(rr(res).error.fields)).toEqual([field]);
  });

  it('needs a signed-in viewer (401)', async () => {
    const b = await browser(app);
    expect((await b.callUnchecked('boardCreate', QUICK_SAVE)).status).toBe(401);
    expect((await b.call('boardCreate', { name: 'x' })).status).toBe(401);
  });
});

describe('UserStateResource get QUICK_SAVES_BOARD_ID, and the viewer and own profile for the save flow', () => {
  it('answers null, then the quick-saves board id; the viewer and own profile say whether it exists and the save behaviour', async () => {
    const me = await member();
    expect(rr(await me.b.call('userStateGet', { state: 'QUICK_SAVES_BOARD_ID' })).data).toBeNull();
    expect(rr(await me.b.call('viewerGet')).data).toMatchObject({ has_quicksave_board: false, save_behavior: 0 });
    const board = rr(await me.b.callUnchecked('boardCreate', QUICK_SAVE)).data;
    expect(rr(await me.b.call('userStateGet', { state: 'QUICK_SAVES_BOARD_ID' })).data).toBe(board.id);
    expect(rr(await me.b.call('viewerGet')).data).toMatchObject({ has_quicksave_board: true, save_behavior: 0 });

    db.prepare('UPDATE users SET save_behavior = 1 WHERE id = ?').run(me.id);
    const own = rr(await me.b.call('userGet', { user_id: me.id, field_set_key: 'save_behavior' })).data;
    expect(own).toMatchObject({ save_behavior: 1, has_quicksave_board: true });
    const other = await member();
    const theirs = rr(await other.b.call('userGet', { username: me.username })).data;
    expect(theirs).not.toHaveProperty('save_behavior');
    expect(theirs).not.toHaveProperty('has_quicksave_board');
  });

  it('refuses an unknown state (400 naming state) and a signed-out viewer (401)', async () => {
    const me = await member();
    const bad = await me.b.callUnchecked('userStateGet', { state: 'SOMETHING' });
    expect([bad.status, Object.keys(rr(bad).error.fields)]).toEqual([400, ['state']]);
    const anon = await browser(app);
    expect((await anon.call('userStateGet', { state: 'QUICK_SAVES_BOARD_ID' })).status).toBe(401);
  });
});

describe('BoardsResource get', () => {
  const names = (res: Response) => (rr(res).data as { name: string }[]).map((b) => b.name);

  it("writable_only lists the boards the viewer may save to: own, and group boards allowing 'save', with their sections", async () => {
    const me = await member();
    const owner = f.user(`owner${++counter}`);
    const mine = f.board(me.id, 'Mine');
    const section = f.section(mine, 'Corner');
    const group = f.board(owner, 'Group', { is_collaborative: 1 });
    const readOnly = f.board(owner, 'Read only', { is_collaborative: 1 });
    f.board(owner, 'Not mine');
    f.collaborator(group, me.id, ['save']);
    f.collaborator(readOnly, me.id, ['favorite']);
    const res = await me.b.call('boardsGet', { writable_only: true, sort: 'alphabetical' });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Group', 'Mine']);
    expect(rr(res).data[1].sections).toEqual([expect.objectContaining({ id: String(section), title: 'Corner' })]);
    expect(rr(res).bookmark).toBe('-end-');
  });

  it("lists a user's boards the viewer may see, secret ones only to the owner, in the asked order and privacy", async () => {
    const me = await member();
    const other = await member();
    f.board(me.id, 'Beta', { created_at: 3 });
    f.board(me.id, 'alpha', { created_at: 2 });
    f.board(me.id, 'Secret', { privacy: 'secret', created_at: 1 });
    expect(names(await me.b.call('boardsGet', { sort: 'alphabetical' }))).toEqual(['alpha', 'Beta', 'Secret']);
    expect(names(await me.b.call('boardsGet', { sort: 'oldest', group_by: 'visibility' }))).toEqual(['alpha', 'Beta', 'Secret']);
    expect(names(await me.b.call('boardsGet', { sort: 'newest' }))).toEqual(['Beta', 'alpha', 'Secret']);
    expect(names(await me.b.call('boardsGet', { privacy_filter: 'secret' }))).toEqual(['Secret']);
    expect(names(await other.b.call('boardsGet', { username: me.username, sort: 'alphabetical' }))).toEqual(['alpha', 'Beta']);
  });

  it('puts the board pinned to last first by default', async () => {
    const me = await member();
    const older = f.board(me.id, 'Older');
    f.board(me.id, 'Newer');
    f.pin(me.id, older);
    expect(names(await me.b.call('boardsGet', {}))).toEqual(['Older', 'Newer']);
  });

  it("lists the quick-saves board on its owner's profile, with a url whose board page answers it and its pins", async () => {
    const me = await member();
    const quick = rr(await me.b.callUnchecked('boardCreate', QUICK_SAVE)).data;
    const pin = f.pin(me.id, Number(quick.id));
    const anon = await browser(app);
    const listed = rr(await anon.call('boardsGet', { username: me.username, sort: 'last_pinned_to' })).data;
    expect(listed).toEqual([
      expect.objectContaining({ id: quick.id, name: 'Profile', layout: 'quick_saves', url: `/${me.username}/profile/`, pinCount: 1 }),
    ]);
    expect(listed[0].coverImages['170x'].url).toMatch(/\/170x\.jpg$/);

    const [, username, slug] = (listed[0].url as string).split('/');
    const page = await anon.call('boardGet', { username, slug });
    expect([page.status, rr(page).data.id]).toEqual([200, quick.id]);
    const pins = rr(await anon.call('boardFeed', { board_id: quick.id })).data as { id: string }[];
    expect(pins.map((p) => p.id)).toEqual([String(pin)]);
  });

  it('pages 25 at a time by default, each board once', async () => {
    const me = await member();
    for (let i = 0; i < 30; i++) f.board(me.id, `Board ${i}`);
    const first = await me.b.call('boardsGet', { writable_only: true });
    expect(rr(first).data).toHaveLength(25);
    const { items } = await readAll<{ id: string }>((bookmark) => me.b.call('boardsGet', { writable_only: true, page_size: 25, bookmark }), 25);
    expect(items).toHaveLength(30);
  });

  it('answers 404 for an unknown username, 400 naming bad options, 401 when signed out without a username', async () => {
    const me = await member();
    expect((await me.b.call('boardsGet', { username: 'nobody_here' })).status).toBe(404);
    for (const [options, field] of [
      [{ sort: 'random' }, 'sort'],
      [{ privacy_filter: 'friends' }, 'privacy_filter'],
      [{ writable_only: 'yes' }, 'writable_only'],
      [{ bookmark: 'forged' }, 'bookmark'],
    ] as const) {
      const res = await me.b.callUnchecked('boardsGet', options);
      expect([res.status, Object.keys(rr(res).error.fields)]).toEqual([400, [field]]);
    }
    const anon = await browser(app);
    expect((await anon.call('boardsGet', { writable_only: true })).status).toBe(401);
    expect((await anon.call('boardsGet', {})).status).toBe(401);
    expect(names(await anon.call('boardsGet', { username: me.username }))).toEqual([]);
  });
});
