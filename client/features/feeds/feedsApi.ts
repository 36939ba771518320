import { endpoints } from '../../../shared/contracts/registry';
import { api, call } from '../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from './pinPage';

export const feedApi = api.injectEndpoints({
  endpoints: (build) => ({
    homefeed: build.infiniteQuery<PinPage, void, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ pageParam }) => call(endpoints.homefeed, { bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
  }),
});

export const { useHomefeedInfiniteQuery } = feedApi;
