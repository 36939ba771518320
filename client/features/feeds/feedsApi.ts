import * as endpoints from '../../../shared/contracts/feeds';
import { api, call } from '../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../../app/paging';

/**
 * The feeds family's reads (shared/contracts/feeds.ts). Each page's feeds are injected by a file of their own, which
 * only that page's chunk imports, so home's script carries home's feed alone: this one, boardFeed/ (a board's pins),
 * profileFeeds/ (a profile, its pins and their facets), relatedPins/ (a closeup's more like this), searchFeeds/ (pins
 * and people by words), today/, interests/ and catalogs/. The pins they answer fill the entity slices (the contracts
 * say so: `answers`, see client/entities/received.ts).
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
