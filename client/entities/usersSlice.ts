import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { usersOfPin, type UserEntity } from './normalize';
import { pinsOf, pinsReceived, usersOf, usersReceived } from './received';
import { upsertChanged } from './upsertChanged';

const adapter = createEntityAdapter<UserEntity>();

export type UserFollowChange = Pick<UserEntity, 'id' | 'explicitlyFollowedByMe'> & { followerCount?: number };

export const usersSlice = createSlice({
  name: 'users',
  initialState: adapter.getInitialState(),
  reducers: {
    /** A follow or unfollow (optimistic, confirmed or rolled back): the entity takes the state as given. */
    userFollowChanged: (state, action: PayloadAction<UserFollowChange>) => {
      const user = state.entities[action.payload.id];
      if (!user) return;
      user.explicitlyFollowedByMe = action.payload.explicitlyFollowedByMe;
      if (action.payload.followerCount !== undefined) user.followerCount = action.payload.followerCount;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(pinsReceived, (state, action) => {
        upsertChanged(adapter, state, pinsOf(action).flatMap(usersOfPin));
      })
      .addMatcher(usersReceived, (state, action) => {
        upsertChanged(adapter, state, usersOf(action));
      });
  },
});

export const { userFollowChanged } = usersSlice.actions;
export const { selectById: selectUserById } = adapter.getSelectors((state: { users: EntityState<UserEntity, string> }) => state.users);
