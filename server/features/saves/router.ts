import type * as contracts from '../../../shared/contracts/saves';
import type { Clock } from '../../config';
import type { Handlers } from '../../http/mount';
import type { BoardsService } from '../boards/service';
import type { SavesService } from './service';

export function savesHandlers(saves: SavesService, boards: BoardsService, clock: Clock): Pick<Handlers, keyof typeof contracts> {
  return {
    repinCreate: ({ options, viewer }) => saves.repin(options, viewer.id),
    boardCreate: ({ options, viewer }) => {
      const { board, created } = boards.create(options, viewer, clock.now());
      return { data: board, status: created ? 201 : 200 };
    },
    userStateGet: ({ viewer }) => {
      const id = boards.quickSavesId(viewer.id);
      return { data: id === null ? null : String(id) };
    },
    pinDelete: ({ options, viewer }) => ({ data: saves.unsave(options, viewer.id) }),
    boardsGet: ({ options, viewer }) => boards.list(options, viewer),
    localSavesMerge: ({ options, viewer }) => ({ data: saves.merge(options, viewer.id) }),
  };
}
