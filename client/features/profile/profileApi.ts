import { endpoints } from '../../../shared/contracts/registry';
import { api, call, type ResultOf } from '../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../feeds/pinPage';

export type ProfileFilter = 'created' | 'saved';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    userGet: build.query<ResultOf<typeof endpoints.userGet>, string>({
      query: (username) => call(endpoints.userGet, { username }),
      providesTags: (_user, _error, username) => [{ type: 'User', id: username }],
    }),
    userPins: build.infiniteQuery<PinPage, { username: string; filter: ProfileFilter }, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.userPins, { ...queryArg, bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
  }),
});

export const { useUserGetQuery, useUserPinsInfiniteQuery } = profileApi;
