import { endpoints } from '../../../shared/contracts/registry';
import { api, call, type ResultOf } from '../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../feeds/pinPage';

export const closeupApi = api.injectEndpoints({
  endpoints: (build) => ({
    pinGet: build.query<ResultOf<typeof endpoints.pinGet>, string>({
      query: (id) => call(endpoints.pinGet, { id }),
      providesTags: (_pin, _error, id) => [{ type: 'Pin', id }],
    }),
    relatedPins: build.infiniteQuery<PinPage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.relatedPins, { pin_id: queryArg, bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
  }),
});

export const { usePinGetQuery, useRelatedPinsInfiniteQuery } = closeupApi;
