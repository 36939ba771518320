import * as endpoints from '../../../../shared/contracts/userSettings';
import type { ThemeChoice } from '../../../../shared/domain/theme';
import { call, type ResultOf } from '../../../app/api';
import { userSettingsApi } from '../userSettingsApi';

/**
 * A signed-in viewer's appearance (UserSettingsResource update, part appearance), offered by the appearance settings
 * page alone, so injected with it rather than with home. The settings it updates are userSettingsApi's `userSettings`.
 */
export const appearanceApi = userSettingsApi.injectEndpoints({
  endpoints: (build) => ({
    appearanceSave: build.mutation<ResultOf<typeof endpoints.userSettingsUpdate>, ThemeChoice>({
      query: (theme) => call(endpoints.userSettingsUpdate, { appearance: { theme } }),
      async onQueryStarted(theme, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          appearanceApi.util.updateQueryData('userSettings', undefined, (draft) => {
            draft.appearance = { theme };
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useAppearanceSaveMutation } = appearanceApi;
