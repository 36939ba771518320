import { endpoints } from '../../../shared/contracts/registry';
import { api, call, type ArgsOf } from '../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../feed/pinPage';

export interface BoardFeedArgs {
  boardId: string;
  /** The board grid's favorites filter: only pins someone on the board favorited. */
  favoritesOnly: boolean;
}

/**
 * A board's pins. The favorites filter travels as `filter: 'favorited'`: BoardFeedResource does not declare it yet
 * (the server ignores options it does not know), so until it does the filtered feed answers every pin.
 */
function boardFeedOptions({ boardId, favoritesOnly }: BoardFeedArgs, bookmark: string | undefined) {
  const options: ArgsOf<typeof endpoints.boardFeed> & { filter?: 'favorited' } = { board_id: boardId, bookmark };
  if (favoritesOnly) options.filter = 'favorited';
  return options;
}

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
