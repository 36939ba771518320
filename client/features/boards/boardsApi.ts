import { endpoints } from '../../../shared/contracts/registry';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';

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
    boardUpdate: build.mutation<ResultOf<typeof endpoints.boardUpdate>, ArgsOf<typeof endpoints.boardUpdate>>({
      query: (options) => call(endpoints.boardUpdate, options),
      invalidatesTags: (_result, error) => (error ? [] : [...BOARDS_AND_FEEDS]),
    }),
    boardDelete: build.mutation<ResultOf<typeof endpoints.boardDelete>, ArgsOf<typeof endpoints.boardDelete>>({
      query: (options) => call(endpoints.boardDelete, options),
      invalidatesTags: (_result, error) => (error ? [] : [...BOARDS_AND_FEEDS]),
    }),
    sectionCreate: build.mutation<ResultOf<typeof endpoints.sectionCreate>, ArgsOf<typeof endpoints.sectionCreate>>({
      query: (options) => call(endpoints.sectionCreate, options),
      invalidatesTags: (_result, error) => (error ? [] : [...BOARDS]),
    }),
    sectionUpdate: build.mutation<ResultOf<typeof endpoints.sectionUpdate>, ArgsOf<typeof endpoints.sectionUpdate>>({
      query: (options) => call(endpoints.sectionUpdate, options),
      invalidatesTags: (_result, error) => (error ? [] : [...BOARDS]),
    }),
    sectionDelete: build.mutation<ResultOf<typeof endpoints.sectionDelete>, ArgsOf<typeof endpoints.sectionDelete>>({
      query: (options) => call(endpoints.sectionDelete, options),
      invalidatesTags: (_result, error) => (error ? [] : [...BOARDS]),
    }),
    sectionsReorder: build.mutation<ResultOf<typeof endpoints.sectionsReorder>, ArgsOf<typeof endpoints.sectionsReorder>>({
      query: (options) => call(endpoints.sectionsReorder, options),
      invalidatesTags: (_result, error) => (error ? [] : [...BOARDS]),
    }),
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
