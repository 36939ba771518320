import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { selectBoardById } from '../../entities/boardsSlice';
import type { BoardEntity, PinEntity, UserEntity } from '../../entities/normalize';
import { selectPinById } from '../../entities/pinsSlice';
import { selectUserById } from '../../entities/usersSlice';

/** The people and board a pin entity names by id, as their slices hold them now. */
export interface PinPeople {
  pinner: UserEntity | undefined;
  nativeCreator: UserEntity | undefined;
  promoter: UserEntity | undefined;
  board: BoardEntity | undefined;
}

export function selectPinPeople(state: RootState, pin: PinEntity): PinPeople {
  return {
    pinner: selectUserById(state, pin.pinnerId),
    nativeCreator: pin.nativeCreatorId === null ? undefined : selectUserById(state, pin.nativeCreatorId),
    promoter: pin.promoterId === null ? undefined : selectUserById(state, pin.promoterId),
    board: selectBoardById(state, pin.boardId),
  };
}

/**
 * A card's pin with its people and board, through one store subscription: a grid mounts dozens of cards, and every
 * dispatch runs each mounted card's selectors.
 */
export function useCardEntities(id: string): Partial<PinPeople> & { pin: PinEntity | undefined } {
  return useAppSelector((state) => {
    const pin = selectPinById(state, id);
    return pin ? { pin, ...selectPinPeople(state, pin) } : { pin };
  }, shallowEqual);
}
