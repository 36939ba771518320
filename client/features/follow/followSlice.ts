import { createSlice } from '@reduxjs/toolkit';
import type { FollowTarget } from '../../../shared/domain/feedback';
import { followApi } from './followApi';

type Kind = FollowTarget['kind'];

/**
 * Follows the viewer changed since the entities were loaded, by kind and id. The entities say what the server said
 * when the pins arrived; a follow or unfollow is recorded here once, and every reader goes through followedByMe.
 */
export type FollowState = Record<Kind, Record<string, boolean>>;

const initialState: FollowState = { user: {}, board: {}, interest: {} };

export const followSlice = createSlice({
  name: 'follow',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(followApi.endpoints.followChange.matchFulfilled, (state, { payload }) => {
      state[payload.target.kind][payload.target.id] = payload.followed;
    });
  },
});

/** Whether the viewer follows it now: this session's change if any, else what the entity was loaded with. */
export function followedByMe(state: { follow: FollowState }, kind: Kind, id: string, loaded: boolean): boolean {
  return state.follow[kind][id] ?? loaded;
}
