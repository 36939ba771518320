import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyTable, type EntityTable, upsertEntities } from './entityTable';
import { usersOfPin, type UserEntity } from './normalize';
import { pinsOf, pinsReceived, usersReceived } from './received';
import { upsertChanged } from './upsertChanged';

export type UserFollowChange = Pick<UserEntity, 'id' | 'explicitlyFollowedByMe'> & { followerCount?: number };

export const usersSlice = createSlice({
  name: 'users',
  initialState: emptyTable<UserEntity>(),
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
        upsertChanged(state, pinsOf(action).flatMap(usersOfPin));
      })
      .addMatcher(usersReceived, (state, action) => {
        upsertEntities(state, [action.payload]);
      });
  },
});

export const { userFollowChanged } = usersSlice.actions;
export const selectUserById = (state: { users: EntityTable<UserEntity> }, id: string) => state.users.entities[id];
