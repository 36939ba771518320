import * as endpoints from '../../../shared/contracts/boards';
import { api, call, contractMutation, type ResultOf } from '../../app/api';

// A board's name, privacy, cover and sections show on its page, in board lists and on the cards of its pins, so each
// write refetches boards; deleting one also drops its pins from every feed.
const BOARDS = ['Board'] as const;
const BOARDS_AND_FEEDS = ['Board', 'Feed'] as const;

export const boardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A section and its board, for the section's edit page; the section and board writes below refresh it. */
    sectionGet: build.query<ResultOf<typeof endpoints.sectionGet>, string>({
      query: (id) => call(endpoints.sectionGet, { section_id: id }),
      providesTags: [...BOARDS],
    }),
    boardUpdate: contractMutation(build, endpoints.boardUpdate, BOARDS_AND_FEEDS),
    boardDelete: contractMutation(build, endpoints.boardDelete, BOARDS_AND_FEEDS),
    sectionCreate: contractMutation(build, endpoints.sectionCreate, BOARDS),
    sectionUpdate: contractMutation(build, endpoints.sectionUpdate, BOARDS),
    sectionDelete: contractMutation(build, endpoints.sectionDelete, BOARDS),
    sectionsReorder: contractMutation(build, endpoints.sectionsReorder, BOARDS),
  }),
});

export const {
  useSectionGetQuery,
  useBoardUpdateMutation,
  useBoardDeleteMutation,
  useSectionCreateMutation,
  useSectionUpdateMutation,
  useSectionDeleteMutation,
  useSectionsReorderMutation,
} = boardsApi;
