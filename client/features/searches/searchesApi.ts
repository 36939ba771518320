import * as endpoints from '../../../shared/contracts/searches';
import { api, call, type ResultOf } from '../../app/api';

/** The search box's suggestions and a signed-in person's recent searches (the search box's own chunk). */
export const searchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchTypeahead: build.query<ResultOf<typeof endpoints.searchTypeahead>, string>({
      query: (query) => call(endpoints.searchTypeahead, { query }),
      keepUnusedDataFor: 30,
    }),
    recentSearches: build.query<string[], void>({
      query: () => call(endpoints.recentSearchesGet, {}),
    }),
    // Each answers the list after the change, which replaces the cached one.
    recentSearchAdd: build.mutation<string[], string>({
      query: (query) => call(endpoints.recentSearchAdd, { query }),
      async onQueryStarted(_query, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(searchesApi.util.upsertQueryData('recentSearches', undefined, data));
      },
    }),
    recentSearchesRemove: build.mutation<string[], string | undefined>({
      query: (query) => call(endpoints.recentSearchesRemove, { query }),
      async onQueryStarted(_query, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(searchesApi.util.upsertQueryData('recentSearches', undefined, data));
      },
    }),
  }),
});

export const { useSearchTypeaheadQuery, useRecentSearchesQuery, useRecentSearchAddMutation, useRecentSearchesRemoveMutation } = searchesApi;
