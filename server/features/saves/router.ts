import type * as contracts from '../../../shared/contracts/saves';
import type { Handlers } from '../../http/mount';
import type { FeatureDeps } from '../featureDeps';
import { createSavesService } from './service';

export function savesHandlers(deps: FeatureDeps): Pick<Handlers, keyof typeof contracts> {
  const saves = createSavesService(deps.db, deps.users, deps.clock);
  return {
    repinCreate: ({ options, viewer }) => saves.repin(options, viewer.id),
    boardCreate: ({ options, viewer }) => {
      const { board, created } = saves.boards.create(options, viewer, deps.clock.now());
      return { data: board, status: created ? 201 : 200 };
    },
    userStateGet: ({ viewer }) => {
      const id = saves.boards.quickSavesId(viewer.id);
      return { data: id === null ? null : String(id) };
    },
    pinDelete: ({ options, viewer }) => ({ data: saves.unsave(options, viewer.id) }),
    boardsGet: ({ options, viewer }) => saves.boards.list(options, viewer),
    localSavesMerge: ({ options, viewer }) => ({ data: saves.merge(options, viewer.id) }),
  };
}
