import * as endpoints from '../../../../shared/contracts/feeds';
import type { Pin } from '../../../../shared/contracts/pin';
import type { UserSummary } from '../../../../shared/contracts/user';
import { api, call } from '../../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../../../app/paging';

/**
 * BaseSearchResource's route without its `answers: 'pins'`: with scope users the answer holds people, which the pin
 * entity slices must not read as pins.
 */
const peopleSearchRoute = { method: endpoints.search.method, path: endpoints.search.path };

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
    /** People by name (scope users): the first page is enough to pick someone, as the add collaborators page does. */
    searchPeople: build.query<UserSummary[], string>({
      query: (query) => ({ ...call(endpoints.search, { query, scope: 'users' }), contract: peopleSearchRoute }),
    }),
  }),
});

export const { useSearchPinsInfiniteQuery, useSearchPeopleQuery } = searchFeedsApi;
