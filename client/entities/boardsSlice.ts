import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { Board } from '../../shared/contracts/board';
import type { BoardEntity } from './normalize';
import { boardsOf, boardsReceived, pinsOf, pinsReceived } from './received';
import { upsertChanged } from './upsertChanged';

const adapter = createEntityAdapter<BoardEntity>();

export type BoardFollowChange = Pick<BoardEntity, 'id' | 'followedByMe' | 'followerCount'>;

export const boardsSlice = createSlice({
  name: 'boards',
  initialState: adapter.getInitialState(),
  reducers: {
    /** A follow or unfollow (optimistic, confirmed or rolled back): the count only where the board has one. */
    boardFollowChanged: (state, action: PayloadAction<BoardFollowChange>) => {
      const board = state.entities[action.payload.id];
      if (!board) return;
      board.followedByMe = action.payload.followedByMe;
      if (action.payload.followerCount !== undefined && board.followerCount !== undefined) board.followerCount = action.payload.followerCount;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(pinsReceived, (state, action) => {
        upsertChanged(
          adapter,
          state,
          pinsOf(action).map((pin) => pin.board),
        );
      })
      .addMatcher(boardsReceived, (state, action) => {
        upsertChanged(adapter, state, boardsOf(action).map(toBoardEntity));
      });
  },
});

/** A full board (the board page's, or a board list's) as an entity. */
function toBoardEntity(board: Board): BoardEntity {
  return { ...board, ownerId: board.owner.id };
}

export const { boardFollowChanged } = boardsSlice.actions;
export const { selectById: selectBoardById } = adapter.getSelectors((state: { boards: EntityState<BoardEntity, string> }) => state.boards);
