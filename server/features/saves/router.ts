import type * as contracts from '../../../shared/contracts/saves';
import type { Handlers } from '../../http/mount';
import type { SessionUser } from '../../http/session';
import type { FeatureDeps } from '../featureDeps';
import { createSavesService } from './service';

// For contracts with auth 'user' mount.ts has already answered 401 to a signed-out caller; the contract's type does
// not carry its auth as a literal, so the handlers' viewer type stays nullable.
const me = (viewer: SessionUser | null): SessionUser => viewer!;

export function savesHandlers(deps: FeatureDeps): Pick<Handlers, keyof typeof contracts> {
  const saves = createSavesService(deps.db, deps.users, deps.clock);
  return {
    repinCreate: ({ options, viewer }) => saves.repin(options, me(viewer).id),
    boardCreate: ({ options, viewer }) => {
      const { board, created } = saves.boards.create(options, me(viewer), deps.clock.now());
      return { data: board, status: created ? 201 : 200 };
    },
    userStateGet: ({ viewer }) => {
      const id = saves.boards.quickSavesId(me(viewer).id);
      return { data: id === null ? null : String(id) };
    },
    pinDelete: ({ options, viewer }) => ({ data: saves.unsave(options, me(viewer).id) }),
    boardsGet: ({ options, viewer }) => saves.boards.list(options, viewer),
    localSavesMerge: ({ options, viewer }) => ({ data: saves.merge(options, me(viewer).id) }),
  };
}
