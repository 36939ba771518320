import type * as contracts from '../../../shared/contracts/boards';
import type { Handlers } from '../../http/mount';
import type { Clock } from '../../config';
import type { FeedsService } from '../feeds/service';
import type { BoardEditsService } from './editService';
import type { BoardsService } from './service';

export function boardsHandlers(
  boards: BoardsService,
  edits: BoardEditsService,
  feeds: FeedsService,
  clock: Clock,
): Pick<Handlers, keyof typeof contracts> {
  return {
    boardGet: ({ options, viewer }) => ({ data: feeds.board(options, viewer?.id ?? null) }),
    boardCreate: ({ options, viewer }) => {
      const { board, created } = boards.create(options, viewer, clock.now());
      return { data: board, status: created ? 201 : 200 };
    },
    boardUpdate: ({ options, viewer }) => ({ data: edits.update(options, viewer.id) }),
    boardDelete: ({ options, viewer }) => ({ data: edits.remove(options, viewer.id) }),
    sectionCreate: ({ options, viewer }) => ({ data: edits.createSection(options, viewer.id), status: 201 }),
    sectionUpdate: ({ options, viewer }) => ({ data: edits.renameSection(options, viewer.id) }),
    sectionDelete: ({ options, viewer }) => ({ data: edits.deleteSection(options, viewer.id) }),
    sectionGet: ({ options, viewer }) => ({ data: edits.sectionWithBoard(options, viewer?.id ?? null) }),
    sectionsReorder: ({ options, viewer }) => ({ data: edits.reorderSections(options, viewer.id) }),
  };
}
