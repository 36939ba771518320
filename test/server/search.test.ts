import { END_BOOKMARK } from '../../shared/constants';
import { board as boardSchema } from '../../shared/contracts/board';
import { pin as pinSchema } from '../../shared/contracts/pin';
import { userSummary } from '../../shared/contracts/user';
import { ftsQuery, nameMatch } from '../../server/features/feeds/searchQuery';
import { anonCallUnchecked, rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { readAll } from './helpers/paging';

const { app, db } = makeApp();
const f = factories(db);

/** The boards and pins, once sam (who logs in) has signed up. */
const world = (sam: number) => {
  f.profile(sam, { first_name: 'sam', full_name: 'Samantha Baker' });
  const tom = f.user('tom', { full_name: 'Tom Lemonade' });
  const bakes = f.board(sam, 'Bakes');
  const dinners = f.board(sam, 'Weeknight Dinners');
  const cotton = f.board(tom, '100% Cotton');
  const other = f.board(tom, '1000 Cottages');
  const secret = f.board(sam, 'Secret lemons', { privacy: 'secret' });
  const gardening = f.interest('Gardening');
  const pins = {
    titleLemon: f.pin(sam, bakes, { title: 'Lemon tart', description: 'A classic French dessert', save_count: 1 }),
    descriptionLemon: f.pin(tom, other, { title: 'Sunday dessert', description: 'With a squeeze of lemon and some cream', save_count: 50 }),
    pasta: f.pin(sam, dinners, { title: 'Quick pasta', description: 'Twenty minutes' }),
    tomatoes: f.pin(tom, other, { title: 'Tomatoes', description: 'On the windowsill' }),
    shirt: f.pin(tom, cotton, { title: 'Shirt', description: 'Soft' }),
    secretLemon: f.pin(sam, secret, { title: 'Lemon surprise', description: 'Do not tell' }),
  };
  f.tag(pins.tomatoes, gardening);
  // tom saves the tart: searching still shows the pin once, as its original.
  const repin = f.repin(pins.titleLemon, tom, cotton);
  return { sam, tom, bakes, dinners, cotton, other, secret, pins, repin };
};
let W: ReturnType<typeof world>;

let sam: Browser;

beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['sam']);
  sam = browsers.sam;
  W = world(ids.sam);
});

const search = (options: Record<string, unknown>) => anonCallUnchecked(app, 'search', options);
const ids = (res: { body: unknown }) => rr(res as never).data.map((p: { id: string }) => Number(p.id));

