import type * as contracts from '../../../shared/contracts/bulkEdit';
import type { DataOf } from '../../../shared/contracts/endpoint';
import { mayAct, type BoardAction } from '../../../shared/domain/boardPermissions';
import { ApiError, badRequest, conflict, forbidden } from '../../http/errors';
import type { Db } from '../../sqlite/open';
import type { BoardEditsService } from '../boards/editService';
import { boardRole, boardUrl } from '../boards/serialize';
import type { BoardsService } from '../boards/service';
import type { BoardAccessRow, SectionRefRow } from '../boards/store';
import type { SavesService } from '../saves/service';
import type { BulkEditStore, SelectedPinRow } from './store';

type Outcome = DataOf<typeof contracts.bulkDelete>;
type CopyOutcome = DataOf<typeof contracts.bulkCopy>;
type Scope = { board_id: string; section_id?: string; orbac_subject_id?: string };
/** An explicit selection, or a select-all call's inverse one. */
export type Selection = Scope & ({ pin_ids: string[] } | { excluded_pin_ids: string[] });
type Target = { to_board_id: string; to_section_id?: string };

const notFoundNaming = (field: string) => new ApiError(404, 'not_found', 'Board not found.', { [field]: 'no such board' });

/**
 * Bulk edit (bulkDelete, bulkMove, bulkCopy, bulkCreateSection): delete, move, copy or make a section of the selected pins. Each call is
 * one IMMEDIATE transaction checking the board, the selection, the target and the permissions before any write, so a
 * refusal or a failure midway leaves every pin, section and count as it was.
 */
