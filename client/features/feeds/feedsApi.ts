import * as endpoints from '../../../shared/contracts/feeds';
import type { Pin } from '../../../shared/contracts/pin';
import type { UserSummary } from '../../../shared/contracts/user';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../../app/paging';

export interface BoardFeedArgs {
  boardId: string;
  /** One section's pins; the whole board's when absent. */
  sectionId?: string;
  /** The board grid's favorites filter: only pins someone on the board favorited. */
  favoritesOnly: boolean;
}

export type ProfileFilter = 'created' | 'saved';

/** A profile's tab, with the own-profile pin filter when one applies (UserPinsResource get). */
export type UserPinsArgs = Omit<ArgsOf<typeof endpoints.userPins>, 'bookmark' | 'page_size'> & { filter: ProfileFilter };

/**
 * BaseSearchResource's route without its `answers: 'pins'`: with scope users the answer holds people, which the pin
 * entity slices must not read as pins.
 */
const peopleSearchRoute = { method: endpoints.search.method, path: endpoints.search.path };

function boardFeedOptions({ boardId, sectionId, favoritesOnly }: BoardFeedArgs, bookmark: string | undefined): ArgsOf<typeof endpoints.boardFeed> {
  return { board_id: boardId, section_id: sectionId, filter: favoritesOnly ? 'favorited' : undefined, bookmark };
}

/**
 * The feeds family's reads (shared/contracts/feeds.ts): the pin feeds (home, a board's, a profile's, related pins,
 * search) and a profile. The pins they answer fill the entity slices (the contracts say
 * so: `answers`, see client/entities/received.ts).
 */
export const feedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    homefeed: build.infiniteQuery<PinPage, void, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ pageParam }) => call(endpoints.homefeed, { bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
    /** A board's pins, the board page's grid. socialApi takes an unfavorited pin out of the favorites views. */
    boardFeed: build.infiniteQuery<PinPage, BoardFeedArgs, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.boardFeed, boardFeedOptions(queryArg, pageParam)),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
    userPins: build.infiniteQuery<PinPage, UserPinsArgs, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.userPins, { ...queryArg, bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
    /** The colours and interests the viewer's own pins on a tab can be filtered by. */
    userPinFacets: build.query<ResultOf<typeof endpoints.userPinFacets>, ProfileFilter>({
      query: (filter) => call(endpoints.userPinFacets, { filter }),
      providesTags: ['Feed'],
    }),
    relatedPins: build.infiniteQuery<PinPage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.relatedPins, { pin_id: queryArg, bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
    searchPins: build.infiniteQuery<PinPage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.search, { query: queryArg, scope: 'pins', bookmark: pageParam }),
      // The contract answers pins, boards or users by scope; this endpoint always asks for pins.
      transformResponse: (data: Pin[], meta) => toPinPage(data, meta),
      providesTags: ['Feed'],
    }),
    /** People by name (scope users): the first page is enough to pick someone, as the add collaborators page does. */
    searchPeople: build.query<UserSummary[], string>({
      query: (query) => ({ ...call(endpoints.search, { query, scope: 'users' }), contract: peopleSearchRoute }),
    }),
    userGet: build.query<ResultOf<typeof endpoints.userGet>, string>({
      query: (username) => call(endpoints.userGet, { username }),
      providesTags: (_user, _error, username) => [{ type: 'User', id: username }],
    }),
  }),
});

export const {
  useHomefeedInfiniteQuery,
  useBoardFeedInfiniteQuery,
  useUserPinsInfiniteQuery,
  useUserPinFacetsQuery,
  useRelatedPinsInfiniteQuery,
  useSearchPinsInfiniteQuery,
  useSearchPeopleQuery,
  useUserGetQuery,
} = feedsApi;
