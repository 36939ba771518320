import * as endpoints from '../../../shared/contracts/boardList';
import type { CookieChoices } from '../../../shared/domain/cookieConsent';
import { api, call, contractMutation, type ArgsOf, type ResultOf } from '../../app/api';
import { authApi } from '../auth/authApi';
import { consentSaved } from '../consent/consentSlice';
import { showToast } from '../toast/toastSlice';

/**
 * The board list family (shared/contracts/boardList.ts): the viewer's settings, whose profile view part orders and
 * filters their boards and sizes the pin grids, and their custom board order.
 */
export const boardListApi = api.injectEndpoints({
  endpoints: (build) => ({
    userSettings: build.query<ResultOf<typeof endpoints.userSettingsGet>, void>({
      query: () => call(endpoints.userSettingsGet, {}),
      // Another person logging in on this browser has other settings.
      providesTags: ['User'],
    }),
    /**
     * A choice shows at once (the list asks again with it, the grids resize) and is put back, with a toast, when
     * the server refuses it.
     */
    userSettingsUpdate: build.mutation<ResultOf<typeof endpoints.userSettingsUpdate>, ArgsOf<typeof endpoints.userSettingsUpdate>>({
      query: (options) => call(endpoints.userSettingsUpdate, options),
      async onQueryStarted(options, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          boardListApi.util.updateQueryData('userSettings', undefined, (draft) => {
            Object.assign(draft.profile_view, options.profile_view);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          // A signed-in answer always has profile_view; only a signed-out one (consent alone) lacks it.
          if (data.profile_view) dispatch(boardListApi.util.upsertQueryData('userSettings', undefined, { ...data, profile_view: data.profile_view }));
        } catch {
          patch.undo();
          dispatch(showToast({ parts: 'Sorry! Your view settings could not be saved.' }));
        }
      },
    }),
    /**
     * A cookie consent choice (platform-services.md 4): the same call with the three flags. Its caller (the consent
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
        dispatch(consentSaved(saved.cookie_consent));
        dispatch(
          boardListApi.util.updateQueryData('userSettings', undefined, (draft) => {
            draft.cookie_consent = saved.cookie_consent;
          }),
        );
        void dispatch(authApi.endpoints.viewerGet.initiate(undefined, { subscribe: false, forceRefetch: true }));
      },
    }),
    // The lists ask again in the stored order; until then the reorder list shows the order it sent.
    boardOrderUpdate: contractMutation(build, endpoints.boardOrderUpdate, ['Board']),
  }),
});

export const { useUserSettingsQuery, useUserSettingsUpdateMutation, useCookieConsentSaveMutation, useBoardOrderUpdateMutation } = boardListApi;
