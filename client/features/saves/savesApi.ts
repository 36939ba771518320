import { endpoints } from '../../../shared/contracts/registry';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';
import { toBoardListPage, type BoardListPage } from '../board/boardsApi';
import { bookmarkPaging } from '../feeds/pinPage';

/**
 * The save flow's calls. Saving changes pins in place (pinsSlice.savedChanged) rather than through tags: a save
 * must not refetch every feed on the page.
 */
/** The boards the viewer may save to, apart from every other board: leaving one changes only this list. */
export const WRITABLE_BOARDS = { type: 'Board', id: 'writable' } as const;

export const saveApi = api.injectEndpoints({
  endpoints: (build) => ({
    repin: build.mutation<ResultOf<typeof endpoints.repinCreate>, ArgsOf<typeof endpoints.repinCreate>>({
      query: (options) => call(endpoints.repinCreate, options),
    }),
    boardCreate: build.mutation<ResultOf<typeof endpoints.boardCreate>, ArgsOf<typeof endpoints.boardCreate>>({
      query: (options) => call(endpoints.boardCreate, options),
    }),
    pinDelete: build.mutation<ResultOf<typeof endpoints.pinDelete>, ArgsOf<typeof endpoints.pinDelete>>({
      query: (options) => call(endpoints.pinDelete, options),
    }),
    localSavesMerge: build.mutation<ResultOf<typeof endpoints.localSavesMerge>, ArgsOf<typeof endpoints.localSavesMerge>>({
      query: (options) => call(endpoints.localSavesMerge, options),
    }),
    writableBoards: build.infiniteQuery<BoardListPage, void, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ pageParam }) => call(endpoints.boardsGet, { writable_only: true, bookmark: pageParam }),
      transformResponse: toBoardListPage,
      // Joining or leaving a board, or logging in or out, changes which boards the viewer may save to. The list asks
      // again whenever it is shown anyway; the tags drop the stale answer, so it is not offered meanwhile.
      providesTags: ['Board', WRITABLE_BOARDS],
    }),
  }),
});

export const { useWritableBoardsInfiniteQuery } = saveApi;
