import * as endpoints from '../../../shared/contracts/account';
import type { ViewerAnswer } from '../../../shared/contracts/user';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';
import { authApi } from '../auth/authApi';

type ProfileArgs = ArgsOf<typeof endpoints.profileUpdate>;

/** The new viewer becomes the viewer everywhere (the header's name and photo) without asking the server again. */
async function viewerFrom(
  queryFulfilled: Promise<{ data: ViewerAnswer }>,
  dispatch: (action: ReturnType<typeof authApi.util.upsertQueryData>) => unknown,
) {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) dispatch(authApi.util.upsertQueryData('viewerGet', undefined, answer.data));
}

/**
 * The accounts family's settings calls (shared/contracts/account.ts): the account's details and email, deleting it,
 * and the profile (fields as JSON, a photo as a multipart upload).
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountGet: build.query<ResultOf<typeof endpoints.accountGet>, void>({
      query: () => call(endpoints.accountGet, {}),
    }),
    accountUpdate: build.mutation<ResultOf<typeof endpoints.accountUpdate>, ArgsOf<typeof endpoints.accountUpdate>>({
      query: (options) => call(endpoints.accountUpdate, options),
      async onQueryStarted(_options, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(accountApi.util.upsertQueryData('accountGet', undefined, answer.data));
      },
    }),
    // The session is gone with the account: the viewer is asked afresh (signed out now, the server has cleared the
    // cookie), and whatever a signed-in viewer saw refetches, as after logging out.
    accountDelete: build.mutation<null, ArgsOf<typeof endpoints.accountDelete>>({
      query: (options) => call(endpoints.accountDelete, options),
      invalidatesTags: (_result, error) => (error ? [] : ['Board', 'Feed', 'Pin', 'User']),
      async onQueryStarted(_options, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false))
          void dispatch(authApi.endpoints.viewerGet.initiate(undefined, { forceRefetch: true }));
      },
    }),
    // A profile shows the new name, username, about and photo: the profiles and feeds that carry the person refetch.
    profileUpdate: build.mutation<ViewerAnswer, ProfileArgs>({
      query: (options) => call(endpoints.profileUpdate, options),
      invalidatesTags: (_result, error) => (error ? [] : ['User', 'Feed']),
      onQueryStarted: (_options, { dispatch, queryFulfilled }) => viewerFrom(queryFulfilled, dispatch),
    }),
    profilePhotoUpdate: build.mutation<ViewerAnswer, File>({
      query: (photo) => {
        const form = new FormData();
        form.append('image', photo, photo.name);
        return { ...call(endpoints.profileUpdate, {}), form };
      },
      invalidatesTags: (_result, error) => (error ? [] : ['User', 'Feed']),
      onQueryStarted: (_photo, { dispatch, queryFulfilled }) => viewerFrom(queryFulfilled, dispatch),
    }),
  }),
});

export const { useAccountGetQuery, useAccountUpdateMutation, useAccountDeleteMutation, useProfileUpdateMutation, useProfilePhotoUpdateMutation } =
  accountApi;
