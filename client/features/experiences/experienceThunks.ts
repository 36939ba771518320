import { EXPERIENCES } from '../../../shared/constants';
import { api } from '../../app/api';
import type { AppDispatch, RootState } from '../../app/store';
import { experiencesApi } from './experiencesApi';
import { selectKnownPlacements } from './experiencesSlice';

type Thunk = (dispatch: AppDispatch, getState: () => RootState) => Promise<void> | void;

/** Where the viewer is, for the server's path targeting. */
const targeting = () => ({ platform: 'web' as const, path: window.location.pathname });

/** Fetches placements' experiences into the slice; a failure is counted there (the slice) and never surfaces. */
export function fetchPlacements(placementIds: number[], context: Record<string, unknown>): Thunk {
  return async (dispatch) => {
    const request = dispatch(
      experiencesApi.endpoints.experiences.initiate(
        { placement_ids: placementIds, extra_context: context, targeting: targeting() },
        { forceRefetch: true, subscribe: false },
      ),
    );
    await request;
  };
}

/** "A refetch of all experiences": every placement this page has asked for, in calls of at most the server's limit. */
export function refetchAllExperiences(context: Record<string, unknown>, homefeed: boolean): Thunk {
  return async (dispatch, getState) => {
    if (homefeed) dispatch(api.util.invalidateTags(['Feed']));
    const placements = selectKnownPlacements(getState());
    const batches: Promise<void>[] = [];
    for (let i = 0; i < placements.length; i += EXPERIENCES.placementsPerCall) {
      batches.push(Promise.resolve(dispatch(fetchPlacements(placements.slice(i, i + EXPERIENCES.placementsPerCall), context))));
    }
    await Promise.all(batches);
  };
}
