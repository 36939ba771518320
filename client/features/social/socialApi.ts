import type { BoardFollowState, FavoriteState, InterestFollowState, UserFollowState } from '../../../shared/contracts/social';
import * as endpoints from '../../../shared/contracts/social';
import type { FollowTarget } from '../../../shared/domain/feedback';
import { api, call } from '../../app/api';
import type { AppDispatch, RootState } from '../../app/store';
import { boardFollowChanged, selectBoardById } from '../../entities/boardsSlice';
import { interestFollowChanged, selectInterestById } from '../../entities/interestsSlice';
import { favoriteChanged, selectPinById } from '../../entities/pinsSlice';
import { selectUserById, userFollowChanged } from '../../entities/usersSlice';
import { boardFeedApi } from '../feeds/boardFeed/boardFeedApi';

export interface FavoriteToggle {
  id: string;
  /** The state the viewer asked for: true favorites, false removes the favorite. */
  favorite: boolean;
}

export type FollowKey = Pick<FollowTarget, 'kind' | 'id'>;

export interface FollowChange {
  target: FollowKey;
  /** true follows, false unfollows. */
  follow: boolean;
}

/** The answer of whichever call ran, in its entity's field names. */
export type FollowAnswer = UserFollowState | BoardFollowState | InterestFollowState;

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

/** One follow state for every kind: what the entity holds (undefined where it is not known). */
interface FollowState {
  followed: boolean | undefined;
  followerCount?: number;
}

/** Whether the viewer follows it, as the entity slices hold it: undefined when the entity is not loaded. */
export function selectFollowState(state: RootState, { kind, id }: FollowKey): FollowState | undefined {
  switch (kind) {
    case 'user': {
      const user = selectUserById(state, id);
      return user && { followed: user.explicitlyFollowedByMe, followerCount: user.followerCount };
    }
    case 'board': {
      const board = selectBoardById(state, id);
      return board && { followed: board.followedByMe, followerCount: board.followerCount };
    }
    case 'interest': {
      const interest = selectInterestById(state, id);
      return interest && { followed: interest.followedByMe };
    }
  }
}

function apply(dispatch: AppDispatch, { kind, id }: FollowKey, { followed, followerCount }: FollowState): void {
  if (kind === 'interest') dispatch(interestFollowChanged({ id, followedByMe: followed }));
  // Users and boards always say; only an interest's state can be unknown.
  else if (followed === undefined) return;
  else if (kind === 'user') dispatch(userFollowChanged({ id, explicitlyFollowedByMe: followed, followerCount }));
  else dispatch(boardFollowChanged({ id, followedByMe: followed, followerCount }));
}

/** The state the viewer asked for, before the server answers: the count moves by one only when the state changes. */
function expected(before: FollowState, follow: boolean): FollowState {
  const moves = before.followed !== follow && before.followerCount !== undefined;
  return { followed: follow, followerCount: moves ? Math.max(0, before.followerCount! + (follow ? 1 : -1)) : before.followerCount };
}

function answered(data: FollowAnswer): FollowState {
  const followed = 'explicitlyFollowedByMe' in data ? data.explicitlyFollowedByMe : data.followedByMe;
  return { followed, followerCount: 'followerCount' in data ? data.followerCount : undefined };
}

/**
 * The social family's calls (shared/contracts/social.ts): follows and favorites.
 *
 * Follow and unfollow a user, a board or an interest. The entity changes at once (every card, the profile and the
 * board page read it), takes the server's exact state on success and its previous state back on failure. Feeds are
 * not refetched: the pin whose overlay offered the unfollow must stay in place for its Undo; the home feed reflects
 * the follow on its next load.
 */
export const socialApi = api.injectEndpoints({
  endpoints: (build) => ({
    followChange: build.mutation<FollowAnswer, FollowChange>({
      query: followCall,
      async onQueryStarted({ target, follow }, { dispatch, getState, queryFulfilled }) {
        const before = selectFollowState(getState() as RootState, target);
        if (before) apply(dispatch, target, expected(before, follow));
        try {
          const { data } = await queryFulfilled;
          apply(dispatch, target, answered(data));
        } catch {
          if (before) apply(dispatch, target, before);
        }
      },
    }),
    /**
     * Favorite and unfavorite: the pin entity flips at once with its count one up or down, takes the server's exact
     * state on success and its previous state back on failure.
     */
    favoriteToggle: build.mutation<FavoriteState, FavoriteToggle>({
      query: ({ id, favorite }) => call(favorite ? endpoints.favoritePin : endpoints.unfavoritePin, { id }),
      async onQueryStarted({ id, favorite }, { dispatch, getState, queryFulfilled }) {
        const pin = selectPinById(getState() as RootState, id);
        if (!pin) return;
        const before = { id, favoritedByMe: pin.favoritedByMe, favoriteUserCount: pin.favoriteUserCount };
        const count = Math.max(0, before.favoriteUserCount + (favorite ? 1 : -1));
        dispatch(favoriteChanged({ id, favoritedByMe: favorite, favoriteUserCount: count }));
        try {
          const { data } = await queryFulfilled;
          dispatch(favoriteChanged(data));
          // With the viewer's favorite gone, nobody favorites it any more: it leaves the board's favorites view.
          if (!favorite && before.favoriteUserCount <= 1) {
            for (const args of boardFeedApi.util.selectCachedArgsForQuery(getState() as RootState, 'boardFeed')) {
              if (!args.favoritesOnly || args.boardId !== pin.boardId) continue;
              dispatch(
                boardFeedApi.util.updateQueryData('boardFeed', args, (draft) => {
                  for (const page of draft.pages) page.pins = page.pins.filter((p) => p.id !== id);
                }),
              );
            }
          }
        } catch {
          dispatch(favoriteChanged(before));
        }
      },
    }),
  }),
});

export const { useFollowChangeMutation, useFavoriteToggleMutation } = socialApi;
