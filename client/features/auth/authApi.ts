import type { ViewerAnswer } from '../../../shared/contracts/user';
import * as endpoints from '../../../shared/contracts/auth';
import { api, call, type ArgsOf } from '../../app/api';

/** What a session change makes stale. The viewer itself is not refetched: authSlice takes it from the answer. */
const viewerDependent = (_result: unknown, error: unknown) => (error ? [] : (['Board', 'Feed', 'Pin', 'User'] as const));

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    viewerGet: build.query<ViewerAnswer, void>({
      query: () => call(endpoints.viewerGet, {}),
    }),
    login: build.mutation<ViewerAnswer, ArgsOf<typeof endpoints.login>>({
      query: (options) => call(endpoints.login, options),
      invalidatesTags: viewerDependent,
    }),
    register: build.mutation<ViewerAnswer, ArgsOf<typeof endpoints.register>>({
      query: (options) => call(endpoints.register, options),
      invalidatesTags: viewerDependent,
    }),
    logout: build.mutation<null, void>({
      query: () => call(endpoints.logout, {}),
      invalidatesTags: viewerDependent,
    }),
  }),
});

export const { useViewerGetQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } = authApi;
