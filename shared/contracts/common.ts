import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SAVES } from '../constants';

/** Ids travel as decimal strings (as the spec's entities do); numbers are accepted from API consumers. */
export const id = z
  .union([z.string(), z.number().int()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be a positive integer id'));

/** Booleans as JSON sends them, or as a query string does. */
export const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const paging = {
  bookmark: z.string().max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const empty = z.object({}).strict();

export const imageSize = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  dominantColor: z.string(),
});
export type ImageSize = z.infer<typeof imageSize>;

/** The client's tracking parameters a save or an unsave carries along. */
export const clientTrackingParams = z.string().max(SAVES.clientTrackingParamsMax);
