import { endpoints } from '../../../shared/contracts/registry';
import type { FollowTarget } from '../../../shared/domain/feedback';
import { api, call } from '../../app/api';

export interface FollowChange {
  target: Pick<FollowTarget, 'kind' | 'id'>;
  /** true follows, false unfollows. */
  follow: boolean;
}

export interface FollowResult {
  target: Pick<FollowTarget, 'kind' | 'id'>;
  followed: boolean;
}

function followCall({ target, follow }: FollowChange) {
  switch (target.kind) {
    case 'user':
      return call(follow ? endpoints.followUser : endpoints.unfollowUser, { user_id: target.id });
    case 'board':
      return call(follow ? endpoints.followBoard : endpoints.unfollowBoard, { id: target.id });
    case 'interest':
      return call(follow ? endpoints.followInterest : endpoints.unfollowInterest, { interest_id: target.id });
  }
}

/** The three answers name the followed state differently; the client keeps one shape (followSlice reads it). */
function followedOf(data: { explicitlyFollowedByMe: boolean } | { followedByMe: boolean }): boolean {
  return 'explicitlyFollowedByMe' in data ? data.explicitlyFollowedByMe : data.followedByMe;
}

/**
 * Follow and unfollow a user, a board or an interest. Feeds are not refetched: the pin whose overlay offered the
 * unfollow must stay in place for its Undo; the home feed reflects the follow on its next load.
 */
export const followApi = api.injectEndpoints({
  endpoints: (build) => ({
    followChange: build.mutation<FollowResult, FollowChange>({
      query: followCall,
      transformResponse: (data: { explicitlyFollowedByMe: boolean } | { followedByMe: boolean }, _meta, { target }) => ({
        target: { kind: target.kind, id: target.id },
        followed: followedOf(data),
      }),
    }),
  }),
});

export const { useFollowChangeMutation } = followApi;
