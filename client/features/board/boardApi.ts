import { endpoints } from '../../../shared/contracts/registry';
import { api, call, type ResultOf } from '../../app/api';

export interface BoardAddress {
  username: string;
  slug: string;
}

export const boardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The board page's board, by the owner and slug in its url. */
    boardGet: build.query<ResultOf<typeof endpoints.boardGet>, BoardAddress>({
      query: ({ username, slug }) => call(endpoints.boardGet, { username, slug }),
      // The viewer's permissions and relations are in the answer: a log in or out makes it stale.
      providesTags: ['Board'],
    }),
  }),
});

export const { useBoardGetQuery } = boardApi;
