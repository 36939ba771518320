import { BOARD_ACTIONS, OWNER_ACTIONS } from '../../shared/domain/boardPermissions';
import { END_BOOKMARK } from '../../shared/constants';
import { pin as pinSchema } from '../../shared/contracts/pin';
import { anonCall, anonCallUnchecked, rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { readAll } from './helpers/paging';

type ApiPin = { id: string; title: string; saveCount: number; isRepin: boolean; pinner: { username: string } };

const { app, db } = makeApp();
const f = factories(db);

// The world: vic follows ben, cat's "Kitchen" board and the Gardening interest. ana has many popular pins;
// dan keeps a secret board that eve collaborates on. Everyone signs up; full names are columns the API cannot set.
const world = (ids: Record<'vic' | 'ana' | 'ben' | 'cat' | 'dan' | 'eve', number>) => {
  for (const [name, id] of Object.entries(ids)) f.profile(id, { first_name: name, full_name: `${name[0].toUpperCase()}${name.slice(1)} Example` });
  const anaBoard = f.board(ids.ana, 'Everything');
  const ana = Array.from({ length: 40 }, (_, i) => f.pin(ids.ana, anaBoard, { save_count: (i * 7) % 13 }));
  const benBoard = f.board(ids.ben, 'Ben things');
  const ben = [f.pin(ids.ben, benBoard), f.pin(ids.ben, benBoard), f.pin(ids.ben, benBoard)];
  const kitchen = f.board(ids.cat, 'Kitchen');
  const catOther = f.board(ids.cat, 'Unfollowed');
  const cat = [f.pin(ids.cat, kitchen), f.pin(ids.cat, catOther)];
  // cat saves one of ben's pins to the followed board: the home feed shows that original once.
  const catRepinOfBen = f.repin(ben[0], ids.cat, kitchen);
  const gardening = f.interest('Gardening');
  f.tag(ana[5], gardening);
  const secret = f.board(ids.dan, 'Surprise party', { privacy: 'secret' });
  const secretPins = [f.pin(ids.dan, secret, { save_count: 500 }), f.pin(ids.dan, secret, { save_count: 400 })];
  const protectedBoard = f.board(ids.dan, 'Half open', { privacy: 'protected' });
  const protectedPin = f.pin(ids.dan, protectedBoard, { save_count: 1 });
  f.collaborator(secret, ids.eve, ['save']);
  const vicBoard = f.board(ids.vic, 'Mine');
  const vicPin = f.pin(ids.vic, vicBoard, { save_count: 12 });
  f.followUser(ids.vic, ids.ben);
  f.followBoard(ids.vic, kitchen);
  f.followInterest(ids.vic, gardening);
  f.followBoard(ids.ana, kitchen);
  return {
    ids,
    anaBoard,
    ana,
    benBoard,
    ben,
    kitchen,
    catOther,
    cat,
    catRepinOfBen,
    gardening,
    secret,
    secretPins,
    protectedBoard,
    protectedPin,
    vicBoard,
    vicPin,
  };
};
let W: ReturnType<typeof world>;

let vic: Browser;
let dan: Browser;
let eve: Browser;

beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['vic', 'ana', 'ben', 'cat', 'dan', 'eve']);
  ({ vic, dan, eve } = browsers);
  W = world(ids);
});

const num = (p: { id: string }) => Number(p.id);

