import type * as contracts from '../../../shared/contracts/saves';
import type { Handlers } from '../../http/mount';
import type { BoardsService } from '../boards/service';
import type { SavesService } from './service';

export function savesHandlers(saves: SavesService, boards: BoardsService): Pick<Handlers, keyof typeof contracts> {
  return {
    repinCreate: ({ options, viewer }) => saves.repin(options, viewer.id),
    userStateGet: ({ viewer }) => {
      const id = boards.quickSavesId(viewer.id);
      return { data: id === null ? null : String(id) };
    },
    boardsGet: ({ options, viewer }) => boards.list(options, viewer),
    localSavesMerge: ({ options, viewer }) => ({ data: saves.merge(options, viewer.id) }),
  };
}