describe('BaseSearchResource get, pins', () => {
  it('ranks a title match above a description match, in the pin shape', async () => {
    const res = await search({ query: 'lemon' });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([W.pins.titleLemon, W.pins.descriptionLemon]);
    for (const p of rr(res).data) expect(pinSchema.safeParse(p).success).toBe(true);
    expect(rr(res).bookmark).toBe(END_BOOKMARK);
  });

  it('finds pins by board name and by interest', async () => {
    expect(ids(await search({ query: 'weeknight' }))).toEqual([W.pins.pasta]);
    expect(ids(await search({ query: 'gardening' }))).toEqual([W.pins.tomatoes]);
  });

  it('matches the last word as a prefix and needs every word', async () => {
    expect(ids(await search({ query: 'lem' }))).toEqual([W.pins.titleLemon, W.pins.descriptionLemon]);
    expect(ids(await search({ query: 'lemon cre' }))).toEqual([W.pins.descriptionLemon]);
    expect(ids(await search({ query: 'quick lemon' }))).toEqual([]);
  });

  it('stems words (porter): "desserts" finds "dessert"', async () => {
    expect(ids(await search({ query: 'desserts classic' }))).toEqual([W.pins.titleLemon]);
  });

  it('shows secret-board pins only to those who may see the board', async () => {
    expect(ids(await search({ query: 'surprise' }))).toEqual([]);
    expect(ids(await sam.call('search', { query: 'surprise' }))).toEqual([W.pins.secretLemon]);
  });

  it('shows a pin once even when its repins match, and a repin when only it matches (its board name)', async () => {
    expect(ids(await search({ query: 'tart' }))).toEqual([W.pins.titleLemon]);
    // The repin lives on "100% Cotton"; the original does not.
    expect(ids(await search({ query: 'cotton' })).sort()).toEqual([W.repin, W.pins.shirt].sort());
  });

  it('pages ranked results to -end- without repeats', async () => {
    for (let i = 0; i < 7; i++) f.pin(W.sam, W.bakes, { title: `Pie number ${i}` });
    const { items, pages } = await readAll((bookmark) => search({ query: 'pie', page_size: 3, bookmark }), 3);
    expect(items).toHaveLength(7);
    expect(pages).toBe(3);
  });

  // Documented behaviour: words are pulled out of the input and each is quoted, so FTS5 syntax in the input is
  // only text. Input with no word at all (just quotes, stars, operators' punctuation) answers an empty list.
  it.each([
    ['"'],
    ['*'],
    ['"lemon'],
    ['lemon"'],
    ['AND OR *'],
    ['NOT lemon'],
    ['title:lemon'],
    ['NEAR(lemon tart)'],
    ['lemon -tart'],
    ['(lemon'],
    ["'; DROP TABLE pins; --"],
    ['^lemon'],
    ['lemon + tart'],
    ['\\'],
    ['{title description}: lemon'],
    ['ümlaut ñ 日本'],
  ])('never fails on FTS syntax in the query: %j', async (query) => {
    const res = await search({ query });
    expect(res.status).toBe(200);
    expect(Array.isArray(rr(res).data)).toBe(true);
  });

  it('answers an empty list for a query with no words', async () => {
    for (const query of ['"', '*', '()', '---']) {
      const res = await search({ query });
      expect(rr(res)).toMatchObject({ data: [], bookmark: END_BOOKMARK });
    }
  });

  it('treats operators and column filters as plain words, all of which must match', async () => {
    expect(ids(await search({ query: 'title:lemon' }))).toEqual([]);
    expect(ids(await search({ query: 'lemon OR pasta' }))).toEqual([]);
    expect(ids(await search({ query: 'NOT pasta' }))).toEqual([]);
    expect(ids(await search({ query: '"quick" pasta' }))).toEqual([W.pins.pasta]);
  });

  it.each([
    [{ query: '' }, 'query'],
    [{ query: '   ' }, 'query'],
    [{ query: 'x'.repeat(201) }, 'query'],
    [{}, 'query'],
    [{ query: 'lemon', scope: 'pinz' }, 'scope'],
    [{ query: 'lemon', bookmark: 'zzz' }, 'bookmark'],
    [{ query: 'lemon', page_size: 0 }, 'page_size'],
  ])('refuses %j with 400 naming %s', async (options, field) => {
    const res = await search(options);
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty(field);
  });
});

