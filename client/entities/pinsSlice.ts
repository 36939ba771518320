import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { toPinEntity, type PinEntity } from './normalize';
import { pinsOf, pinsReceived } from './received';
import { upsertChanged } from './upsertChanged';

const adapter = createEntityAdapter<PinEntity>();

export interface SavedChange {
  pinIds: string[];
  /** Where the viewer now has it saved; null when no save of it is left. */
  savedInfo: PinEntity['savedInfo'];
  /** The original's save count, which the pin and its saves all show. */
  saveCount: number;
}

export const pinsSlice = createSlice({
  name: 'pins',
  initialState: adapter.getInitialState(),
  reducers: {
    /** A save or unsave: the pin and its original (when it differs) change together, so every grid agrees. */
    savedChanged: (state, action: PayloadAction<SavedChange>) => {
      const { pinIds, savedInfo, saveCount } = action.payload;
      for (const id of pinIds) {
        const pin = state.entities[id];
        if (!pin) continue;
        pin.savedInfo = savedInfo;
        pin.saveCount = saveCount;
      }
    },
    /** A favorite toggled (optimistically, confirmed or rolled back): the entity takes the state as given. */
    favoriteChanged: (state, action: PayloadAction<Pick<PinEntity, 'id' | 'favoritedByMe' | 'favoriteUserCount'>>) => {
      const pin = state.entities[action.payload.id];
      if (!pin) return;
      pin.favoritedByMe = action.payload.favoritedByMe;
      pin.favoriteUserCount = action.payload.favoriteUserCount;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(pinsReceived, (state, action) => {
      upsertChanged(adapter, state, pinsOf(action).map(toPinEntity));
    });
  },
});

export const { savedChanged, favoriteChanged } = pinsSlice.actions;
export const { selectById: selectPinById } = adapter.getSelectors((state: { pins: EntityState<PinEntity, string> }) => state.pins);
