import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Experience } from '../../../shared/contracts/experiences';
import { experiencesApi } from './experiencesApi';

interface ExperiencesState {
  /** Per placement, the placed id of what it holds (null: nothing for this viewer). */
  byPlacement: Record<number, string | null>;
  /** Placed experiences by their id. */
  entities: Record<string, Experience>;
  /** Failed fetches: counted for monitoring, never shown to the person; read with selectExperienceFetchFailures. */
  fetchFailures: number;
}

const initialState: ExperiencesState = { byPlacement: {}, entities: {}, fetchFailures: 0 };

export const experiencesSlice = createSlice({
  name: 'experiences',
  initialState,
  reducers: {
    experienceRemoved: (state, action: PayloadAction<{ placementId: number; id: string }>) => {
      const { placementId, id } = action.payload;
      if (state.byPlacement[placementId] === id) state.byPlacement[placementId] = null;
      delete state.entities[id];
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(experiencesApi.endpoints.experiences.matchFulfilled, (state, action) => {
        for (const [placement, experience] of Object.entries(action.payload)) {
          const previous = state.byPlacement[Number(placement)];
          if (previous) delete state.entities[previous];
          state.byPlacement[Number(placement)] = experience?.id ?? null;
          if (experience) state.entities[experience.id] = experience;
        }
      })
      .addMatcher(experiencesApi.endpoints.experiences.matchRejected, (state, action) => {
        // A condition-skipped request is not a failure.
        if (action.meta.condition) return;
        state.fetchFailures += 1;
        // A placement never answered holds nothing: the page stops waiting for it (what it showed before stays).
        for (const placement of action.meta.arg.originalArgs.placement_ids) state.byPlacement[placement] ??= null;
      });
  },
  selectors: {
    selectPlacementExperience: (state, placementId: number): Experience | null => {
      const id = state.byPlacement[placementId];
      return id ? (state.entities[id] ?? null) : null;
    },
    selectKnownPlacements: (state) => Object.keys(state.byPlacement).map(Number),
    selectExperienceFetchFailures: (state) => state.fetchFailures,
  },
});

export const { experienceRemoved } = experiencesSlice.actions;
export const { selectPlacementExperience, selectKnownPlacements, selectExperienceFetchFailures } = experiencesSlice.selectors;
