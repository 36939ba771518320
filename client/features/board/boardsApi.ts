import { END_BOOKMARK } from '../../../shared/constants';
import type { Board } from '../../../shared/contracts/board';
import { endpoints } from '../../../shared/contracts/registry';
import { api, call } from '../../app/api';
import type { ApiMeta } from '../../app/contractBaseQuery';
import { bookmarkPaging } from '../feeds/pinPage';

/** One page of a board list (BoardsResource get): the boards and the bookmark of the next page. */
export interface BoardListPage {
  boards: Board[];
  bookmark: string;
}

export function toBoardListPage(boards: Board[], meta: ApiMeta | undefined): BoardListPage {
  return { boards, bookmark: meta?.bookmark ?? END_BOOKMARK };
}

/** A profile lists the boards most recently saved to first: the list options' default order (section 3). */
export const PROFILE_BOARD_SORT = 'last_pinned_to';

export const boardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A user's boards that the viewer may see (secret ones only for their owner and collaborators), 25 a page. */
    userBoards: build.infiniteQuery<BoardListPage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg: username, pageParam }) => call(endpoints.boardsGet, { username, sort: PROFILE_BOARD_SORT, bookmark: pageParam }),
      transformResponse: toBoardListPage,
      // Which secret and group boards the viewer sees depends on who they are: a log in or out makes the list stale.
      providesTags: ['Board'],
    }),
  }),
});

export const { useUserBoardsInfiniteQuery } = boardsApi;