describe('BaseSearchResource get, boards and users', () => {
  it('finds boards by name, the visible ones only, in the board shape', async () => {
    const res = await search({ query: 'dinners', scope: 'boards' });
    expect(rr(res).data.map((b: { id: string }) => Number(b.id))).toEqual([W.dinners]);
    expect(boardSchema.safeParse(rr(res).data[0]).success).toBe(true);
    expect(rr(await search({ query: 'secret', scope: 'boards' })).data).toEqual([]);
    expect(rr(await sam.call('search', { query: 'secret', scope: 'boards' })).data.map((b: { id: string }) => Number(b.id))).toEqual([W.secret]);
  });

  it('matches words by prefix, ranks the exact name, then names that start with the words, and ignores case', async () => {
    const names = async (query: string) => rr(await search({ query, scope: 'boards' })).data.map((b: { name: string }) => b.name);
    // Words, not characters: '%' and '_' are no words, and 'otton' starts no word.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names('otton')).toEqual([]);
    expect(await names('100%')).toEqual(['100% Cotton', '1000 Cottages']);
    // Neither starts with it, so the newer board comes first.
    expect(await names('cott')).toEqual(['1000 Cottages', '100% Cotton']);
    expect(await names('COTT')).toEqual(['1000 Cottages', '100% Cotton']);
    f.board(W.tom, 'Cakes and bakes');
    f.board(W.tom, 'Bakes for winter');
    expect(await names('bakes')).toEqual(['Bakes', 'Bakes for winter', 'Cakes and bakes']);
  });

  it('finds a renamed board by its new name only', async () => {
    const board = f.board(W.tom, 'Old shed');
    db.prepare('UPDATE boards SET name = ? WHERE id = ?').run('Greenhouse', board);
    const names = async (query: string) => rr(await search({ query, scope: 'boards' })).data.map((b: { name: string }) => b.name);
    expect(await names('shed')).toEqual([]);
    expect(await names('greenh')).toEqual(['Greenhouse']);
  });

  it('finds users by username or full name, each with their username', async () => {
    const res = await search({ query: 'lemonade', scope: 'users' });
    expect(rr(res).data.map((u: { username: string }) => u.username)).toEqual(['tom']);
    expect(userSummary.safeParse(rr(res).data[0]).success).toBe(true);
  });

  it('ranks people: the exact username first, then usernames that start with it, then names', async () => {
    // Three people called Sam, and a username that is exactly 'sam': the exact username comes first.
    f.user('samwise', { full_name: 'Sam Gamgee' });
    f.user('bakersam', { full_name: 'Sam Baker' });
    f.user('sammy', { full_name: 'Tomas Green' });
    const usernames = async (query: string) => rr(await search({ query, scope: 'users' })).data.map((u: { username: string }) => u.username);
    // sammy and samwise both start with it; samwise's name matches too, so BM25 puts him first.
    expect(await usernames('sam')).toEqual(['sam', 'samwise', 'sammy', 'bakersam']);
    expect(await usernames('SAMWISE')).toEqual(['samwise']);
    // A name hit with no username hit: 'gamgee' is only in a name.
    expect(await usernames('gamg')).toEqual(['samwise']);
  });

  it('ranks the more followed first among people who match alike', async () => {
    const quiet = f.user('quietrose', { full_name: 'Rose Quiet' });
    const known = f.user('knownrose', { full_name: 'Rose Known' });
    f.followUser(quiet, known);
    f.followUser(W.tom, known);
    const usernames = async (query: string) => rr(await search({ query, scope: 'users' })).data.map((u: { username: string }) => u.username);
    expect(await usernames('rose')).toEqual(['knownrose', 'quietrose']);
  });

  it('finds people by accent-free words and a renamed person by the new name', async () => {
    const zoe = f.user('zoelouis', { full_name: 'Zoë Louis' });
    const usernames = async (query: string) => rr(await search({ query, scope: 'users' })).data.map((u: { username: string }) => u.username);
    expect(await usernames('zoe lou')).toEqual(['zoelouis']);
    db.prepare('UPDATE users SET full_name = ? WHERE id = ?').run('Zoë Martin', zoe);
    expect(await usernames('louis')).toEqual([]);
    expect(await usernames('martin')).toEqual(['zoelouis']);
  });

  it('pages people to -end- without repeats', async () => {
    for (let i = 0; i < 5; i++) f.user(`pager${i}`);
    const { items, pages } = await readAll((bookmark) => search({ query: 'pager', scope: 'users', page_size: 2, bookmark }), 2);
    expect(items).toHaveLength(5);
    expect(pages).toBe(3);
  });

  it('answers no people and no boards for a query with no words', async () => {
    for (const scope of ['users', 'boards']) expect(rr(await search({ query: '***', scope }))).toMatchObject({ data: [], bookmark: END_BOOKMARK });
  });
});

describe('the query helpers', () => {
  it.each([
    ['lemon', '"lemon"*'],
    ['lemon tart', '"lemon" "tart"*'],
    ['  "lemon"  AND  tart* ', '"lemon" "AND" "tart"*'],
    ['title:lemon', '"title" "lemon"*'],
    ['crème brûlée', '"crème" "brûlée"*'],
    ['"', null],
    ['*** ---', null],
  ])('ftsQuery(%j) is %j', (input, expected) => {
    expect(ftsQuery(input)).toBe(expected);
  });

  it('matches names by word prefix and escapes LIKE wildcards in the prefix pattern', () => {
    expect(nameMatch(' 50%_\\ off ')).toEqual({ match: '"50" "off"*', exact: '50%_\\ off', prefix: '50\\%\\_\\\\ off%' });
    expect(nameMatch('%%')).toBeNull();
  });
});
