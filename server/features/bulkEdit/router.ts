import type * as contracts from '../../../shared/contracts/bulkEdit';
import type { Handlers } from '../../http/mount';
import type { BulkEditService } from './service';

export function bulkEditHandlers(bulk: BulkEditService): Pick<Handlers, keyof typeof contracts> {
  return {
    bulkDelete: ({ options, viewer }) => ({ data: bulk.remove(options, viewer.id) }),
    bulkMove: ({ options, viewer }) => ({ data: bulk.move(options, viewer.id) }),
    bulkCopy: ({ options, viewer }) => ({ data: bulk.copy(options, viewer.id), status: 201 }),
    bulkCreateSection: ({ options, viewer }) => ({ data: bulk.createSection(options, viewer.id), status: 201 }),
    bulkDeleteAll: ({ options, viewer }) => ({ data: bulk.remove(options, viewer.id) }),
    bulkMoveAll: ({ options, viewer }) => ({ data: bulk.move(options, viewer.id) }),
    bulkCopyAll: ({ options, viewer }) => ({ data: bulk.copy(options, viewer.id), status: 201 }),
    bulkCreateSectionAll: ({ options, viewer }) => ({ data: bulk.createSection(options, viewer.id), status: 201 }),
  };
}
