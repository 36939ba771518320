import type { EndpointContract } from '../../../shared/contracts/endpoint';
import { endpoints } from '../../../shared/contracts/registry';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';

// A bulk call moves pins between boards and sections, or removes them: the board's counts and sections and every
// feed showing those pins refetch.
const BOARDS_AND_FEEDS = ['Board', 'Feed'] as const;
const refetch = (_result: unknown, error: unknown) => (error ? [] : [...BOARDS_AND_FEEDS]);

/** The bulkEdit family's calls (shared/contracts/bulkEdit.ts): each action on a list of pins, or on all but some. */
export const bulkEditApi = api.injectEndpoints({
  endpoints: (build) => {
    // Every bulk call is the same mutation of its contract; only the contract differs.
    const bulk = <E extends EndpointContract>(contract: E) =>
      build.mutation<ResultOf<E>, ArgsOf<E>>({ query: (options) => call(contract, options), invalidatesTags: refetch });
    return {
      bulkDelete: bulk(endpoints.bulkDelete),
      bulkMove: bulk(endpoints.bulkMove),
      bulkCopy: bulk(endpoints.bulkCopy),
      bulkCreateSection: bulk(endpoints.bulkCreateSection),
      bulkDeleteAll: bulk(endpoints.bulkDeleteAll),
      bulkMoveAll: bulk(endpoints.bulkMoveAll),
      bulkCopyAll: bulk(endpoints.bulkCopyAll),
      bulkCreateSectionAll: bulk(endpoints.bulkCreateSectionAll),
    };
  },
});

export const {
  useBulkDeleteMutation,
  useBulkMoveMutation,
  useBulkCopyMutation,
  useBulkCreateSectionMutation,
  useBulkDeleteAllMutation,
  useBulkMoveAllMutation,
  useBulkCopyAllMutation,
  useBulkCreateSectionAllMutation,
} = bulkEditApi;
