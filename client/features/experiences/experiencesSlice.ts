import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Experience } from '../../../shared/contracts/experiences';
import { experiencesApi } from './experiencesApi';

/** An experience event (issue 13): view 4503, complete 6567, dismiss 6568, banner button click 101. */
export const EXPERIENCE_EVENTS = { view: 4503, complete: 6567, dismiss: 6568, bannerButtonClick: 101 } as const;

export interface ExperienceEvent {
  event_type: (typeof EXPERIENCE_EVENTS)[keyof typeof EXPERIENCE_EVENTS];
  /** The placed experience id. */
  object_id_str: string;
}

/** Ours: the sink keeps the latest events only, so a long session does not grow the store. */
const EVENTS_KEPT = 100;

interface ExperiencesState {
  /** Per placement, the placed id of what it holds (null: nothing for this viewer). */
  byPlacement: Record<number, string | null>;
  /** Placed experiences by their id. */
  entities: Record<string, Experience>;
  /** Failed fetches: counted, never shown (issue 13). */
  fetchFailures: number;
  /** Experience events recorded while cookie consent allows analytics (no analytics endpoint exists yet). */
  events: ExperienceEvent[];
}

const initialState: ExperiencesState = { byPlacement: {}, entities: {}, fetchFailures: 0, events: [] };

export const experiencesSlice = createSlice({
  name: 'experiences',
  initialState,
  reducers: {
    experienceRemoved: (state, action: PayloadAction<{ placementId: number; id: string }>) => {
      const { placementId, id } = action.payload;
      if (state.byPlacement[placementId] === id) state.byPlacement[placementId] = null;
      delete state.entities[id];
    },
    experienceEventRecorded: (state, action: PayloadAction<ExperienceEvent>) => {
      state.events = [...state.events, action.payload].slice(-EVENTS_KEPT);
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
      });
  },
  selectors: {
    selectPlacementExperience: (state, placementId: number): Experience | null => {
      const id = state.byPlacement[placementId];
      return id ? (state.entities[id] ?? null) : null;
    },
    selectKnownPlacements: (state) => Object.keys(state.byPlacement).map(Number),
    selectExperienceFetchFailures: (state) => state.fetchFailures,
    selectExperienceEvents: (state) => state.events,
  },
});

export const { experienceRemoved, experienceEventRecorded } = experiencesSlice.actions;
export const { selectPlacementExperience, selectKnownPlacements, selectExperienceFetchFailures, selectExperienceEvents } = experiencesSlice.selectors;
