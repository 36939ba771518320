import { BOARD_VISIBLE } from '../../common/visibility';
import type { Db } from '../../sqlite/open';

export interface EditablePinRow {
  id: number;
  pinner_id: number;
  board_id: number;
  section_id: number | null;
  board_owner_id: number;
  my_permissions: string | null;
}

export interface PinEdit {
  id: number;
  /** The board the pin is on now. */
  from: number;
  board: number;
  section: number | null;
  title: string | undefined;
  description: string | undefined;
  altText: string | null | undefined;
  link: string | null | undefined;
  domain: string | null | undefined;
}

export function createPinEditStore(db: Db) {
  const editable = db.prepare<{ id: number; viewer: number }, EditablePinRow>(
    `SELECT p.id, p.pinner_id, p.board_id, p.section_id, b.owner_id AS board_owner_id,
       (SELECT c.permissions FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = @viewer) AS my_permissions
     FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id = @id AND ${BOARD_VISIBLE}`,
  );
  // One statement for every edit: an option left out binds its flag to 0 and the column keeps its value.
  const update = db.prepare(
    `UPDATE pins SET board_id = @board, section_id = @section,
       title = CASE WHEN @setTitle THEN @title ELSE title END,
       description = CASE WHEN @setDescription THEN @description ELSE description END,
       alt_text = CASE WHEN @setAlt THEN @altText ELSE alt_text END,
       link = CASE WHEN @setLink THEN @link ELSE link END,
       domain = CASE WHEN @setLink THEN @domain ELSE domain END
     WHERE id = @id`,
  );
  // A cover that left the board would show a pin from elsewhere; null falls back to the newest pin (as bulk move does).
  const dropCover = db.prepare<{ board: number; pin: number }>(`UPDATE boards SET cover_pin_id = NULL WHERE id = @board AND cover_pin_id = @pin`);
  const write = db.transaction((e: PinEdit) => {
    update.run({
      id: e.id,
      board: e.board,
      section: e.section,
      setTitle: e.title !== undefined ? 1 : 0,
      title: e.title ?? null,
      setDescription: e.description !== undefined ? 1 : 0,
      description: e.description ?? null,
      setAlt: e.altText !== undefined ? 1 : 0,
      altText: e.altText ?? null,
      setLink: e.link !== undefined ? 1 : 0,
      link: e.link ?? null,
      domain: e.domain ?? null,
    });
    if (e.board !== e.from) dropCover.run({ board: e.from, pin: e.id });
  });

  return {
    editable: (id: number, viewerId: number) => editable.get({ id, viewer: viewerId }),
    /**
     * Writes the edit, in one IMMEDIATE transaction with letting go of the old board's cover when the pin moved and
     * was it; false, writing nothing, when the pin would be a second save of its original by its pinner on the board
     * (the unique index pins_one_save_per_board decides, so a concurrent save cannot slip in between).
     */
    update(e: PinEdit): boolean {
      try {
        write.immediate(e);
        return true;
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
        throw err;
      }
    },
  };
}

export type PinEditStore = ReturnType<typeof createPinEditStore>;
