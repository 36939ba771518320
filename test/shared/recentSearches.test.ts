import { withoutRecentSearch, withRecentSearch } from '../../shared/domain/recentSearches';

describe('recent searches', () => {
  it.each([
    [[], 'kites', ['kites']],
    [['kites', 'lemon'], 'tart', ['tart', 'kites', 'lemon']],
    [['kites', 'lemon'], 'Lemon', ['Lemon', 'kites']],
    [['a', 'b', 'c'], 'd', ['d', 'a', 'b']],
  ])('%j after searching %j is %j (at most 3 kept)', (list, query, expected) => {
    expect(withRecentSearch(list, query, 3)).toEqual(expected);
  });

  it('forgets one whatever its case, or all', () => {
    expect(withoutRecentSearch(['Kites', 'lemon'], 'kites')).toEqual(['lemon']);
    expect(withoutRecentSearch(['Kites', 'lemon'], undefined)).toEqual([]);
  });
});
