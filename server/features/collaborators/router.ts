import type * as contracts from '../../../shared/contracts/collaborators';
import type { Handlers } from '../../http/mount';
import type { CollaboratorsService } from './service';

export function collaboratorsHandlers(collaborators: CollaboratorsService): Pick<Handlers, keyof typeof contracts> {
  return {
    collaboratorsGet: ({ options, viewer }) => ({ data: collaborators.list(viewer.id, options) }),
    collaboratorUpdate: ({ options, viewer }) => ({ data: collaborators.update(viewer.id, options) }),
    collaboratorRemove: ({ options, viewer }) => ({ data: collaborators.remove(viewer.id, options) }),
  };
}
