import type { BoardRef } from '../../shared/contracts/board';
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

export type BoardEntity = BoardRef;

export function toPinEntity({ pinner, nativeCreator, promoter, board, ...rest }: Pin): PinEntity {
  return { ...rest, pinnerId: pinner.id, nativeCreatorId: nativeCreator?.id ?? null, promoterId: promoter?.id ?? null, boardId: board.id };
}

export function usersOfPin(pin: Pin): UserSummary[] {
  return [pin.pinner, pin.nativeCreator, pin.promoter].filter((user) => user !== null);
}
