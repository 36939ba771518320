/** The search page's words, from its url's `q` (the header's search box puts them there): '' when there are none. */
export const searchPageQuery = (params: URLSearchParams): string => params.get('q')?.trim() ?? '';

/** What the search page lists: its tabs, by the BaseSearchResource scope each shows. */
export type SearchScope = 'pins' | 'boards' | 'users';

/** The tabs in the order the page offers them, with their names. */
export const SEARCH_TABS: readonly { scope: SearchScope; label: string }[] = [
  { scope: 'pins', label: 'Pins' },
  { scope: 'boards', label: 'Boards' },
  { scope: 'users', label: 'People' },
];

/** The tab the url's second segment names (/search/boards/): pins for /search/ and for any word that names no tab. */
export const searchPageScope = (segment: string | undefined): SearchScope => (segment === 'boards' || segment === 'users' ? segment : 'pins');

/** The search page's address for a tab and words. */
export const searchPageUrl = (scope: SearchScope, query: string) => `/search/${scope}/?q=${encodeURIComponent(query)}`;
