import { createSlice, isAnyOf, isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
import type { DataOf } from '../../../shared/contracts/endpoint';
import type { userSettingsUpdate } from '../../../shared/contracts/userSettings';
import { consentAllows, type CookieConsentState, type CookieFlag } from '../../../shared/domain/cookieConsent';
import { api } from '../../app/api';
import { authApi } from '../auth/authApi';

interface ConsentState {
  /** null until a viewer answer says where this viewer stands. */
  consent: CookieConsentState | null;
}

const initialState: ConsentState = { consent: null };

/**
 * A cookie consent choice the server saved: the settings call's `cookieConsentSave` (features/userSettings). Matched by
 * its endpoint's name, so this slice, which every page loads, does not carry that API file, which only the consent
 * banner and the settings pages load.
 */
function consentSaved(action: UnknownAction): action is UnknownAction & { payload: DataOf<typeof userSettingsUpdate> } {
  if (!isFulfilled(action) || !action.type.startsWith(`${api.reducerPath}/`)) return false;
  return (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName === 'cookieConsentSave';
}

/** The viewer's cookie consent, from every viewer answer and every saved choice. */
export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(
        isAnyOf(authApi.endpoints.viewerGet.matchFulfilled, authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled),
        (state, action) => {
          state.consent = action.payload.cookie_consent;
        },
      )
      .addMatcher(consentSaved, (state, action) => {
        state.consent = action.payload.cookie_consent;
      })
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
export const consentAllowsNow = (state: { consent: ConsentState }, flag: CookieFlag): boolean => {
  const consent = selectCookieConsent(state);
  // A viewer answer without the field (an older or partial one) leaves the viewer as undecided, never throws.
  return consent ? consentAllows(consent, flag) : false;
};
