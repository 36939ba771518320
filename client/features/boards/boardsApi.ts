import * as endpoints from '../../../shared/contracts/boards';
import { api, call, contractMutation, type ArgsOf, type ResultOf } from '../../app/api';

export interface BoardAddress {
  username: string;
  slug: string;
}

// A board's name, privacy, cover and sections show on its page, in board lists and on the cards of its pins, so each
// write refetches boards; deleting one also drops its pins from every feed.
const BOARDS = ['Board'] as const;
const BOARDS_AND_FEEDS = ['Board', 'Feed'] as const;

/**
 * The boards family's calls (shared/contracts/boards.ts), BoardResource and its sections: a board (it fills the board
 * entities: the contract `answers` a board), creating, editing and deleting one, and its sections.
 */
export const boardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The board page's board, by the owner and slug in its url. */
    boardGet: build.query<ResultOf<typeof endpoints.boardGet>, BoardAddress>({
      query: ({ username, slug }) => call(endpoints.boardGet, { username, slug }),
      // The viewer's permissions and relations are in the answer: a log in or out makes it stale.
      providesTags: [...BOARDS],
    }),
    /** A board by id: its edit page's address names it so. */
    boardById: build.query<ResultOf<typeof endpoints.boardGet>, string>({
      query: (id) => call(endpoints.boardGet, { board_id: id }),
      providesTags: [...BOARDS],
    }),
    boardCreate: build.mutation<ResultOf<typeof endpoints.boardCreate>, ArgsOf<typeof endpoints.boardCreate>>({
      query: (options) => call(endpoints.boardCreate, options),
      // A new board belongs in the profile's list and the picker. Quick saves leave the lists alone: each save would
      // otherwise refetch every board on the page (the picker asks afresh whenever it is shown anyway).
      invalidatesTags: (_result, error, options) => (error || options.layout === 'quick_saves' ? [] : [...BOARDS]),
    }),
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
  useBoardGetQuery,
  useBoardByIdQuery,
  useBoardCreateMutation,
  useSectionGetQuery,
  useBoardUpdateMutation,
  useBoardDeleteMutation,
  useSectionCreateMutation,
  useSectionUpdateMutation,
  useSectionDeleteMutation,
  useSectionsReorderMutation,
} = boardsApi;