describe('UserHomefeedResource get, signed out', () => {
  it('pages through the popular originals of visible boards to -end-, most saved first, each once', async () => {
    const { items, pages } = await readAll<ApiPin>((bookmark) => anonCall(app, 'homefeed', { page_size: 7, bookmark }), 7);
    const expected = db
      .prepare(
        `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.origin_pin_id IS NULL AND b.privacy <> 'secret'
         ORDER BY p.save_count DESC, p.id DESC`,
      )
      .pluck()
      .all();
    expect(items.map(num)).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 7));
    expect(items.some((p) => p.isRepin)).toBe(false);
    expect(items.map(num)).not.toEqual(expect.arrayContaining([W.secretPins[0]]));
    expect(items.map(num)).toContain(W.protectedPin);
  });

  it('answers 25 pins by default, in the pin shape', async () => {
    const res = await anonCall(app, 'homefeed');
    expect(res.status).toBe(200);
    const { data, bookmark } = rr(res);
    expect(data).toHaveLength(25);
    expect(bookmark).not.toBe(END_BOOKMARK);
    for (const p of data) expect(pinSchema.safeParse(p).success).toBe(true);
  });

  it('answers an empty last page for the -end- bookmark', async () => {
    const res = await anonCall(app, 'homefeed', { bookmark: END_BOOKMARK });
    expect(rr(res)).toMatchObject({ data: [], bookmark: END_BOOKMARK });
  });

  it.each([
    [{ page_size: 0 }, 'page_size'],
    [{ page_size: 101 }, 'page_size'],
    [{ page_size: 'many' }, 'page_size'],
    [{ bookmark: 'not a bookmark' }, 'bookmark'],
    [{ bookmark: Buffer.from('{"phase":"sideways","id":1}').toString('base64url') }, 'bookmark'],
    [{ bookmark: Buffer.from('{"offset":25}').toString('base64url') }, 'bookmark'],
    [{ bookmark: Buffer.from('{"phase":"followed","id":-4}').toString('base64url') }, 'bookmark'],
  ])('refuses %j with 400 naming %s', async (options, field) => {
    const res = await anonCall(app, 'homefeed', options);
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual([field]);
  });
});

describe('UserHomefeedResource get, signed in', () => {
  it("puts followed users', boards' and interests' pins first, newest first, then the popular ones, each once, never the viewer's own", async () => {
    const { items } = await readAll<ApiPin>((bookmark) => vic.call('homefeed', { page_size: 4, bookmark }), 4);
    const followed = [W.catRepinOfBen, W.cat[0], W.ben[2], W.ben[1], W.ana[5]];
    expect(items.slice(0, followed.length).map(num)).toEqual(followed);
    // ben[0] reached vic as cat's repin, so neither it nor the original shows again.
    expect(items.map(num)).not.toContain(W.ben[0]);
    expect(items.map(num)).not.toContain(W.vicPin);
    expect(items.map(num)).not.toContain(W.secretPins[0]);
    const popular = items.slice(followed.length);
    expect(popular.length).toBeGreaterThan(30);
    expect(popular.every((p) => !p.isRepin)).toBe(true);
    const saves = popular.map((p) => p.saveCount);
    expect(saves).toEqual([...saves].sort((a, b) => b - a));
  });

  it('names the followed interest that brought a pin in', async () => {
    const { data } = rr(await vic.call('homefeed', { page_size: 10 }));
    const gardened = data.find((p: ApiPin) => num(p) === W.ana[5]);
    expect(gardened.sourceInterest).toEqual({ name: 'Gardening', urlName: expect.stringMatching(/^gardening/) });
    expect(data.find((p: ApiPin) => num(p) === W.ben[1]).sourceInterest).toBeNull();
  });

  it('shows a collaborator the secret board pins in the popular part', async () => {
    const { items } = await readAll<ApiPin>((bookmark) => eve.call('homefeed', { page_size: 25, bookmark }), 25);
    expect(items.slice(0, 2).map(num)).toEqual(W.secretPins);
  });

  it('reflects a new follow and a new pin on the next request', async () => {
    const fay = f.user('fay');
    const fayPin = f.pin(fay, f.board(fay, 'Fay board'));
    expect(rr(await eve.call('homefeed', { page_size: 3 })).data.map(num)).not.toContain(fayPin);
    f.followUser(W.ids.eve, fay);
    expect(rr(await eve.call('homefeed', { page_size: 3 })).data.map(num)[0]).toBe(fayPin);
    const newer = f.pin(fay, f.board(fay, 'Fay second'));
    expect(
      rr(await eve.call('homefeed', { page_size: 3 }))
        .data.map(num)
        .slice(0, 2),
    ).toEqual([newer, fayPin]);
  });
});