export function createBulkEditService(db: Db, store: BulkEditStore, boards: BoardsService, boardEdits: BoardEditsService, saves: SavesService) {
  /** A board the viewer may see, or a 404 naming `field` (a secret board of someone else's is not told apart). */
  function visibleBoard(boardId: number, viewerId: number, field: string): BoardAccessRow {
    const board = boards.access(boardId, viewerId);
    if (!board) throw notFoundNaming(field);
    return board;
  }

  const may = (board: BoardAccessRow, viewerId: number, action: BoardAction) =>
    mayAct(boardRole(board.owner_id, board.my_permissions, viewerId), action);

  /** The named section of the board, or a 400 naming `field` (a section of another board is bad input, not unknown). */
  function sectionOf(sectionId: string | undefined, boardId: number, field: 'section_id' | 'to_section_id'): SectionRefRow | null {
    if (sectionId === undefined) return null;
    const section = boards.section(Number(sectionId), boardId);
    if (!section)
      throw badRequest('That section is not on the board.', { [field]: `not a section of ${field === 'section_id' ? 'board_id' : 'to_board_id'}` });
    return section;
  }

  /**
   * The source board and the pins the selection means, all of them on it (and in its section when one is named).
   * `gate` is the right the action needs on the board, asked before the pins so a refused caller learns nothing of them.
   */
  function select(o: Selection, viewerId: number, gate: { action: BoardAction; refusal: string } | null) {
    const board = visibleBoard(Number(o.board_id), viewerId, 'board_id');
    if (o.orbac_subject_id !== undefined && Number(o.orbac_subject_id) !== viewerId) {
      throw new ApiError(403, 'forbidden', 'You can only edit pins as yourself.', { orbac_subject_id: 'must be the signed-in user' });
    }
    if (gate && !may(board, viewerId, gate.action)) throw forbidden(gate.refusal);
    const section = sectionOf(o.section_id, board.id, 'section_id');
    const belongs = (p: SelectedPinRow) => p.board_id === board.id && (section === null || p.section_id === section.id);
    const where = section ? 'section_id' : 'board_id';
    if ('pin_ids' in o) {
      const rows = store.byIds(o.pin_ids.map(Number)).filter(belongs);
      if (rows.length !== o.pin_ids.length)
        throw badRequest(`Every pin must be on the ${section ? 'section' : 'board'}.`, { pin_ids: `not all on ${where}` });
      return { board, section, pins: rows };
    }
    const all = store.within(board.id, section?.id ?? null);
    const excluded = new Set(o.excluded_pin_ids.map(Number));
    const pins = all.filter((p) => !excluded.has(p.id));
    if (all.length - pins.length !== excluded.size) {
      throw badRequest(`Every excluded pin must be on the ${section ? 'section' : 'board'}.`, { excluded_pin_ids: `not all on ${where}` });
    }
    if (!pins.length) throw badRequest('No pin is left to act on.', { excluded_pin_ids: 'excludes every pin' });
    return { board, section, pins };
  }

  const ref = (b: BoardAccessRow) => ({ id: String(b.id), name: b.name, url: boardUrl(b.owner_username, b.slug) });
  const sectionRef = (s: SectionRefRow | null) => (s ? { id: String(s.id), slug: s.slug, title: s.title } : null);

  const remove = db.transaction((o: Selection, viewerId: number): Outcome => {
    const { board, section, pins } = select(o, viewerId, null);
    // As PinResource delete: a pinner may always delete their own pins.
    if (!may(board, viewerId, 'delete') && !pins.every((p) => p.pinner_id === viewerId)) {
      throw forbidden('You do not have permission to delete pins on that board.');
    }
    return { count: store.remove(pins.map((p) => p.id)), board: ref(board), section: sectionRef(section) };
  });

  /** The target board and section, and the viewer's right to save there (`sameBoardSaves`: even when it is `from`). */
  function target(o: Target, from: BoardAccessRow, viewerId: number, sameBoardSaves: boolean) {
    const to = Number(o.to_board_id) === from.id ? from : visibleBoard(Number(o.to_board_id), viewerId, 'to_board_id');
    if ((to !== from || sameBoardSaves) && !may(to, viewerId, 'save')) throw forbidden('You do not have permission to save to that board.');
    return { to, toSection: sectionOf(o.to_section_id, to.id, 'to_section_id') };
  }

  const move = db.transaction((o: Selection & Target, viewerId: number): Outcome => {
    const { board, pins } = select(o, viewerId, { action: 'move', refusal: 'You do not have permission to move pins on that board.' });
    // Moving within the board needs only the move right.
    const { to, toSection } = target(o, board, viewerId, false);
    const ids = pins.map((p) => p.id);
    if (to.id !== board.id && store.clashes(ids, to.id).length) {
      throw conflict('Some of these pins are already saved on that board.', { pin_ids: 'already saved on to_board_id' });
    }
    return { count: store.move(ids, board.id, to.id, toSection?.id ?? null), board: ref(to), section: sectionRef(toSection) };
  });

  const copy = db.transaction((o: Selection & Target, viewerId: number): CopyOutcome => {
    const { board, pins } = select(o, viewerId, null);
    const { to, toSection } = target(o, board, viewerId, true);
    let made = 0;
    for (const p of pins) if (saves.saveWithin(viewerId, p.id, to, toSection)?.created) made += 1;
    return { count: made, already_saved: pins.length - made, board: ref(to), section: sectionRef(toSection) };
  });

  const createSection = db.transaction((o: Selection & { title: string }, viewerId: number): Outcome => {
    const { board, pins } = select(o, viewerId, { action: 'create_section', refusal: 'You do not have permission to add sections to that board.' });
    // Nested in this transaction, the section's own checks (409 naming title) and insert roll back with the move.
    const made = boardEdits.createSection({ board_id: String(board.id), title: o.title }, viewerId);
    const section = boards.section(Number(made.id), board.id)!;
    store.move(
      pins.map((p) => p.id),
      board.id,
      board.id,
      section.id,
    );
    return { count: pins.length, board: ref(board), section: sectionRef(section) };
  });

  return {
    remove: (o: Selection, viewerId: number) => remove.immediate(o, viewerId),
    move: (o: Selection & Target, viewerId: number) => move.immediate(o, viewerId),
    copy: (o: Selection & Target, viewerId: number) => copy.immediate(o, viewerId),
    createSection: (o: Selection & { title: string }, viewerId: number) => createSection.immediate(o, viewerId),
  };
}

export type BulkEditService = ReturnType<typeof createBulkEditService>;
