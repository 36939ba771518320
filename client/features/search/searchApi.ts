import { endpoints } from '../../../shared/contracts/registry';
import type { Pin } from '../../../shared/contracts/pin';
import { api, call } from '../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../feeds/pinPage';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPins: build.infiniteQuery<PinPage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.search, { query: queryArg, scope: 'pins', bookmark: pageParam }),
      // The contract answers pins, boards or users by scope; this endpoint always asks for pins.
      transformResponse: (data: Pin[], meta) => toPinPage(data, meta),
      providesTags: ['Feed'],
    }),
  }),
});

export const { useSearchPinsInfiniteQuery } = searchApi;