describe('BoardFeedResource get', () => {
  it("pages a board's pins newest first to -end-", async () => {
    const { items } = await readAll<ApiPin>((bookmark) => anonCall(app, 'boardFeed', { board_id: W.anaBoard, page_size: 6, bookmark }), 6);
    expect(items.map(num)).toEqual([...W.ana].reverse());
  });

  it('narrows to one section', async () => {
    const section = f.section(W.benBoard, 'Best');
    db.prepare('UPDATE pins SET section_id = ? WHERE id IN (?, ?)').run(section, W.ben[0], W.ben[2]);
    const res = await anonCall(app, 'boardFeed', { board_id: String(W.benBoard), section_id: section });
    expect(rr(res).data.map(num)).toEqual([W.ben[2], W.ben[0]]);
    const other = f.section(W.kitchen, 'Elsewhere');
    expect((await anonCall(app, 'boardFeed', { board_id: W.benBoard, section_id: other })).status).toBe(404);
  });

  it('hides a secret board from the signed-out and from strangers (404), not from the owner or a collaborator', async () => {
    expect((await anonCall(app, 'boardFeed', { board_id: W.secret })).status).toBe(404);
    expect((await vic.call('boardFeed', { board_id: W.secret })).status).toBe(404);
    for (const b of [dan, eve]) {
      const res = await b.call('boardFeed', { board_id: W.secret });
      expect(res.status).toBe(200);
      expect(rr(res).data.map(num)).toEqual([...W.secretPins].reverse());
    }
  });

  it('answers 404 for an unknown board and 400 naming board_id for a malformed one', async () => {
    expect((await anonCall(app, 'boardFeed', { board_id: 987654 })).status).toBe(404);
    const res = await anonCall(app, 'boardFeed', { board_id: 'abc' });
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty('board_id');
    expect((await anonCallUnchecked(app, 'boardFeed', {})).status).toBe(400);
  });
});

describe('UserPinsResource get', () => {
  it("'created' holds the user's originals, 'saved' their repins too", async () => {
    const created = await readAll<ApiPin>((bookmark) => anonCall(app, 'userPins', { username: 'cat', filter: 'created', page_size: 1, bookmark }), 1);
    expect(created.items.map(num)).toEqual([W.cat[1], W.cat[0]]);
    const saved = await readAll<ApiPin>((bookmark) => anonCall(app, 'userPins', { username: 'cat', filter: 'saved', page_size: 2, bookmark }), 2);
    expect(saved.items.map(num)).toEqual([W.catRepinOfBen, W.cat[1], W.cat[0]]);
  });

  it('shows secret-board pins only to those who may see the board', async () => {
    const visibleTo = async (b: Browser | null) => {
      const res = b ? await b.call('userPins', { username: 'dan' }) : await anonCall(app, 'userPins', { username: 'dan' });
      return rr(res).data.map(num);
    };
    expect(await visibleTo(null)).toEqual([W.protectedPin]);
    expect(await visibleTo(vic)).toEqual([W.protectedPin]);
    expect(await visibleTo(dan)).toEqual([W.protectedPin, ...[...W.secretPins].reverse()]);
  });

  it('answers 404 for an unknown user and 400 naming filter for a bad filter', async () => {
    expect((await anonCall(app, 'userPins', { username: 'nobody_here' })).status).toBe(404);
    const res = await anonCallUnchecked(app, 'userPins', { username: 'cat', filter: 'liked' });
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty('filter');
  });
});

describe('RelatedPinFeedResource get', () => {
  it('ranks pins sharing more interests first, then by saves, never the pin itself or its copies', async () => {
    const u = W.ids.ana;
    const [cooking, baking] = [f.interest('Cooking'), f.interest('Baking')];
    const board = f.board(u, 'Related');
    const source = f.pin(u, board);
    const both = f.pin(W.ids.ben, W.benBoard, { save_count: 1 });
    const oneLowSaves = f.pin(W.ids.cat, W.catOther, { save_count: 2 });
    const oneHighSaves = f.pin(W.ids.cat, W.catOther, { save_count: 9 });
    const sameBoard = f.pin(u, board, { save_count: 50 });
    const unrelated = f.pin(W.ids.ben, W.benBoard);
    const copy = f.repin(source, W.ids.vic, W.vicBoard);
    for (const [pinId, interest] of [
      [source, cooking],
      [source, baking],
      [both, cooking],
      [both, baking],
      [oneLowSaves, cooking],
      [oneHighSaves, baking],
    ]) {
      f.tag(pinId, interest);
    }
    const { items } = await readAll<ApiPin>((bookmark) => anonCall(app, 'relatedPins', { pin_id: source, page_size: 2, bookmark }), 2);
    expect(items.map(num)).toEqual([both, oneHighSaves, oneLowSaves, sameBoard]);
    expect(items.map(num)).not.toContain(unrelated);
    expect(items.map(num)).not.toContain(copy);
  });

  it('answers 404 for an unknown pin and for a secret pin the viewer may not see', async () => {
    expect((await anonCall(app, 'relatedPins', { pin_id: 99999999 })).status).toBe(404);
    expect((await anonCall(app, 'relatedPins', { pin_id: W.secretPins[0] })).status).toBe(404);
    expect((await dan.call('relatedPins', { pin_id: W.secretPins[0] })).status).toBe(200);
  });
});

