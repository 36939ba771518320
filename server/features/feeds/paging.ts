import type { z } from 'zod';
import { END_BOOKMARK } from '../../../shared/constants';
import { decodeBookmark, encodeBookmark, idBookmark, offsetBookmark } from '../../common/bookmark';

/** One page of a list: its items and the bookmark of the next page ('-end-' after the last). */
export interface Page<T> {
  data: T[];
  bookmark: string;
}
export interface Paging {
  bookmark?: string;
  page_size: number;
}
/** One page of a list as row ids, to be hydrated. */
export interface IdPage {
  ids: number[];
  bookmark: string;
}

/** Larger than any id or count, so the first page's keyset condition admits every row. */
export const TOP = Number.MAX_SAFE_INTEGER;

export const endPage = <T>(): Page<T> => ({ data: [], bookmark: END_BOOKMARK });

/** The first page (undefined), a decoded position, or 'end' once a list has been read to the end. */
export function position<T>(bookmark: string | undefined, schema: z.ZodType<T>): T | undefined | 'end' {
  if (bookmark === undefined) return undefined;
  return bookmark === END_BOOKMARK ? 'end' : decodeBookmark(bookmark, schema);
}

/**
 * A newest-first (id descending) list's page. Fetches one row more than the page holds, so the last page says '-end-'
 * instead of leading to an empty one.
 */
export function idKeysetPage(paging: Paging, fetch: (k: { id: number; limit: number }) => number[]): IdPage {
  const at = position(paging.bookmark, idBookmark);
  if (at === 'end') return { ids: [], bookmark: END_BOOKMARK };
  const rows = fetch({ id: at?.id ?? TOP, limit: paging.page_size + 1 });
  const ids = rows.slice(0, paging.page_size);
  return { ids, bookmark: rows.length > ids.length ? encodeBookmark({ id: ids[ids.length - 1] }) : END_BOOKMARK };
}

/** A ranked list's page, by offset. */
export function offsetPage(paging: Paging, fetch: (o: { offset: number; limit: number }) => number[]): IdPage {
  const at = position(paging.bookmark, offsetBookmark);
  if (at === 'end') return { ids: [], bookmark: END_BOOKMARK };
  const offset = at?.offset ?? 0;
  const rows = fetch({ offset, limit: paging.page_size + 1 });
  const ids = rows.slice(0, paging.page_size);
  return { ids, bookmark: rows.length > ids.length ? encodeBookmark({ offset: offset + ids.length }) : END_BOOKMARK };
}
