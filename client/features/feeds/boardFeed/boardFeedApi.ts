import * as endpoints from '../../../../shared/contracts/feeds';
import { api, call, type ArgsOf } from '../../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../../../app/paging';

export interface BoardFeedArgs {
  boardId: string;
  /** One section's pins; the whole board's when absent. */
  sectionId?: string;
  /** The board grid's favorites filter: only pins someone on the board favorited. */
  favoritesOnly: boolean;
}

function boardFeedOptions({ boardId, sectionId, favoritesOnly }: BoardFeedArgs, bookmark: string | undefined): ArgsOf<typeof endpoints.boardFeed> {
  return { board_id: boardId, section_id: sectionId, filter: favoritesOnly ? 'favorited' : undefined, bookmark };
}

/** A board's pins (BoardFeedResource), the board page's grid: injected with the pages that show it, not with home. */
export const boardFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** socialApi takes an unfavorited pin out of the favorites views. */
    boardFeed: build.infiniteQuery<PinPage, BoardFeedArgs, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.boardFeed, boardFeedOptions(queryArg, pageParam)),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
  }),
});

export const { useBoardFeedInfiniteQuery } = boardFeedApi;
