import * as endpoints from '../../../../shared/contracts/social';
import { api, call } from '../../../app/api';
import { bookmarkPaging, type PeoplePage } from '../../../app/paging';
import { toPeoplePage } from '../../feeds/peoplePage';
import type { UserSummary } from '../../../../shared/contracts/user';

/** Whose list: a person's followers or the people they follow, or a board's followers. */
export type FollowListOf = { kind: 'followers' | 'following'; username: string } | { kind: 'boardFollowers'; boardId: string };

function listCall(of: FollowListOf, bookmark: string | undefined) {
  switch (of.kind) {
    case 'followers':
      return call(endpoints.userFollowers, { username: of.username, bookmark });
    case 'following':
      return call(endpoints.userFollowing, { username: of.username, bookmark });
    case 'boardFollowers':
      return call(endpoints.boardFollowers, { board_id: of.boardId, bookmark });
  }
}

/** Followers and following lists, 50 a page (the follow lists' own chunk; not injected with home). */
export const followListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    followList: build.infiniteQuery<PeoplePage, FollowListOf, string | undefined>({
      infiniteQueryOptions: bookmarkPaging,
      query: ({ queryArg, pageParam }) => listCall(queryArg, pageParam),
      transformResponse: (data: UserSummary[], meta) => toPeoplePage(data, meta),
    }),
  }),
});

export const { useFollowListInfiniteQuery } = followListsApi;
