import type { Board, BoardRef } from '../../shared/contracts/board';
import type { Pin } from '../../shared/contracts/pin';
import type { Profile, UserSummary } from '../../shared/contracts/user';

/** A pin with its people and board replaced by ids: those live once in the users and boards slices. */
export type PinEntity = Omit<Pin, 'pinner' | 'nativeCreator' | 'promoter' | 'board'> & {
  pinnerId: string;
  nativeCreatorId: string | null;
  promoterId: string | null;
  boardId: string;
};

/** A user as far as we know them: summaries from pins, the profile fields once the profile was loaded. */
export type UserEntity = UserSummary & Partial<Omit<Profile, keyof UserSummary>>;

/** A board as far as we know it: the reference pins carry, the board page's fields once a full board was loaded. */
export type BoardEntity = BoardRef & Partial<Omit<Board, keyof BoardRef>>;

/**
 * A pin's topic. followedByMe is known only where the server said it: a pin that came through a followed interest,
 * or a follow or unfollow answer; undefined otherwise.
 */
export interface InterestEntity {
  id: string;
  name: string;
  urlName: string;
  followedByMe?: boolean;
}

export function toPinEntity({ pinner, nativeCreator, promoter, board, ...rest }: Pin): PinEntity {
  return { ...rest, pinnerId: pinner.id, nativeCreatorId: nativeCreator?.id ?? null, promoterId: promoter?.id ?? null, boardId: board.id };
}

export function usersOfPin(pin: Pin): UserSummary[] {
  return [pin.pinner, pin.nativeCreator, pin.promoter].filter((user) => user !== null);
}

/** The pin's topics, the one that brought it (its sourceInterest) marked followed. */
export function interestsOfPin(pin: Pin): InterestEntity[] {
  return pin.interests.map((i) => (i.urlName === pin.sourceInterest?.urlName ? { ...i, followedByMe: true } : { ...i }));
}
