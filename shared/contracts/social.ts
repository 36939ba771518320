import { z } from 'zod';
import { FOLLOWERS_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { id } from './common';
import { resource, rest } from './endpoint';
import { userSummary } from './user';

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

/** Followers and following lists page 50 at a time, newest follow first, by an opaque bookmark. */
const followPaging = {
  bookmark: z.string().max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(FOLLOWERS_PAGE_SIZE),
};
const people = z.array(userSummary);

export const userFollowers = resource('UserFollowersResource', 'get', {
  tag: 'social',
  summary: 'The people who follow a user, newest follow first, each with whether the viewer follows them. 404 for an unknown username.',
  paged: true,
  auth: 'optional',
  options: z.object({ username: z.string().min(1).max(30), ...followPaging }),
  data: people,
  answers: 'users',
});

export const userFollowing = resource('UserFollowingResource', 'get', {
  tag: 'social',
  summary: 'The people a user follows, newest follow first, each with whether the viewer follows them. 404 for an unknown username.',
  paged: true,
  auth: 'optional',
  options: z.object({ username: z.string().min(1).max(30), ...followPaging }),
  data: people,
  answers: 'users',
});

export const boardFollowers = resource('BoardFollowersResource', 'get', {
  tag: 'social',
  summary: 'The people who follow a board, newest follow first. A secret board the viewer may not see is a 404, as everywhere.',
  paged: true,
  auth: 'optional',
  options: z.object({ board_id: id, ...followPaging }),
  data: people,
  answers: 'users',
});
