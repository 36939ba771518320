import type { Response } from 'supertest';
import { END_BOOKMARK } from '../../../shared/constants';
import { rr } from './api';

/**
 * Follows a paged list to '-end-', checking on the way that every page but the last is full and no item repeats.
 * Returns the items in order and the number of pages.
 */
export async function readAll<T extends { id: string }>(
  get: (bookmark: string | undefined) => Promise<Response>,
  pageSize: number,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let bookmark: string | undefined;
  for (let pages = 1; pages <= 200; pages++) {
    const res = await get(bookmark);
    if (res.status !== 200) throw new Error(`page ${pages}: ${res.status} ${JSON.stringify(res.body)}`);
    const { data, bookmark: next } = rr(res) as { data: T[]; bookmark: string };
    expect(data.length).toBeLessThanOrEqual(pageSize);
    if (next !== END_BOOKMARK) expect(data.length).toBe(pageSize);
    items.push(...data);
    if (next === END_BOOKMARK) {
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      return { items, pages };
    }
    bookmark = next;
  }
  throw new Error('no end after 200 pages');
}
