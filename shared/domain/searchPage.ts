/** The search page's words, from its url's `q` (the header's search box puts them there): '' when there are none. */
export const searchPageQuery = (params: URLSearchParams): string => params.get('q')?.trim() ?? '';
