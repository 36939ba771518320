import * as endpoints from '../../../../shared/contracts/feeds';
import { api, call, type ResultOf } from '../../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../../../app/paging';

export interface InterestFeedArgs {
  interestId: string;
  /** The video category page: only the interest's video pins. */
  videosOnly: boolean;
}

/**
 * The interest page's reads (InterestResource get, InterestFeedResource get), in their own file so that only the
 * interest page's chunk carries them.
 */
export const interestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The interest, which fills the interests slice (its contract `answers` one): its Follow button reads the follow state there. */
    interestGet: build.query<ResultOf<typeof endpoints.interestGet>, string>({
      query: (id) => call(endpoints.interestGet, { interest_id: id }),
      // Whether the viewer follows it: a log in or out makes it stale.
      providesTags: ['Feed'],
    }),
    interestFeed: build.infiniteQuery<PinPage, InterestFeedArgs, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) =>
        call(endpoints.interestFeed, { interest_id: queryArg.interestId, kind: queryArg.videosOnly ? 'video' : undefined, bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
  }),
});

export const { useInterestGetQuery, useInterestFeedInfiniteQuery } = interestsApi;
