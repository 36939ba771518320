import * as endpoints from '../../../../shared/contracts/userSettings';
import { call, type ArgsOf, type ResultOf } from '../../../app/api';
import { showToast } from '../../toast/toastSlice';
import { userSettingsApi } from '../userSettingsApi';

/**
 * The profile view settings' changes (UserSettingsResource update): the board list's order and filters and the pin
 * density, offered by the profile and board pages, so injected with them rather than with home. The settings it
 * updates are userSettingsApi's `userSettings`, so it is injected into that one.
 */
export const viewSettingsApi = userSettingsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A choice shows at once (the list asks again with it, the grids resize) and is put back, with a toast, when
     * the server refuses it.
     */
    userSettingsUpdate: build.mutation<ResultOf<typeof endpoints.userSettingsUpdate>, ArgsOf<typeof endpoints.userSettingsUpdate>>({
      query: (options) => call(endpoints.userSettingsUpdate, options),
      async onQueryStarted(options, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          viewSettingsApi.util.updateQueryData('userSettings', undefined, (draft) => {
            Object.assign(draft.profile_view, options.profile_view);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          // A signed-in answer always has profile_view and appearance; only a signed-out one (consent alone) lacks them.
          if (data.profile_view && data.appearance)
            dispatch(
              viewSettingsApi.util.upsertQueryData('userSettings', undefined, {
                ...data,
                profile_view: data.profile_view,
                appearance: data.appearance,
              }),
            );
        } catch {
          patch.undo();
          dispatch(showToast({ parts: 'Sorry! Your view settings could not be saved.' }));
        }
      },
    }),
  }),
});

export const { useUserSettingsUpdateMutation } = viewSettingsApi;
