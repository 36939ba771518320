import * as endpoints from '../../../../shared/contracts/experiences';
import { api, call, type ArgsOf, type ResultOf } from '../../../app/api';

const LIST = 'ExperienceAdmin' as const;

/**
 * The operator's calls (ExperienceAdminResource), injected from the admin page's own chunk so home never carries
 * them. Every successful write refetches the list, whose counts and states the server computes.
 */
export const experienceAdminApi = api.enhanceEndpoints({ addTagTypes: [LIST] }).injectEndpoints({
  endpoints: (build) => ({
    experienceAdminList: build.query<ResultOf<typeof endpoints.experienceAdminList>, ArgsOf<typeof endpoints.experienceAdminList>>({
      query: (options) => call(endpoints.experienceAdminList, options),
      providesTags: [LIST],
    }),
    experienceAdminCreate: build.mutation<ResultOf<typeof endpoints.experienceAdminCreate>, ArgsOf<typeof endpoints.experienceAdminCreate>>({
      query: (options) => call(endpoints.experienceAdminCreate, options),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    experienceAdminUpdate: build.mutation<ResultOf<typeof endpoints.experienceAdminUpdate>, ArgsOf<typeof endpoints.experienceAdminUpdate>>({
      query: (options) => call(endpoints.experienceAdminUpdate, options),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useExperienceAdminListQuery, useExperienceAdminCreateMutation, useExperienceAdminUpdateMutation } = experienceAdminApi;
