import { BOARD_ACTIONS, OWNER_ACTIONS } from '../../shared/domain/boardPermissions';
import { LIMITS } from '../../shared/constants';
import { anonCall, anonCallUnchecked, rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { readAll } from './helpers/paging';

// What the board page (/{username}/{slug}/) reads: BoardResource get by owner and slug, and the board's feed with
// its favorites filter.

const { app, db } = makeApp();
const f = factories(db);

// ola owns the group board "Family Dinners" (pia and quin collaborate) and the secret board "Surprise"; rex is a
// stranger to both. All four sign up; their full names are columns the API cannot set.
const world = (ids: Record<'ola' | 'pia' | 'quin' | 'rex', number>) => {
  for (const [name, id] of Object.entries(ids)) f.profile(id, { first_name: name, full_name: `${name[0].toUpperCase()}${name.slice(1)} Example` });
  const group = f.board(ids.ola, 'Family Dinners', { slug: 'family-dinners', is_collaborative: 1, description: 'What to cook' });
  f.collaborator(group, ids.quin);
  // Joined earlier, so listed first although added second.
  db.prepare('INSERT INTO board_collaborators (board_id, user_id, permissions, created_at) VALUES (?, ?, ?, ?)').run(
    group,
    ids.pia,
    '["save","favorite"]',
    0,
  );
  const pins = Array.from({ length: 7 }, () => f.pin(ids.ola, group));
  const favorited = [pins[0], pins[2], pins[3], pins[6]];
  for (const pin of favorited) f.favorite(pin, ids.pia);
  f.favorite(pins[3], ids.quin);
  const secret = f.board(ids.ola, 'Surprise', { slug: 'surprise', privacy: 'secret' });
  const secretPin = f.pin(ids.ola, secret);
  f.favorite(secretPin, ids.ola);
  f.followBoard(ids.rex, group);
  return { ids, group, pins, favorited, secret, secretPin };
};
let W: ReturnType<typeof world>;

const num = (p: { id: string }) => Number(p.id);

let ola: Browser;
let pia: Browser;
let rex: Browser;

beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['ola', 'pia', 'quin', 'rex']);
  ({ ola, pia, rex } = browsers);
  W = world(ids);
});

describe('BoardResource get by username and slug', () => {
  it('answers what the board page shows: the board, its owner, counts, collaborators and the viewer relation', async () => {
    const res = await rex.call('boardGet', { username: 'ola', slug: 'family-dinners' });
    expect(res.status).toBe(200);
    const board = rr(res).data;
    expect(board).toMatchObject({
      id: String(W.group),
      name: 'Family Dinners',
      description: 'What to cook',
      url: '/ola/family-dinners/',
      privacy: 'public',
      isCollaborative: true,
      pinCount: 7,
      followerCount: 1,
      followedByMe: true,
      collaboratedByMe: false,
      collaboratorCount: 2,
      permissions: [],
      owner: { username: 'ola', fullName: 'Ola Example' },
    });
    expect(board.collaborators.map((u: { username: string }) => u.username)).toEqual(['pia', 'quin']);
  });

  it('is the same board as by board_id, with the viewer-relative fields of a collaborator', async () => {
    const byId = rr(await pia.call('boardGet', { board_id: W.group })).data;
    const bySlug = rr(await pia.call('boardGet', { username: 'ola', slug: 'family-dinners' })).data;
    expect(bySlug).toEqual(byId);
    expect(bySlug).toMatchObject({ collaboratedByMe: true, permissions: ['save', 'favorite'], followedByMe: false });
  });

  it('matches the username and the slug without regard to case', async () => {
    const res = await anonCall(app, 'boardGet', { username: 'OLA', slug: 'Family-Dinners' });
    expect(res.status).toBe(200);
    expect(rr(res).data.id).toBe(String(W.group));
  });

  it(`lists at most ${LIMITS.boardHeaderCollaborators} collaborators, the count telling the rest`, async () => {
    const board = f.board(W.ids.pia, 'Crowded', { slug: 'crowded', is_collaborative: 1 });
    for (let i = 0; i < LIMITS.boardHeaderCollaborators + 2; i++) f.collaborator(board, f.user(`member${i}`));
    const data = rr(await anonCall(app, 'boardGet', { username: 'pia', slug: 'crowded' })).data;
    expect(data.collaborators).toHaveLength(LIMITS.boardHeaderCollaborators);
    expect(data.collaboratorCount).toBe(LIMITS.boardHeaderCollaborators + 2);
  });

  it('keeps a secret board a 404 for the signed-out and strangers, by either form; its owner gets it', async () => {
    const bySlug = { username: 'ola', slug: 'surprise' };
    expect((await anonCall(app, 'boardGet', bySlug)).status).toBe(404);
    expect((await rex.call('boardGet', bySlug)).status).toBe(404);
    expect((await rex.call('boardGet', { board_id: W.secret })).status).toBe(404);
    const own = await ola.call('boardGet', bySlug);
    expect(own.status).toBe(200);
    expect(rr(own).data).toMatchObject({ id: String(W.secret), privacy: 'secret', permissions: [...BOARD_ACTIONS, ...OWNER_ACTIONS] });
  });

  it('answers 404 for an unknown slug or owner', async () => {
    expect((await anonCall(app, 'boardGet', { username: 'ola', slug: 'no-such-board' })).status).toBe(404);
    expect((await anonCall(app, 'boardGet', { username: 'nobody', slug: 'family-dinners' })).status).toBe(404);
    // Another owner's slug is not this owner's board.
    expect((await anonCall(app, 'boardGet', { username: 'pia', slug: 'family-dinners' })).status).toBe(404);
  });

  it.each([
    ['neither form', {}, 'board_id'],
    ['both forms', { board_id: 1, username: 'ola', slug: 'family-dinners' }, 'username'],
    ['board_id and a slug', { board_id: 1, slug: 'family-dinners' }, 'slug'],
    ['a username without a slug', { username: 'ola' }, 'slug'],
    ['a slug without a username', { slug: 'family-dinners' }, 'username'],
    ['an empty slug', { username: 'ola', slug: '' }, 'slug'],
    ['a number for a slug', { username: 'ola', slug: 12 }, 'slug'],
  ])('answers 400 naming the field for %s', async (_case, options, field) => {
    const res = await anonCallUnchecked(app, 'boardGet', options);
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual([field]);
  });
});

