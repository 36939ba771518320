import type { BoardFollowState, FavoriteState, InterestFollowState, UserFollowState } from '../../../shared/contracts/social';
import type { Clock } from '../../config';
import { ApiError, badRequest, notFound } from '../../http/errors';
import type { UsersStore } from '../users/store';
import type { SocialStore } from './store';

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

  return { setFavorite, setBoardFollow, setUserFollow, setInterestFollow };
}

export type SocialService = ReturnType<typeof createSocialService>;
