import * as endpoints from '../../../shared/contracts/feeds';
import { api, call } from '../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../../app/paging';

/**
 * The feeds family's reads (shared/contracts/feeds.ts). Each page's feeds are injected by a file of their own, which
 * only that page's chunk imports, so home's script carries home's feed alone: this one, boardFeedApi (a board's pins),
 * profileFeedsApi (a profile, its pins and their facets), relatedPinsApi (a closeup's more like this) and
 * searchFeedsApi (pins and people by words). The pins they answer fill the entity slices (the contracts say so:
 * `answers`, see client/entities/received.ts).
 */
export const feedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    homefeed: build.infiniteQuery<PinPage, void, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ pageParam }) => call(endpoints.homefeed, { bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
  }),
});

export const { useHomefeedInfiniteQuery } = feedsApi;
