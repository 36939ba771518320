import { endpoints } from '../../../shared/contracts/registry';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';

// A bulk call moves pins between boards and sections, or removes them: the board's counts and sections and every
// feed showing those pins refetch.
const BOARDS_AND_FEEDS = ['Board', 'Feed'] as const;
const refetch = (_result: unknown, error: unknown) => (error ? [] : [...BOARDS_AND_FEEDS]);

/** The bulkEdit family's calls (shared/contracts/bulkEdit.ts): each action on a list of pins, or on all but some. */
export const bulkEditApi = api.injectEndpoints({
  endpoints: (build) => ({
    bulkDelete: build.mutation<ResultOf<typeof endpoints.bulkDelete>, ArgsOf<typeof endpoints.bulkDelete>>({
      query: (options) => call(endpoints.bulkDelete, options),
      invalidatesTags: refetch,
    }),
    bulkMove: build.mutation<ResultOf<typeof endpoints.bulkMove>, ArgsOf<typeof endpoints.bulkMove>>({
      query: (options) => call(endpoints.bulkMove, options),
      invalidatesTags: refetch,
    }),
    bulkCopy: build.mutation<ResultOf<typeof endpoints.bulkCopy>, ArgsOf<typeof endpoints.bulkCopy>>({
      query: (options) => call(endpoints.bulkCopy, options),
      invalidatesTags: refetch,
    }),
    bulkCreateSection: build.mutation<ResultOf<typeof endpoints.bulkCreateSection>, ArgsOf<typeof endpoints.bulkCreateSection>>({
      query: (options) => call(endpoints.bulkCreateSection, options),
      invalidatesTags: refetch,
    }),
    bulkDeleteAll: build.mutation<ResultOf<typeof endpoints.bulkDeleteAll>, ArgsOf<typeof endpoints.bulkDeleteAll>>({
      query: (options) => call(endpoints.bulkDeleteAll, options),
      invalidatesTags: refetch,
    }),
    bulkMoveAll: build.mutation<ResultOf<typeof endpoints.bulkMoveAll>, ArgsOf<typeof endpoints.bulkMoveAll>>({
      query: (options) => call(endpoints.bulkMoveAll, options),
      invalidatesTags: refetch,
    }),
    bulkCopyAll: build.mutation<ResultOf<typeof endpoints.bulkCopyAll>, ArgsOf<typeof endpoints.bulkCopyAll>>({
      query: (options) => call(endpoints.bulkCopyAll, options),
      invalidatesTags: refetch,
    }),
    bulkCreateSectionAll: build.mutation<ResultOf<typeof endpoints.bulkCreateSectionAll>, ArgsOf<typeof endpoints.bulkCreateSectionAll>>({
      query: (options) => call(endpoints.bulkCreateSectionAll, options),
      invalidatesTags: refetch,
    }),
  }),
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
