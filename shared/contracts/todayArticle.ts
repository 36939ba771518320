import { z } from 'zod';
import { imageSize } from './common';

/** A Today article (/today/article/{id}/): an editorial collection of pins. */
export const todayArticle = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The cover, in every size spec, as pins and boards give their images. */
  coverImages: z.record(z.string(), imageSize),
  /** When it was published, ISO 8601. */
  createdAt: z.string(),
});
export type TodayArticle = z.infer<typeof todayArticle>;
