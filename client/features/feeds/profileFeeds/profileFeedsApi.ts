import * as endpoints from '../../../../shared/contracts/feeds';
import { api, call, type ArgsOf, type ResultOf } from '../../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../../../app/paging';

export type ProfileFilter = 'created' | 'saved';

/** A profile's tab, with the own-profile pin filter when one applies (UserPinsResource get). */
export type UserPinsArgs = Omit<ArgsOf<typeof endpoints.userPins>, 'bookmark' | 'page_size'> & { filter: ProfileFilter };

/** The profile page's reads: the person, a tab's pins and their filter's choices; injected with that page, not with home. */
export const profileFeedsApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    userGet: build.query<ResultOf<typeof endpoints.userGet>, string>({
      query: (username) => call(endpoints.userGet, { username }),
      providesTags: (_user, _error, username) => [{ type: 'User', id: username }],
    }),
  }),
});

export const { useUserPinsInfiniteQuery, useUserPinFacetsQuery, useUserGetQuery } = profileFeedsApi;
