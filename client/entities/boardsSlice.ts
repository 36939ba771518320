import { createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import type { BoardEntity } from './normalize';
import { pinsOf, pinsReceived } from './received';

const adapter = createEntityAdapter<BoardEntity>();

export const boardsSlice = createSlice({
  name: 'boards',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(pinsReceived, (state, action) => {
      adapter.upsertMany(state, pinsOf(action).map((pin) => pin.board));
    });
  },
});

export const { selectById: selectBoardById } = adapter.getSelectors((state: { boards: EntityState<BoardEntity, string> }) => state.boards);
