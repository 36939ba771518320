import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { ExperimentGroups, Viewer } from '../../../shared/contracts/user';
import { authApi } from './authApi';

interface AuthState {
  /** `null` until the first viewer answer arrives. */
  viewer: Viewer | null;
}

const initialState: AuthState = { viewer: null };

/** A logout before any viewer answer (none can start one, but the type allows it) leaves the viewer in no experiment. */
const NO_EXPERIMENTS: ExperimentGroups = { simplify_creator_attributions_unauth_web: null };

/**
 * After logging out the viewer is signed out, but still in the same experiment groups: the server sets them for
 * everybody, and the viewer is not asked for again.
 */
function signedOut(state: AuthState): Viewer {
  return { isAuth: false, experiments: state.viewer?.experiments ?? NO_EXPERIMENTS };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(
        isAnyOf(authApi.endpoints.viewerGet.matchFulfilled, authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled),
        (state, action) => {
          state.viewer = action.payload;
        },
      )
      // Logging out succeeds even when the session had already ended (the server clears the cookie either way).
      .addMatcher(authApi.endpoints.logout.matchFulfilled, (state) => {
        state.viewer = signedOut(state);
      });
  },
  selectors: {
    selectViewer: (state) => state.viewer,
    /**
     * The viewer when signed in, else null: for what differs only for a signed-in person (a card). A signed-out
     * visitor's page is rendered before the viewer is known, and their viewer arriving changes nothing it shows, so
     * nothing that reads this renders again (every card did, in one synchronous pass, right after hydration).
     */
    selectSignedInViewer: (state) => (state.viewer?.isAuth ? state.viewer : null),
    /** The viewer's group in an experiment; null when not in it (or before the viewer is known). */
    selectExperimentGroup: (state, experiment: keyof ExperimentGroups) => state.viewer?.experiments[experiment] ?? null,
  },
});

export const { selectViewer, selectSignedInViewer, selectExperimentGroup } = authSlice.selectors;
