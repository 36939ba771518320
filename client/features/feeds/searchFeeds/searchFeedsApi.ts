import * as endpoints from '../../../../shared/contracts/feeds';
import type { Pin } from '../../../../shared/contracts/pin';
import type { UserSummary } from '../../../../shared/contracts/user';
import { api, call } from '../../../app/api';
import type { Board } from '../../../../shared/contracts/board';
import { bookmarkPaging, toBoardListPage, toPinPage, type BoardListPage, type PeoplePage, type PinPage } from '../../../app/paging';
import { toPeoplePage } from '../peoplePage';

/**
 * BaseSearchResource's route, saying what the scope asked for brings: its contract's `answers: 'pins'` holds for scope
 * pins alone, and the entity slices must not read boards or people as pins.
 */
const peopleSearchRoute = { method: endpoints.search.method, path: endpoints.search.path, answers: 'users' as const };
const boardSearchRoute = { method: endpoints.search.method, path: endpoints.search.path, answers: 'boards' as const };

/** Search by words (BaseSearchResource): pins for the search page, people for picking someone; not injected with home. */
export const searchFeedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPins: build.infiniteQuery<PinPage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.search, { query: queryArg, scope: 'pins', bookmark: pageParam }),
      // The contract answers pins, boards or users by scope; this endpoint always asks for pins.
      transformResponse: (data: Pin[], meta) => toPinPage(data, meta),
      providesTags: ['Feed'],
    }),
    /** The search page's Boards tab: boards by name, ranked, as the viewer may see them. */
    searchBoards: build.infiniteQuery<BoardListPage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => ({
        ...call(endpoints.search, { query: queryArg, scope: 'boards', bookmark: pageParam }),
        contract: boardSearchRoute,
      }),
      transformResponse: (data: Board[], meta) => toBoardListPage(data, meta),
    }),
    /** The search page's People tab: people ranked exact username, username prefix, then name. */
    searchPeopleFeed: build.infiniteQuery<PeoplePage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => ({
        ...call(endpoints.search, { query: queryArg, scope: 'users', bookmark: pageParam }),
        contract: peopleSearchRoute,
      }),
      transformResponse: (data: UserSummary[], meta) => toPeoplePage(data, meta),
    }),
    /** People by name (scope users): the first page is enough to pick someone, as the add collaborators page does. */
    searchPeople: build.query<UserSummary[], string>({
      query: (query) => ({ ...call(endpoints.search, { query, scope: 'users' }), contract: peopleSearchRoute }),
    }),
  }),
});

export const { useSearchPinsInfiniteQuery, useSearchBoardsInfiniteQuery, useSearchPeopleFeedInfiniteQuery, useSearchPeopleQuery } = searchFeedsApi;
