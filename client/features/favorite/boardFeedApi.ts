import { endpoints } from '../../../shared/contracts/registry';
import { api, call, type ArgsOf } from '../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../feeds/pinPage';

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

/** A board's pins, the board page's grid. favoriteApi takes an unfavorited pin out of the favorites views. */
export const boardFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    boardFeed: build.infiniteQuery<PinPage, BoardFeedArgs, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.boardFeed, boardFeedOptions(queryArg, pageParam)),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
  }),
});

export const { useBoardFeedInfiniteQuery } = boardFeedApi;
