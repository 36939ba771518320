import { ROUTES } from '../../shared/domain/routeTable';

/** The JSON API's top-level path segments ('resource', 'v3', ...), lower case: the routes of the table the API answers. */
export const API_TOP_LEVEL: ReadonlySet<string> = new Set(ROUTES.filter((r) => r.page === 'api').map((r) => r.path.split('/')[0].toLowerCase()));

/**
 * Whether a request's path is the API's: its first segment is one of the API's, in any case, as Express matches
 * routes. Read off the segment itself, not the whole route table, since every API request asks it.
 */
export function isApiPath(pathname: string): boolean {
  const end = pathname.indexOf('/', 1);
  return API_TOP_LEVEL.has((end === -1 ? pathname.slice(1) : pathname.slice(1, end)).toLowerCase());
}
