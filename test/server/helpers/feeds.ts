import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { END_BOOKMARK } from '../../../shared/constants';
import { resourceGetUrl } from './api';
import { browser, type Browser } from './app';

/** The envelope's `resource_response`. */
export const rr = (res: Response) => res.body.resource_response;

/** A signed-out GET of a resource. */
export const anonGet = (app: Express, path: string, options: unknown = {}) => request(app).get(resourceGetUrl(path, options));

/** Logs in a user the factories made (with a real password hash) and returns their browser. */
export async function signIn(app: Express, username: string, password: string): Promise<Browser> {
  const b = await browser(app);
  const res = await b.send('post', '/resource/UserSessionResource/create/', { username_or_email: username, password });
  if (res.status !== 200) throw new Error(`log in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return b;
}

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
