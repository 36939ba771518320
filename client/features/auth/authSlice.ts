import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Viewer } from '../../../shared/contracts/user';
import { authApi } from './authApi';

interface AuthState {
  /** `null` until the first viewer answer arrives. */
  viewer: Viewer | null;
}

const initialState: AuthState = { viewer: null };

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
      .addMatcher(authApi.endpoints.logout.matchFulfilled, (state) => {
        state.viewer = { isAuth: false };
      })
      // A 401 on log out means the session had already ended.
      .addMatcher(authApi.endpoints.logout.matchRejected, (state, action) => {
        if (action.payload?.status === 401) state.viewer = { isAuth: false };
      });
  },
  selectors: {
    selectViewer: (state) => state.viewer,
  },
});

export const { selectViewer } = authSlice.selectors;
