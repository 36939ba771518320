import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { interestsOfPin, type InterestEntity } from './normalize';
import { interestsReceived, pinsOf, pinsReceived } from './received';

const adapter = createEntityAdapter<InterestEntity>();

export const interestsSlice = createSlice({
  name: 'interests',
  initialState: adapter.getInitialState(),
  reducers: {
    /** A follow or unfollow (optimistic, confirmed or rolled back). */
    interestFollowChanged: (state, action: PayloadAction<{ id: string; followedByMe: boolean | undefined }>) => {
      const interest = state.entities[action.payload.id];
      if (interest) interest.followedByMe = action.payload.followedByMe;
    },
  },
  extraReducers: (builder) => {
    // An upsert merges: a pin that names a topic without saying whether it is followed leaves what is known.
    builder
      .addMatcher(pinsReceived, (state, action) => {
        adapter.upsertMany(state, pinsOf(action).flatMap(interestsOfPin));
      })
      // An interest as its own page read it (InterestResource get), follow state included.
      .addMatcher(interestsReceived, (state, action) => {
        adapter.upsertOne(state, action.payload);
      });
  },
});

export const { interestFollowChanged } = interestsSlice.actions;
export const { selectById: selectInterestById } = adapter.getSelectors(
  (state: { interests: EntityState<InterestEntity, string> }) => state.interests,
);
