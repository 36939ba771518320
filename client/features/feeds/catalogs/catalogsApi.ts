import * as endpoints from '../../../../shared/contracts/feeds';
import { api, call, type ResultOf } from '../../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../../../app/paging';

/** The business catalogue page's reads: only its chunk carries them. */
export const catalogsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The products of the account `user_id` names (BusinessCatalogResource get): 403 when it is not the viewer's. */
    businessCatalog: build.infiniteQuery<PinPage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.businessCatalog, { user_id: queryArg, bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
    /** The account, by its id (the catalogue's address names it so), for the page's heading. */
    accountById: build.query<ResultOf<typeof endpoints.userGet>, string>({
      query: (id) => call(endpoints.userGet, { user_id: id }),
      providesTags: (_user, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useBusinessCatalogInfiniteQuery, useAccountByIdQuery } = catalogsApi;
