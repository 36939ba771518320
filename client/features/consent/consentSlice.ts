import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { consentAllows, type CookieConsentState, type CookieFlag } from '../../../shared/domain/cookieConsent';
import type { RootState } from '../../app/store';
import { authApi } from '../auth/authApi';

interface ConsentState {
  /** null until a viewer answer says where this viewer stands. */
  consent: CookieConsentState | null;
}

const initialState: ConsentState = { consent: null };

/** The viewer's cookie consent, from every viewer answer and every saved choice. */
export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    // Dispatched by the save call itself (boardListApi), which this slice does not import: that API file is loaded
    // with the pages that use it, not with every page as this slice is.
    consentSaved: (state, action: PayloadAction<CookieConsentState>) => {
      state.consent = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(
        isAnyOf(authApi.endpoints.viewerGet.matchFulfilled, authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled),
        (state, action) => {
          state.consent = action.payload.cookie_consent;
        },
      )
      // Signed out, this browser's own choice applies, which only the next viewer answer tells.
      .addMatcher(authApi.endpoints.logout.matchFulfilled, (state) => {
        state.consent = null;
      });
  },
  selectors: {
    selectCookieConsent: (state) => state.consent,
  },
});

export const { selectCookieConsent } = consentSlice.selectors;

/** Whether the viewer's cookie consent allows a kind of tracking now (undecided: no). */
export const consentAllowsNow = (state: RootState, flag: CookieFlag): boolean => {
  const consent = selectCookieConsent(state);
  // A viewer answer without the field (an older or partial one) leaves the viewer as undecided, never throws.
  return consent ? consentAllows(consent, flag) : false;
};
export const { consentSaved } = consentSlice.actions;
