import * as endpoints from '../../../shared/contracts/saves';
import { api, call, WRITABLE_BOARDS, type ArgsOf, type ResultOf } from '../../app/api';
import { bookmarkPaging, toBoardListPage, type BoardListPage } from '../../app/paging';
import { profileBoardsOptions, type UserBoardsArg } from '../../../shared/domain/profileBoards';

/**
 * The saves family's calls (shared/contracts/saves.ts): saving and the board lists (BoardsResource get). The save
 * flow changes pins in place (pinsSlice.savedChanged) rather than through tags: a save must not refetch every feed
 * on the page.
 */
export const savesApi = api.injectEndpoints({
  endpoints: (build) => ({
    repin: build.mutation<ResultOf<typeof endpoints.repinCreate>, ArgsOf<typeof endpoints.repinCreate>>({
      query: (options) => call(endpoints.repinCreate, options),
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
    /** A user's boards that the viewer may see (secret ones only for their owner and collaborators), 25 a page. */
    userBoards: build.infiniteQuery<BoardListPage, UserBoardsArg, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.boardsGet, profileBoardsOptions(queryArg, pageParam)),
      transformResponse: toBoardListPage,
      // Which secret and group boards the viewer sees depends on who they are: a log in or out makes the list stale.
      providesTags: ['Board'],
    }),
  }),
});

export const { useWritableBoardsInfiniteQuery, useUserBoardsInfiniteQuery } = savesApi;
