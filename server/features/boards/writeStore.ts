import type { Db } from '../../sqlite/open';

export interface BoardEdit {
  id: number;
  name: string;
  description: string;
  privacy: 'public' | 'protected' | 'secret';
  cover_pin_id: number | null;
  archived: number;
}

export interface SectionPlace {
  id: number;
  board_id: number;
  title: string;
  slug: string;
}

/** The writes of board edit, board delete and sections; the service runs them inside its transactions. */
export function createBoardWritesStore(db: Db) {
  const editable = db.prepare<[number], BoardEdit>(`SELECT id, name, description, privacy, cover_pin_id, archived FROM boards WHERE id = ?`);
  const update = db.prepare<BoardEdit>(
    `UPDATE boards SET name = @name, description = @description, privacy = @privacy, cover_pin_id = @cover_pin_id, archived = @archived
     WHERE id = @id`,
  );
  const pinOnBoard = db.prepare<[number, number], number>(`SELECT 1 FROM pins WHERE id = ? AND board_id = ?`).pluck();
  // A save's original loses one save per save of it removed here; originals on the board itself go with it.
  const uncountSaves = db.prepare<{ board: number }>(
    `UPDATE pins SET save_count = max(save_count - (SELECT count(*) FROM pins s WHERE s.board_id = @board AND s.origin_pin_id = pins.id), 0)
     WHERE id IN (SELECT origin_pin_id FROM pins WHERE board_id = @board AND origin_pin_id IS NOT NULL) AND board_id != @board`,
  );
  const deletePins = db.prepare<[number]>(`DELETE FROM pins WHERE board_id = ?`);
  const deleteBoard = db.prepare<[number]>(`DELETE FROM boards WHERE id = ?`);

  const section = db.prepare<[number], SectionPlace>(`SELECT id, board_id, title, slug FROM board_sections WHERE id = ?`);
  const sectionSlugs = db.prepare<[number, number], string>(`SELECT slug FROM board_sections WHERE board_id = ? AND id != ?`).pluck();
  const sectionIds = db.prepare<[number], number>(`SELECT id FROM board_sections WHERE board_id = ? ORDER BY position, id`).pluck();
  const insertSection = db.prepare<{ board: number; title: string; slug: string }>(
    `INSERT INTO board_sections (board_id, title, slug, position)
     VALUES (@board, @title, @slug, (SELECT coalesce(max(position), 0) + 1 FROM board_sections WHERE board_id = @board))`,
  );
  const renameSection = db.prepare<[string, string, number]>(`UPDATE board_sections SET title = ?, slug = ? WHERE id = ?`);
  const unsection = db.prepare<[number]>(`UPDATE pins SET section_id = NULL WHERE section_id = ?`);
  const deleteSection = db.prepare<[number]>(`DELETE FROM board_sections WHERE id = ?`);
  const placeSection = db.prepare<[number, number]>(`UPDATE board_sections SET position = ? WHERE id = ?`);

  return {
    editable: (id: number) => editable.get(id),
    update: (edit: BoardEdit) => update.run(edit),
    pinOnBoard: (pinId: number, boardId: number) => pinOnBoard.get(pinId, boardId) !== undefined,
    /** Removes the board, its sections (cascade) and its pins, with its saves uncounted from their originals. */
    deleteBoard(boardId: number): number {
      uncountSaves.run({ board: boardId });
      const pins = deletePins.run(boardId).changes;
      deleteBoard.run(boardId);
      return pins;
    },
    section: (id: number) => section.get(id),
    otherSectionSlugs: (boardId: number, sectionId = 0) => sectionSlugs.all(boardId, sectionId),
    sectionIds: (boardId: number) => sectionIds.all(boardId),
    insertSection: (board: number, title: string, slug: string) => Number(insertSection.run({ board, title, slug }).lastInsertRowid),
    renameSection: (id: number, title: string, slug: string) => renameSection.run(title, slug, id),
    /** Deletes the section; its pins stay on the board. Answers how many pins left it. */
    deleteSection(id: number): number {
      const moved = unsection.run(id).changes;
      deleteSection.run(id);
      return moved;
    },
    placeSection: (id: number, position: number) => placeSection.run(position, id),
  };
}

export type BoardWritesStore = ReturnType<typeof createBoardWritesStore>;
