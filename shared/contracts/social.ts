import { z } from 'zod';
import { id } from './common';
import { resource, rest } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

/** The pin's favorite state after the call; field names match the Pin entity, so the client upserts them as is. */
const favoriteState = z.object({ id: z.string(), favoritedByMe: z.boolean(), favoriteUserCount: z.number().int() });
export type FavoriteState = z.infer<typeof favoriteState>;

/** A board's follow state after the call, in the Board entity's field names. */
const boardFollowState = z.object({ id: z.string(), followedByMe: z.boolean(), followerCount: z.number().int() });
export type BoardFollowState = z.infer<typeof boardFollowState>;

/** A user's follow state after the call, in the User entity's field names. */
const userFollowState = z.object({ id: z.string(), explicitlyFollowedByMe: z.boolean(), followerCount: z.number().int() });
export type UserFollowState = z.infer<typeof userFollowState>;

const interestFollowState = z.object({ id: z.string(), followedByMe: z.boolean() });
export type InterestFollowState = z.infer<typeof interestFollowState>;

const FAVORITE_RULE = 'Only pins on group boards, by the owner or a collaborator allowed to favorite.';

export const favoritePin = rest('PinFavorite.create', 'POST', '/v3/pins/:id/favorite/', {
  tag: 'social',
  summary: `Favorite a pin (idempotent). ${FAVORITE_RULE}`,
  auth: 'required',
  options: z.object({ id }),
  data: favoriteState,
});

export const unfavoritePin = rest('PinFavorite.delete', 'DELETE', '/v3/pins/:id/favorite/', {
  tag: 'social',
  summary: `Remove the viewer's favorite (idempotent). ${FAVORITE_RULE}`,
  auth: 'required',
  options: z.object({ id }),
  data: favoriteState,
});

export const followBoard = rest('BoardFollow.create', 'PUT', '/v3/boards/:id/follow/', {
  tag: 'social',
  summary: "Follow a board the viewer can see, not the viewer's own (idempotent).",
  auth: 'required',
  options: z.object({ id }),
  data: boardFollowState,
});

export const unfollowBoard = rest('BoardFollow.delete', 'DELETE', '/v3/boards/:id/follow/', {
  tag: 'social',
  summary: 'Unfollow a board (idempotent).',
  auth: 'required',
  options: z.object({ id }),
  data: boardFollowState,
});

export const followUser = resource('UserFollowResource', 'create', {
  tag: 'social',
  summary: 'Follow a user other than the viewer (idempotent).',
  auth: 'required',
  options: z.object({ user_id: id }),
  data: userFollowState,
});

export const unfollowUser = resource('UserFollowResource', 'delete', {
  tag: 'social',
  summary: 'Unfollow a user (idempotent).',
  auth: 'required',
  options: z.object({ user_id: id }),
  data: userFollowState,
});

export const followInterest = resource('InterestFollowResource', 'create', {
  tag: 'social',
  summary: 'Follow an interest (idempotent).',
  auth: 'required',
  options: z.object({ interest_id: id }),
  data: interestFollowState,
});

export const unfollowInterest = resource('InterestFollowResource', 'delete', {
  tag: 'social',
  summary: 'Unfollow an interest (idempotent).',
  auth: 'required',
  options: z.object({ interest_id: id }),
  data: interestFollowState,
});
