import { createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import { profileApi } from '../features/profile/profileApi';
import { usersOfPin, type UserEntity } from './normalize';
import { pinsOf, pinsReceived } from './received';

const adapter = createEntityAdapter<UserEntity>();

export const usersSlice = createSlice({
  name: 'users',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(pinsReceived, (state, action) => {
        adapter.upsertMany(state, pinsOf(action).flatMap(usersOfPin));
      })
      .addMatcher(profileApi.endpoints.userGet.matchFulfilled, (state, action) => {
        adapter.upsertOne(state, action.payload);
      });
  },
});

export const { selectById: selectUserById } = adapter.getSelectors((state: { users: EntityState<UserEntity, string> }) => state.users);
