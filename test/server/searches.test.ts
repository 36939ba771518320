import { SEARCH } from '../../shared/constants/search';
import { anonCallUnchecked, rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);

let ana: Browser, bo: Browser;
const W = {} as { ana: number; kites: number; secret: number };

beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['ana', 'bob']);
  ({ ana, bob: bo } = browsers);
  W.ana = ids.ana;
  f.user('kiteflyer', { full_name: 'Kim Flyer' });
  f.user('kitesurfer', { full_name: 'Kai Surfer' });
  f.user('kite', { full_name: 'Kit E' });
  W.kites = f.board(ids.ana, 'Kites');
  W.secret = f.board(ids.ana, 'Kite secrets', { privacy: 'secret' });
});

describe('SearchTypeaheadResource get', () => {
  it.each([[{}], [{ query: ' ' }], [{ query: 'x'.repeat(201) }]])('refuses %j with 400 naming query', async (options) => {
    const res = await anonCallUnchecked(app, 'searchTypeahead', options);
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty('query');
  });

  it('suggests the first people and boards, ranked as search ranks them, secret boards only for who sees them', async () => {
    const res = await anonCallUnchecked(app, 'searchTypeahead', { query: 'kite' });
    expect(res.status).toBe(200);
    const { people, boards } = rr(res).data;
    expect(people.map((u: { username: string }) => u.username)).toEqual(['kite', 'kiteflyer', 'kitesurfer']);
    expect(boards.map((b: { name: string }) => b.name)).toEqual(['Kites']);
    const own = rr(await ana.call('searchTypeahead', { query: 'kite' })).data;
    expect(own.boards.map((b: { name: string }) => b.name).sort()).toEqual(['Kite secrets', 'Kites']);
  });

  it(`suggests at most ${SEARCH.suggestedPeople} people and ${SEARCH.suggestedBoards} boards`, async () => {
    for (let i = 0; i < 6; i++) {
      f.user(`flock${i}`);
      f.board(W.ana, `Flock ${i}`);
    }
    const { people, boards } = rr(await anonCallUnchecked(app, 'searchTypeahead', { query: 'flock' })).data;
    expect(people).toHaveLength(SEARCH.suggestedPeople);
    expect(boards).toHaveLength(SEARCH.suggestedBoards);
  });
});

describe('RecentSearchesResource', () => {
  it('is for signed-in people only', async () => {
    const anon = await browser(app);
    expect((await anon.callUnchecked('recentSearchesGet', {})).status).toBe(401);
    expect((await anon.callUnchecked('recentSearchAdd', { query: 'kites' })).status).toBe(401);
    expect((await anon.callUnchecked('recentSearchesRemove', {})).status).toBe(401);
  });

  it('refuses a missing or empty query with 400 naming query', async () => {
    for (const options of [{}, { query: '  ' }, { query: 'x'.repeat(201) }]) {
      const res = await ana.callUnchecked('recentSearchAdd', options);
      expect(res.status).toBe(400);
      expect(rr(res).error.fields).toHaveProperty('query');
    }
  });

  it('keeps each person their own searches, newest first, a repeat moving to the top in its new spelling', async () => {
    await ana.call('recentSearchesRemove', {});
    for (const query of ['kites', 'lemon tart', 'Kites']) await ana.call('recentSearchAdd', { query });
    expect(rr(await ana.call('recentSearchesGet', {})).data).toEqual(['Kites', 'lemon tart']);
    expect(rr(await bo.call('recentSearchesGet', {})).data).toEqual([]);
  });

  it(`keeps only the newest ${SEARCH.recentSearches}`, async () => {
    await ana.call('recentSearchesRemove', {});
    let last: string[] = [];
    for (let i = 0; i < SEARCH.recentSearches + 3; i++) last = rr(await ana.call('recentSearchAdd', { query: `search ${i}` })).data;
    expect(last).toHaveLength(SEARCH.recentSearches);
    expect(last[0]).toBe(`search ${SEARCH.recentSearches + 2}`);
    expect(db.prepare('SELECT count(*) FROM recent_searches WHERE user_id = ?').pluck().get(W.ana)).toBe(SEARCH.recentSearches);
  });

  it('forgets one search, whatever its case, or all of them', async () => {
    await ana.call('recentSearchesRemove', {});
    for (const query of ['one', 'two', 'three']) await ana.call('recentSearchAdd', { query });
    expect(rr(await ana.call('recentSearchesRemove', { query: 'TWO' })).data).toEqual(['three', 'one']);
    expect(rr(await ana.call('recentSearchesRemove', {})).data).toEqual([]);
  });
});
