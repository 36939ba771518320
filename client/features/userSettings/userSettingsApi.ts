import * as endpoints from '../../../shared/contracts/userSettings';
import type { CookieChoices } from '../../../shared/domain/cookieConsent';
import { api, call, type ResultOf } from '../../app/api';
import { authApi } from '../auth/authApi';

/**
 * The user settings family (shared/contracts/userSettings.ts), UserSettingsResource: the viewer's settings, whose
 * profile view part orders and filters their boards and sizes the pin grids, and whose cookie consent part the
 * consent banner saves (the consent slice listens for that call: features/consent/consentSlice.ts). Changing the
 * profile view is injected with the pages that offer it (viewSettings/viewSettingsApi.ts), not with home.
 */
export const userSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    userSettings: build.query<ResultOf<typeof endpoints.userSettingsGet>, void>({
      query: () => call(endpoints.userSettingsGet, {}),
      // Another person logging in on this browser has other settings.
      providesTags: ['User'],
    }),
    /**
     * A cookie consent choice: the same call with the three flags. Its caller (the consent
     * banner) says whether it failed; once saved, the viewer is asked for again.
     */
    cookieConsentSave: build.mutation<ResultOf<typeof endpoints.userSettingsUpdate>, CookieChoices & { surface_tag: string }>({
      query: (options) => call(endpoints.userSettingsUpdate, options),
      async onQueryStarted(_options, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (!saved) return;
        dispatch(
          userSettingsApi.util.updateQueryData('userSettings', undefined, (draft) => {
            draft.cookie_consent = saved.cookie_consent;
          }),
        );
        void dispatch(authApi.endpoints.viewerGet.initiate(undefined, { subscribe: false, forceRefetch: true }));
      },
    }),
  }),
});

export const { useUserSettingsQuery, useCookieConsentSaveMutation } = userSettingsApi;
