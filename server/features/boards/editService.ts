import type { Board } from '../../../shared/contracts/board';
import type * as contracts from '../../../shared/contracts/boards';
import type { DataOf, OptionsOf } from '../../../shared/contracts/endpoint';
import { slugify } from '../../../shared/domain/slug';
import { mayAct } from '../../../shared/domain/boardPermissions';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import type { Db } from '../../sqlite/open';
import { boardRole } from './serialize';
import type { BoardsService } from './service';
import { freeSlug, sameName } from './slug';
import type { BoardWritesStore, SectionPlace } from './writeStore';

type SectionAnswer = DataOf<typeof contracts.sectionCreate>;

/**
 * Board edit and delete, and sections. Each call checks the viewer's permission and writes inside one IMMEDIATE
 * transaction, so a uniqueness check cannot race another process's write and a failure leaves nothing half-written.
 */
export function createBoardEditsService(db: Db, writes: BoardWritesStore, boards: BoardsService) {
  const update = db.transaction((o: OptionsOf<typeof contracts.boardUpdate>, viewerId: number): Board => {
    const boardId = Number(o.board_id);
    const access = boards.allowing(boardId, viewerId, 'edit_board', 'You do not have permission to edit that board.');
    const row = writes.editable(boardId)!;
    // Only the owner may change a board's privacy (OWNER_ACTIONS); the privacy the board already has changes nothing.
    if (
      o.privacy !== undefined &&
      o.privacy !== row.privacy &&
      !mayAct(boardRole(access.owner_id, access.my_permissions, viewerId), 'edit_privacy')
    ) {
      throw new ApiError(403, 'forbidden', "Only the board's owner can change its privacy.", { privacy: 'only the owner can change it' });
    }
    if (o.name !== undefined && access.layout === 'default' && boards.nameTaken(access.owner_id, boardId, o.name)) throw boards.nameConflict();
    const cover = o.cover_pin_id === undefined ? row.cover_pin_id : o.cover_pin_id === null ? null : Number(o.cover_pin_id);
    if (cover !== null && cover !== row.cover_pin_id && !writes.pinOnBoard(cover, boardId)) {
      throw badRequest('The cover must be a pin on the board.', { cover_pin_id: 'not a pin on this board' });
    }
    writes.update({
      id: boardId,
      name: o.name ?? row.name,
      description: o.description ?? row.description,
      privacy: o.privacy ?? row.privacy,
      cover_pin_id: cover,
      archived: o.archived === undefined ? row.archived : Number(o.archived),
    });
    return boards.boards([boardId], viewerId)[0];
  });

  const remove = db.transaction((o: OptionsOf<typeof contracts.boardDelete>, viewerId: number) => {
    const boardId = Number(o.board_id);
    const access = boards.allowing(boardId, viewerId, 'delete_board', 'You do not have permission to delete that board.');
    // Quick saves look the board up by id (UserStateResource, cached by clients); keeping it avoids saves to a dead id.
    if (access.layout === 'quick_saves') throw conflict('The quick-saves board cannot be deleted.', { board_id: 'is the quick-saves board' });
    return { id: String(boardId), deleted_pin_count: writes.deleteBoard(boardId) };
  });

  function sectionAnswer(s: SectionPlace): SectionAnswer {
    const listed = boards.sectionsOf(s.board_id).find((x) => x.id === s.id);
    return { id: String(s.id), board_id: String(s.board_id), slug: s.slug, title: s.title, pinCount: listed?.pin_count ?? 0 };
  }

  /** A free slug for `title` on the board, or a 409 when another section has the same title (any case). */
  function sectionSlug(boardId: number, title: string, sectionId?: number): string {
    const others = boards.sectionsOf(boardId).filter((s) => s.id !== sectionId);
    if (others.some((s) => sameName(s.title, title))) {
      throw conflict('The board already has a section with that title.', { title: 'already used on this board' });
    }
    return freeSlug(slugify(title) || 'section', new Set(others.map((s) => s.slug)));
  }

  /** The section (404 when it does not exist, or is on a board the viewer may not see) and the viewer's right to `action`. */
  function sectionFor(sectionId: number, viewerId: number, action: 'edit_section' | 'delete_section'): SectionPlace {
    const section = writes.section(sectionId);
    if (!section || !boards.isVisible(section.board_id, viewerId)) throw notFound('Section');
    boards.allowing(section.board_id, viewerId, action, 'You do not have permission to change the sections of that board.');
    return section;
  }

  const createSection = db.transaction((o: OptionsOf<typeof contracts.sectionCreate>, viewerId: number): SectionAnswer => {
    const boardId = Number(o.board_id);
    boards.allowing(boardId, viewerId, 'create_section', 'You do not have permission to add sections to that board.');
    const slug = sectionSlug(boardId, o.title);
    return sectionAnswer(writes.section(writes.insertSection(boardId, o.title, slug))!);
  });

  const renameSection = db.transaction((o: OptionsOf<typeof contracts.sectionUpdate>, viewerId: number): SectionAnswer => {
    const section = sectionFor(Number(o.section_id), viewerId, 'edit_section');
    const slug = sectionSlug(section.board_id, o.title, section.id);
    writes.renameSection(section.id, o.title, slug);
    return sectionAnswer({ ...section, title: o.title, slug });
  });

  const deleteSection = db.transaction((o: OptionsOf<typeof contracts.sectionDelete>, viewerId: number) => {
    const section = sectionFor(Number(o.section_id), viewerId, 'delete_section');
    return { id: String(section.id), board_id: String(section.board_id), moved_pin_count: writes.deleteSection(section.id) };
  });

  const reorderSections = db.transaction((o: OptionsOf<typeof contracts.sectionsReorder>, viewerId: number): SectionAnswer[] => {
    const boardId = Number(o.board_id);
    boards.allowing(boardId, viewerId, 'edit_section', 'You do not have permission to change the sections of that board.');
    const current = new Set(writes.sectionIds(boardId));
    const asked = o.section_ids.map(Number);
    if (asked.length !== current.size || new Set(asked).size !== asked.length || !asked.every((id) => current.has(id))) {
      throw badRequest("The list must hold each of the board's sections once.", { section_ids: "must be exactly the board's sections" });
    }
    asked.forEach((id, i) => writes.placeSection(id, i + 1));
    return boards
      .sectionsOf(boardId)
      .map((s) => ({ id: String(s.id), board_id: String(boardId), slug: s.slug, title: s.title, pinCount: s.pin_count }));
  });

  /** BoardSectionResource get: the section and its board, as the viewer may see them (404 otherwise, like a missing one). */
  function sectionWithBoard(o: OptionsOf<typeof contracts.sectionGet>, viewerId: number | null): DataOf<typeof contracts.sectionGet> {
    const section = writes.section(Number(o.section_id));
    const [board] = section ? boards.boards([section.board_id], viewerId) : [];
    if (!section || !board) throw notFound('Section');
    return { ...sectionAnswer(section), board };
  }

  return {
    sectionWithBoard,
    update: (o: OptionsOf<typeof contracts.boardUpdate>, viewerId: number) => update.immediate(o, viewerId),
    remove: (o: OptionsOf<typeof contracts.boardDelete>, viewerId: number) => remove.immediate(o, viewerId),
    createSection: (o: OptionsOf<typeof contracts.sectionCreate>, viewerId: number) => createSection.immediate(o, viewerId),
    renameSection: (o: OptionsOf<typeof contracts.sectionUpdate>, viewerId: number) => renameSection.immediate(o, viewerId),
    deleteSection: (o: OptionsOf<typeof contracts.sectionDelete>, viewerId: number) => deleteSection.immediate(o, viewerId),
    reorderSections: (o: OptionsOf<typeof contracts.sectionsReorder>, viewerId: number) => reorderSections.immediate(o, viewerId),
  };
}

export type BoardEditsService = ReturnType<typeof createBoardEditsService>;
