import { createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import { toPinEntity, type PinEntity } from './normalize';
import { pinsOf, pinsReceived } from './received';

const adapter = createEntityAdapter<PinEntity>();

export const pinsSlice = createSlice({
  name: 'pins',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(pinsReceived, (state, action) => {
      adapter.upsertMany(state, pinsOf(action).map(toPinEntity));
    });
  },
});

export const { selectById: selectPinById } = adapter.getSelectors((state: { pins: EntityState<PinEntity, string> }) => state.pins);
