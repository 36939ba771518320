import * as endpoints from '../../../../shared/contracts/feeds';
import { api, call } from '../../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../../../app/paging';

/** The pins like a pin (RelatedPinsResource), under its closeup: injected with that page, not with home. */
export const relatedPinsApi = api.injectEndpoints({
  endpoints: (build) => ({
    relatedPins: build.infiniteQuery<PinPage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.relatedPins, { pin_id: queryArg, bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
  }),
});

export const { useRelatedPinsInfiniteQuery } = relatedPinsApi;
