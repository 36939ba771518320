import * as endpoints from '../../../shared/contracts/bulkEdit';
import { api, contractMutation } from '../../app/api';

// A bulk call moves pins between boards and sections, or removes them: the board's counts and sections and every
// feed showing those pins refetch.
const BOARDS_AND_FEEDS = ['Board', 'Feed'] as const;

/** The bulkEdit family's calls (shared/contracts/bulkEdit.ts): each action on a list of pins, or on all but some. */
export const bulkEditApi = api.injectEndpoints({
  endpoints: (build) => ({
    bulkDelete: contractMutation(build, endpoints.bulkDelete, BOARDS_AND_FEEDS),
    bulkMove: contractMutation(build, endpoints.bulkMove, BOARDS_AND_FEEDS),
    bulkCopy: contractMutation(build, endpoints.bulkCopy, BOARDS_AND_FEEDS),
    bulkCreateSection: contractMutation(build, endpoints.bulkCreateSection, BOARDS_AND_FEEDS),
    bulkDeleteAll: contractMutation(build, endpoints.bulkDeleteAll, BOARDS_AND_FEEDS),
    bulkMoveAll: contractMutation(build, endpoints.bulkMoveAll, BOARDS_AND_FEEDS),
    bulkCopyAll: contractMutation(build, endpoints.bulkCopyAll, BOARDS_AND_FEEDS),
    bulkCreateSectionAll: contractMutation(build, endpoints.bulkCreateSectionAll, BOARDS_AND_FEEDS),
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
