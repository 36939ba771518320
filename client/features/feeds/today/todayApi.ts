import * as endpoints from '../../../../shared/contracts/feeds';
import { api, call, type ResultOf } from '../../../app/api';
import { bookmarkPaging, toPinPage, type PinPage } from '../../../app/paging';

/** The Today article page's reads (TodayArticleResource get, TodayArticleFeedResource get): only its chunk carries them. */
export const todayApi = api.injectEndpoints({
  endpoints: (build) => ({
    todayArticle: build.query<ResultOf<typeof endpoints.todayArticleGet>, string>({
      query: (id) => call(endpoints.todayArticleGet, { article_id: id }),
    }),
    todayArticleFeed: build.infiniteQuery<PinPage, string, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => call(endpoints.todayArticleFeed, { article_id: queryArg, bookmark: pageParam }),
      transformResponse: toPinPage,
      providesTags: ['Feed'],
    }),
  }),
});

export const { useTodayArticleQuery, useTodayArticleFeedInfiniteQuery } = todayApi;
