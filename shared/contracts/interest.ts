import { z } from 'zod';

/** A topic (an interest): the interest page's and the video category page's header. */
export const interest = z.object({
  id: z.string(),
  name: z.string(),
  /** The words of its page's address: /ideas/{urlName}/{id}/. */
  urlName: z.string(),
  /** Whether the viewer follows it; false signed out. */
  followedByMe: z.boolean(),
});
export type Interest = z.infer<typeof interest>;
