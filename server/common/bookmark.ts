import { z } from 'zod';
import { badRequest } from '../http/errors';

const key = z.number().int().nonnegative();

/** Newest-first lists: the last id shown. */
export const idBookmark = z.object({ id: key });
/** Follow lists, newest follow first: when the last follow shown was made, and whose it was. */
export const followBookmark = z.object({ at: key, id: key });
/** Ranked lists whose rank is computed per request (search, related): how many were shown. */
export const offsetBookmark = z.object({ offset: key.max(100_000) });
/** Home feed: which phase it is in and where it stopped (popular pins order by saves, then id). */
export const homeBookmark = z.discriminatedUnion('phase', [
  z.object({ phase: z.literal('followed'), id: key }),
  z.object({ phase: z.literal('popular'), saves: key, id: key }),
]);
export type HomeBookmark = z.infer<typeof homeBookmark>;

/** Opaque to clients: base64url of a small JSON keyset or offset. */
export const encodeBookmark = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeBookmark<T>(raw: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest('Invalid bookmark.', { bookmark: 'not a bookmark this list returned' });
  return parsed.data;
}