describe('BoardResource get', () => {
  it("answers the board with its owner, counts, sections, cover and the viewer's relation to it", async () => {
    const res = await vic.call('boardGet', { board_id: W.kitchen });
    expect(res.status).toBe(200);
    const board = rr(res).data;
    expect(board).toMatchObject({
      id: String(W.kitchen),
      name: 'Kitchen',
      url: expect.stringMatching(/^\/cat\/kitchen-\d+\/$/),
      privacy: 'public',
      followedByMe: true,
      followerCount: 2,
      pinCount: 2,
      collaboratedByMe: false,
      permissions: [],
      owner: { username: 'cat' },
    });
    // The cover is the newest pin's image.
    const sig = db.prepare('SELECT i.signature FROM pins p JOIN images i ON i.id = p.image_id WHERE p.id = ?').pluck().get(W.catRepinOfBen);
    expect(board.coverImages['236x'].url).toBe(`/media/images/${sig}/236x.jpg`);
  });

  it('gives the owner every permission and a collaborator the stored ones', async () => {
    const owner = rr(await dan.call('boardGet', { board_id: W.secret })).data;
    expect(owner).toMatchObject({ permissions: [...BOARD_ACTIONS, ...OWNER_ACTIONS], collaboratedByMe: false, collaboratorCount: 1 });
    const collaborator = rr(await eve.call('boardGet', { board_id: W.secret })).data;
    expect(collaborator).toMatchObject({ permissions: ['save'], collaboratorPermissions: ['save'], collaboratedByMe: true });
  });

  it('lists sections with their pin counts', async () => {
    const board = f.board(W.ids.ana, 'Sectioned');
    const s = f.section(board, 'Mains');
    f.pin(W.ids.ana, board, { section_id: s });
    f.pin(W.ids.ana, board);
    const res = await anonCall(app, 'boardGet', { board_id: board });
    expect(rr(res).data).toMatchObject({
      pinCount: 2,
      sections: [{ id: String(s), slug: expect.stringMatching(/^mains/), title: 'Mains', pinCount: 1 }],
    });
    expect(rr(await anonCall(app, 'boardGet', { board_id: f.board(W.ids.ana, 'Empty') })).data).toMatchObject({ pinCount: 0, coverImages: {} });
  });

  it('answers 404 for unknown boards and secret ones the viewer may not see, 400 for a malformed id', async () => {
    expect((await anonCall(app, 'boardGet', { board_id: 424242 })).status).toBe(404);
    expect((await anonCall(app, 'boardGet', { board_id: W.secret })).status).toBe(404);
    expect((await vic.call('boardGet', { board_id: W.secret })).status).toBe(404);
    const res = await anonCall(app, 'boardGet', { board_id: 'abc' });
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty('board_id');
  });
});

describe('UserResource get', () => {
  it('answers the profile by username or user_id, with counts the viewer may see', async () => {
    const byName = rr(await anonCall(app, 'userGet', { username: 'dan' })).data;
    expect(byName).toMatchObject({
      username: 'dan',
      fullName: 'Dan Example',
      boardCount: 1,
      pinCount: 1,
      followingCount: 0,
      about: '',
      websiteDomain: null,
    });
    const own = rr(await dan.call('userGet', { user_id: W.ids.dan })).data;
    expect(own).toMatchObject({ username: 'dan', boardCount: 2, pinCount: 3 });
    const vicProfile = rr(await vic.call('userGet', { username: 'ben' })).data;
    expect(vicProfile).toMatchObject({ explicitlyFollowedByMe: true, followerCount: 1 });
    expect(rr(await anonCall(app, 'userGet', { username: 'vic' })).data.followingCount).toBe(1);
  });

  it('answers 404 for an unknown user and 400 when neither username nor user_id is given', async () => {
    expect((await anonCall(app, 'userGet', { username: 'ghost' })).status).toBe(404);
    expect((await anonCall(app, 'userGet', { user_id: 55555 })).status).toBe(404);
    const res = await anonCall(app, 'userGet', {});
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty('username');
  });
});
