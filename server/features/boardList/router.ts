import type * as contracts from '../../../shared/contracts/boardList';
import type { Handlers } from '../../http/mount';
import type { BoardListService } from './service';

export function boardListHandlers(boardList: BoardListService): Pick<Handlers, keyof typeof contracts> {
  return {
    boardOrderUpdate: ({ options, viewer }) => ({ data: boardList.reorder(options, viewer.id) }),
  };
}
