import type { Db } from '../../sqlite/open';

/** A selected pin as the checks need it: where it is, whose it is, and the original its save counts toward. */
export interface SelectedPinRow {
  id: number;
  board_id: number;
  section_id: number | null;
  pinner_id: number;
  origin_pin_id: number | null;
}

const COLUMNS = 'id, board_id, section_id, pinner_id, origin_pin_id';
// A set of ids is bound as one JSON array, so a statement prepared once serves any selection size.
const IN_IDS = 'IN (SELECT value FROM json_each(@ids))';

/** The statements of bulk edit; the service runs them inside one transaction per call. */
export function createBulkEditStore(db: Db) {
  const byIds = db.prepare<{ ids: string }, SelectedPinRow>(`SELECT ${COLUMNS} FROM pins WHERE id ${IN_IDS}`);
  const onBoard = db.prepare<{ board: number }, SelectedPinRow>(`SELECT ${COLUMNS} FROM pins WHERE board_id = @board ORDER BY id`);
  const inSection = db.prepare<{ board: number; section: number }, SelectedPinRow>(
    `SELECT ${COLUMNS} FROM pins WHERE board_id = @board AND section_id = @section ORDER BY id`,
  );
  // The pinner already has a save of the same original on the target, which the unique index allows only once.
  const clashes = db
    .prepare<{ ids: string; board: number }, number>(
      `SELECT p.id FROM pins p WHERE p.id ${IN_IDS} AND p.origin_pin_id IS NOT NULL AND EXISTS (
         SELECT 1 FROM pins q WHERE q.pinner_id = p.pinner_id AND q.board_id = @board AND q.origin_pin_id = p.origin_pin_id
           AND q.id NOT ${IN_IDS})`,
    )
    .pluck();
  const move = db.prepare<{ ids: string; board: number; section: number | null }>(
    `UPDATE pins SET board_id = @board, section_id = @section WHERE id ${IN_IDS}`,
  );
  // A cover that left the board would show a pin from elsewhere; null falls back to the newest pin.
  const dropCover = db.prepare<{ ids: string; board: number }>(`UPDATE boards SET cover_pin_id = NULL WHERE id = @board AND cover_pin_id ${IN_IDS}`);
  // Each original not itself deleted loses one save per deleted save of it.
  const uncountSaves = db.prepare<{ ids: string }>(
    `UPDATE pins SET save_count = max(save_count - (SELECT count(*) FROM pins s WHERE s.id ${IN_IDS} AND s.origin_pin_id = pins.id), 0)
     WHERE id IN (SELECT origin_pin_id FROM pins WHERE id ${IN_IDS}) AND id NOT ${IN_IDS}`,
  );
  const remove = db.prepare<{ ids: string }>(`DELETE FROM pins WHERE id ${IN_IDS}`);

  const json = (ids: readonly number[]) => JSON.stringify(ids);

  return {
    byIds: (ids: readonly number[]) => byIds.all({ ids: json(ids) }),
    /** Every pin of the board, or of one of its sections. */
    within: (board: number, section: number | null) => (section === null ? onBoard.all({ board }) : inSection.all({ board, section })),
    clashes: (ids: readonly number[], board: number) => clashes.all({ ids: json(ids), board }),
    /** Puts the pins on `board` (in `section`, or in none) and lets go of `from`'s cover when it was one of them. */
    move(ids: readonly number[], from: number, board: number, section: number | null): number {
      const changed = move.run({ ids: json(ids), board, section }).changes;
      if (from !== board) dropCover.run({ ids: json(ids), board: from });
      return changed;
    },
    /** Deletes the pins, their originals' save counts first. */
    remove(ids: readonly number[]): number {
      uncountSaves.run({ ids: json(ids) });
      return remove.run({ ids: json(ids) }).changes;
    },
  };
}

export type BulkEditStore = ReturnType<typeof createBulkEditStore>;