describe("BoardFeedResource get, filter 'favorited'", () => {
  it('pages the pins someone favorited, newest first, to -end-', async () => {
    const { items } = await readAll<{ id: string; favoriteUserCount: number }>(
      (bookmark) => anonCall(app, 'boardFeed', { board_id: W.group, filter: 'favorited', page_size: 3, bookmark }),
      3,
    );
    expect(items.map(num)).toEqual([...W.favorited].reverse());
    expect(items.every((p) => p.favoriteUserCount > 0)).toBe(true);
  });

  it('follows the favorites as they change', async () => {
    const [newest] = [...W.pins].reverse();
    const unfavorite = await pia.call('unfavoritePin', { id: newest });
    expect(unfavorite.status).toBe(200);
    const ids = rr(await anonCall(app, 'boardFeed', { board_id: W.group, filter: 'favorited' })).data.map(num);
    expect(ids).toEqual([W.pins[3], W.pins[2], W.pins[0]]);
    expect((await pia.call('favoritePin', { id: newest })).status).toBe(200);
    expect(rr(await anonCall(app, 'boardFeed', { board_id: W.group, filter: 'favorited' })).data.map(num)[0]).toBe(newest);
  });

  it('combines with a section', async () => {
    const section = f.section(W.group, 'Soups');
    db.prepare('UPDATE pins SET section_id = ? WHERE id IN (?, ?)').run(section, W.pins[1], W.pins[2]);
    const res = await anonCall(app, 'boardFeed', { board_id: W.group, section_id: section, filter: 'favorited' });
    expect(rr(res).data.map(num)).toEqual([W.pins[2]]);
  });

  it('without the filter still answers every pin', async () => {
    const res = await anonCall(app, 'boardFeed', { board_id: W.group, page_size: 50 });
    expect(rr(res).data.map(num)).toEqual([...W.pins].reverse());
  });

  it('answers 400 naming filter for an unknown filter', async () => {
    for (const filter of ['liked', '', 1]) {
      const res = await anonCallUnchecked(app, 'boardFeed', { board_id: W.group, filter });
      expect(res.status).toBe(400);
      expect(Object.keys(rr(res).error.fields)).toEqual(['filter']);
    }
  });

  it("keeps a secret board's favorites a 404 for the signed-out and strangers, not for its owner", async () => {
    const options = { board_id: W.secret, filter: 'favorited' } as const;
    expect((await anonCall(app, 'boardFeed', options)).status).toBe(404);
    expect((await rex.call('boardFeed', options)).status).toBe(404);
    const own = await ola.call('boardFeed', options);
    expect(own.status).toBe(200);
    expect(rr(own).data.map(num)).toEqual([W.secretPin]);
  });
});
