import { searchPageQuery } from '../../shared/domain/searchPage';

test('the search page searches for its url’s q, trimmed, and for nothing without one', () => {
  expect(searchPageQuery(new URLSearchParams('q=%20red%20bikes%20'))).toBe('red bikes');
  expect(searchPageQuery(new URLSearchParams(''))).toBe('');
});
