import { SAVES } from '../../../shared/constants';
import type { Db } from '../../sqlite/open';
import { BOARD_VISIBLE } from '../../common/visibility';
import type { SavedRow } from '../pins/store';

/** A pin the viewer may see, with the original its saves count toward. */
export interface SaveablePinRow {
  id: number;
  canon: number;
  /** Where the original sits and whose it is: the viewer saving their own original to its board gets the original back. */
  canon_pinner_id: number;
  canon_board_id: number;
  canon_section_id: number | null;
}

export interface DeletablePinRow {
  id: number;
  pinner_id: number;
  board_id: number;
  origin_pin_id: number | null;
  board_owner_id: number;
  my_permissions: string | null;
}

export interface ExistingSaveRow {
  id: number;
  section_id: number | null;
}

export interface NewSave {
  viewer: number;
  board: number;
  section: number | null;
  canon: number;
  now: number;
}

export interface SaveEvent {
  user: number;
  pin: number;
  newPin: number;
  aux: string | null;
  now: number;
}

/** Statements of the save hot path: each is one indexed lookup or write, all prepared once. */
export function createSavesStore(db: Db) {
  const saveable = db.prepare<{ id: number; viewer: number }, SaveablePinRow>(
    `SELECT p.id, c.id AS canon, c.pinner_id AS canon_pinner_id, c.board_id AS canon_board_id, c.section_id AS canon_section_id
     FROM pins p JOIN boards b ON b.id = p.board_id JOIN pins c ON c.id = COALESCE(p.origin_pin_id, p.id)
     WHERE p.id = @id AND ${BOARD_VISIBLE}`,
  );
  // A save copies what the card shows from the original; ad, sponsorship and one-tap data stay with the original
  // placement (as the seed's saves do). The partial unique index pins_one_save_per_board turns a repeat into a no-op.
  const insertSave = db.prepare<NewSave>(
    `INSERT INTO pins (pinner_id, board_id, section_id, native_creator_id, origin_pin_id, image_id, video_id, is_gif,
       title, description, alt_text, auto_alt_text, link, domain, category, rich_summary_json, carousel_json, story_pin_json, created_at)
     SELECT @viewer, @board, @section, o.native_creator_id, o.id, o.image_id, o.video_id, o.is_gif,
       o.title, o.description, o.alt_text, o.auto_alt_text, o.link, o.domain, o.category, o.rich_summary_json, o.carousel_json,
       o.story_pin_json, @now
     FROM pins o WHERE o.id = @canon
     ON CONFLICT DO NOTHING`,
  );
  const existingSave = db.prepare<{ viewer: number; board: number; canon: number }, ExistingSaveRow>(
    `SELECT id, section_id FROM pins WHERE pinner_id = @viewer AND board_id = @board AND origin_pin_id = @canon`,
  );
  const addSave = db.prepare<[number], number>(`UPDATE pins SET save_count = save_count + 1 WHERE id = ? RETURNING save_count`).pluck();
  const removeSave = db.prepare<[number], number>(`UPDATE pins SET save_count = max(save_count - 1, 0) WHERE id = ? RETURNING save_count`).pluck();
  const saveCount = db.prepare<[number], number>(`SELECT save_count FROM pins WHERE id = ?`).pluck();
  const logSaved = db.prepare<SaveEvent>(
    `INSERT INTO events (event_type, user_id, pin_id, new_pin_id, did_repin, aux_json, created_at)
     VALUES (${SAVES.pinSavedEventType}, @user, @pin, @newPin, 1, @aux, @now)`,
  );
  const deletable = db.prepare<{ id: number; viewer: number }, DeletablePinRow>(
    `SELECT p.id, p.pinner_id, p.board_id, p.origin_pin_id, b.owner_id AS board_owner_id,
       (SELECT c.permissions FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = @viewer) AS my_permissions
     FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id = @id AND ${BOARD_VISIBLE}`,
  );
  const deletePin = db.prepare<[number]>(`DELETE FROM pins WHERE id = ?`);
  // The same rule as a pin's savedInfo (pins/store `saved`): the viewer's newest pin standing for that original.
  const savedOn = db.prepare<{ viewer: number; canon: number }, Omit<SavedRow, 'canon'>>(
    `SELECT p.id AS local_pin_id, b.id AS board_id, b.name AS board_name, b.slug AS board_slug, u.username AS owner_username,
       b.layout AS board_layout
     FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
     WHERE p.pinner_id = @viewer AND (p.origin_pin_id = @canon OR p.id = @canon)
     ORDER BY p.id DESC LIMIT 1`,
  );

  return {
    saveable: (id: number, viewerId: number) => saveable.get({ id, viewer: viewerId }),
    /** The new save's id, or null when the viewer had already saved that original to that board. */
    insertSave: (save: NewSave) => {
      const r = insertSave.run(save);
      return r.changes === 1 ? Number(r.lastInsertRowid) : null;
    },
    existingSave: (viewerId: number, boardId: number, canon: number) => existingSave.get({ viewer: viewerId, board: boardId, canon }),
    addSave: (canon: number) => addSave.get(canon)!,
    removeSave: (canon: number) => removeSave.get(canon)!,
    saveCount: (canon: number) => saveCount.get(canon) ?? 0,
    logSaved: (e: SaveEvent) => void logSaved.run(e),
    deletable: (id: number, viewerId: number) => deletable.get({ id, viewer: viewerId }),
    /** Whether a row went: another process may have deleted it since it was looked up. */
    deletePin: (id: number) => deletePin.run(id).changes === 1,
    savedOn: (viewerId: number, canon: number) => savedOn.get({ viewer: viewerId, canon }),
  };
}

export type SavesStore = ReturnType<typeof createSavesStore>;
