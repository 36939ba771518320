import { END_BOOKMARK } from '../../../shared/constants';
import type { OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/social';
import type { BoardFollowState, FavoriteState, InterestFollowState, UserFollowState } from '../../../shared/contracts/social';
import type { UserSummary } from '../../../shared/contracts/user';
import { encodeBookmark, followBookmark } from '../../common/bookmark';
import type { Clock } from '../../config';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { position, TOP, type Page, type Paging } from '../feeds/paging';
import { toUserSummary } from '../users/serialize';
import type { UsersStore } from '../users/store';
import type { FollowAfter, FollowRow, SocialStore } from './store';

/**
 * Favorites and follows. Every call is idempotent and answers the state it leaves, so a retried or repeated
 * request is harmless and the client can upsert the answer into its entities.
 */
export function createSocialService(store: SocialStore, users: UsersStore, clock: Clock) {
  /** Favoriting is for pins on group boards, by the owner or a collaborator whose permissions allow favorite. */
  function setFavorite(viewerId: number, pinId: string, on: boolean): FavoriteState {
    const target = store.favoriteTarget(viewerId, Number(pinId));
    if (!target) throw notFound('Pin');
    if (!target.group_board) throw new ApiError(403, 'not_group_board', 'Only Pins on group boards can be favorited.');
    if (!target.may_favorite) throw new ApiError(403, 'forbidden', 'You may not favorite Pins on this board.');
    const state = store.setFavorite(viewerId, target.id, on, clock.now());
    return { id: String(target.id), favoritedByMe: state.mine === 1, favoriteUserCount: state.count };
  }

  /** Secret boards the viewer cannot see are a 404, as everywhere; following one's own board makes no sense. */
  function setBoardFollow(viewerId: number, boardId: string, on: boolean): BoardFollowState {
    const board = store.followableBoard(viewerId, Number(boardId));
    if (!board) throw notFound('Board');
    if (board.owner_id === viewerId) throw badRequest('You cannot follow your own board.', { id: 'is your own board' });
    const state = store.setBoardFollow(viewerId, board.id, on, clock.now());
    return { id: String(board.id), followedByMe: state.mine === 1, followerCount: state.count };
  }

  function setUserFollow(viewerId: number, userId: string, on: boolean): UserFollowState {
    const id = Number(userId);
    if (id === viewerId) throw badRequest('You cannot follow yourself.', { user_id: 'is you' });
    if (!users.byId(id)) throw notFound('User');
    const state = store.setUserFollow(viewerId, id, on, clock.now());
    return { id: String(id), explicitlyFollowedByMe: state.mine === 1, followerCount: state.count };
  }

  function setInterestFollow(viewerId: number, interestId: string, on: boolean): InterestFollowState {
    const id = Number(interestId);
    if (!store.interestExists(id)) throw notFound('Interest');
    return { id: String(id), followedByMe: store.setInterestFollow(viewerId, id, on, clock.now()) };
  }

  /**
   * One page of a follow list, as the viewer sees each person (whether they follow them). Reads one row more than the
   * page holds, so the last page says '-end-' rather than leading to an empty one.
   */
  function peoplePage(paging: Paging, viewerId: number | null, read: (after: FollowAfter, limit: number) => FollowRow[]): Page<UserSummary> {
    const at = position(paging.bookmark, followBookmark);
    if (at === 'end') return { data: [], bookmark: END_BOOKMARK };
    const rows = read(at ?? { at: TOP, id: TOP }, paging.page_size + 1);
    const page = rows.slice(0, paging.page_size);
    const summaries = users.summaries(
      page.map((r) => r.id),
      viewerId,
    );
    const last = page[page.length - 1];
    return {
      data: page.map((r) => toUserSummary(summaries.get(r.id)!)),
      bookmark: rows.length > page.length ? encodeBookmark({ at: last.at, id: last.id }) : END_BOOKMARK,
    };
  }

  function userOf(username: string): number {
    const user = users.byUsername(username);
    if (!user) throw notFound('User');
    return user.id;
  }

  function followers(o: OptionsOf<typeof contracts.userFollowers>, viewerId: number | null) {
    const id = userOf(o.username);
    return peoplePage(o, viewerId, (after, limit) => store.followers(id, after, limit));
  }

  function following(o: OptionsOf<typeof contracts.userFollowing>, viewerId: number | null) {
    const id = userOf(o.username);
    return peoplePage(o, viewerId, (after, limit) => store.following(id, after, limit));
  }

  /** A board's followers, for those who may see the board: a secret board is a 404 to anyone else. */
  function boardFollowers(o: OptionsOf<typeof contracts.boardFollowers>, viewerId: number | null) {
    const board = store.followableBoard(viewerId ?? 0, Number(o.board_id));
    if (!board) throw notFound('Board');
    return peoplePage(o, viewerId, (after, limit) => store.boardFollowers(board.id, after, limit));
  }

  return { setFavorite, setBoardFollow, setUserFollow, setInterestFollow, followers, following, boardFollowers };
}

export type SocialService = ReturnType<typeof createSocialService>;
