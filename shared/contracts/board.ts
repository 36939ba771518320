import { z } from 'zod';
import { imageSize } from './common';
import { userSummary } from './user';

export const boardPrivacy = z.enum(['public', 'protected', 'secret']);
export type BoardPrivacy = z.infer<typeof boardPrivacy>;

/** quick_saves is the board a quick save creates ('Profile'); every other board is default. */
export const boardLayout = z.enum(['default', 'quick_saves']);

export const boardSection = z.object({ id: z.string(), slug: z.string(), title: z.string(), pinCount: z.number().int() });

export const board = z.object({
  entityId: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  layout: boardLayout,
  privacy: boardPrivacy,
  isCollaborative: z.boolean(),
  collaboratedByMe: z.boolean(),
  collaboratorCount: z.number().int(),
  collaboratorPermissions: z.array(z.string()),
  followedByMe: z.boolean(),
  followerCount: z.number().int(),
  pinCount: z.number().int(),
  owner: userSummary,
  coverImages: z.record(z.string(), imageSize),
  sections: z.array(boardSection),
  permissions: z.array(z.string()),
  archived: z.boolean(),
  /** The pin chosen as cover; null: the newest pin is the cover. */
  coverPinId: z.string().nullable(),
});
export type Board = z.infer<typeof board>;

/** BoardResource get, for the board page: the board and its first collaborators (the header's avatars). */
export const boardDetail = board.extend({ collaborators: z.array(userSummary) });
export type BoardDetail = z.infer<typeof boardDetail>;

/** The board as embedded in a pin: enough for the card and the save toast. */
export const boardRef = z.object({
  entityId: z.string(),
  id: z.string(),
  name: z.string(),
  url: z.string(),
  layout: boardLayout,
  privacy: boardPrivacy,
  isCollaborative: z.boolean(),
  collaboratorCount: z.number().int(),
  ownerId: z.string(),
  /** Whether the viewer follows the board itself: a pin from it is then one they may unfollow from the card. */
  followedByMe: z.boolean(),
});
export type BoardRef = z.infer<typeof boardRef>;
