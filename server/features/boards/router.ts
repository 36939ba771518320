import type * as contracts from '../../../shared/contracts/boards';
import type { Handlers } from '../../http/mount';
import type { BoardEditsService } from './editService';

export function boardsHandlers(edits: BoardEditsService): Pick<Handlers, keyof typeof contracts> {
  return {
    boardUpdate: ({ options, viewer }) => ({ data: edits.update(options, viewer.id) }),
    boardDelete: ({ options, viewer }) => ({ data: edits.remove(options, viewer.id) }),
    sectionCreate: ({ options, viewer }) => ({ data: edits.createSection(options, viewer.id), status: 201 }),
    sectionUpdate: ({ options, viewer }) => ({ data: edits.renameSection(options, viewer.id) }),
    sectionDelete: ({ options, viewer }) => ({ data: edits.deleteSection(options, viewer.id) }),
    sectionGet: ({ options, viewer }) => ({ data: edits.sectionWithBoard(options, viewer?.id ?? null) }),
    sectionsReorder: ({ options, viewer }) => ({ data: edits.reorderSections(options, viewer.id) }),
  };
}
