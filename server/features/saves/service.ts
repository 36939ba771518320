import { LIMITS } from '../../../shared/constants';
import type { DataOf, OptionsOf } from '../../../shared/contracts/endpoint';
import { localSaveEntry } from '../../../shared/contracts/localSave';
import type { pinDelete } from '../../../shared/contracts/pins';
import type * as contracts from '../../../shared/contracts/saves';
import type { Clock } from '../../config';
import type { Db } from '../../sqlite/open';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors';
import { mayAct } from '../../../shared/domain/boardPermissions';
import { boardRole, boardUrl } from '../boards/serialize';
import type { BoardsService } from '../boards/service';
import type { BoardAccessRow, SectionRefRow } from '../boards/store';
import type { ConsentService } from '../consent/service';
import { toSavedInfo } from '../pins/serialize';
import { createGroupCommit } from '../../common/groupCommit';
import type { SavesStore, SaveablePinRow } from './store';

type RepinData = DataOf<typeof contracts.repinCreate>;
type MergeData = DataOf<typeof contracts.localSavesMerge>;

interface Saved {
  id: number;
  created: boolean;
  saveCount: number;
  sectionId: number | null;
}

const boardOf = (b: BoardAccessRow): RepinData['board'] => ({
  id: String(b.id),
  url: boardUrl(b.owner_username, b.slug),
  name: b.name,
  layout: b.layout,
});

/** The savedInfo a new or repeated save gives the pin and its original. */
const savedInfoOf = (savedId: number, b: BoardAccessRow) =>
  toSavedInfo({
    local_pin_id: savedId,
    board_id: b.id,
    board_name: b.name,
    board_slug: b.slug,
    owner_username: b.owner_username,
    board_layout: b.layout,
  });

export function createSavesService(db: Db, store: SavesStore, boards: BoardsService, clock: Clock, consent: ConsentService) {
  const writableBoard = (boardId: number, viewerId: number) =>
    boards.allowing(boardId, viewerId, 'save', 'You do not have permission to save to that board.');

  /**
   * The save itself; runs inside the caller's transaction or savepoint. A repeat (same viewer, board and original)
   * answers the first save and changes nothing, so counts and events stay exact under retries and concurrency.
   */
  function saveInto(viewerId: number, pin: SaveablePinRow, board: BoardAccessRow, section: SectionRefRow | null, aux: string | null): Saved {
    if (pin.canon_pinner_id === viewerId && pin.canon_board_id === board.id) {
      return { id: pin.canon, created: false, saveCount: store.saveCount(pin.canon), sectionId: pin.canon_section_id };
    }
    const now = clock.now();
    const id = store.insertSave({ viewer: viewerId, board: board.id, section: section?.id ?? null, canon: pin.canon, now });
    if (id === null) {
      const existing = store.existingSave(viewerId, board.id, pin.canon)!;
      return { id: existing.id, created: false, saveCount: store.saveCount(pin.canon), sectionId: existing.section_id };
    }
    const saveCount = store.addSave(pin.canon);
    store.logSaved({ user: viewerId, pin: pin.id, newPin: id, aux, now });
    return { id, created: true, saveCount, sectionId: section?.id ?? null };
  }

  function repinNow(o: OptionsOf<typeof contracts.repinCreate>, viewerId: number): { data: RepinData; status: number } {
    if (o.user_id !== undefined && Number(o.user_id) !== viewerId) {
      throw new ApiError(403, 'forbidden', 'You can only save pins for yourself.', { user_id: 'must be the signed-in user' });
    }
    const pin = store.saveable(Number(o.pin_id), viewerId);
    if (!pin) throw notFound('Pin');
    const board = writableBoard(Number(o.board_id), viewerId);
    let section: SectionRefRow | null = null;
    if (o.section != null) {
      section = boards.section(Number(o.section), board.id) ?? null;
      if (!section) throw badRequest('That section is not on the board.', { section: 'not a section of board_id' });
    }
    // The client's tracking params and event context are analytics: kept only for a viewer who allowed analytic cookies.
    const tracked = o.clientTrackingParams !== undefined || o.eventContext !== undefined;
    const logged = !o.disable_event_log_info && tracked && consent.allows(viewerId, 'allow_analytic_cookies');
    const aux = logged ? JSON.stringify({ clientTrackingParams: o.clientTrackingParams, eventContext: o.eventContext }) : null;
    const saved = saveInto(viewerId, pin, board, section, aux);
    // A repeat answers the section the first save went to.
    const shown = saved.sectionId === null ? null : saved.sectionId === section?.id ? section : boards.section(saved.sectionId, board.id);
    return {
      status: saved.created ? 201 : 200,
      data: {
        id: String(saved.id),
        board: boardOf(board),
        ...(shown ? { section: { id: String(shown.id), slug: shown.slug, title: shown.title } } : {}),
        origin_pin_id: String(pin.canon),
        save_count: saved.saveCount,
        savedInfo: savedInfoOf(saved.id, board),
      },
    };
  }

  /**
   * The count goes down only when this DELETE removed the row: another process may have deleted the same pin since it
   * was looked up, and its delete already counted. Either way the pin is gone, so both answer success.
   */
  const unsaveTransaction = db.transaction((id: number, originId: number | null, viewerId: number) => {
    const deleted = store.deletePin(id);
    const canon = originId ?? id;
    const saveCount = deleted && originId !== null ? store.removeSave(originId) : store.saveCount(canon);
    return { canon, saveCount, still: store.savedOn(viewerId, canon) };
  });

  /** PinResource delete: the pinner, the board's owner, or a collaborator allowed 'delete'. */
  function unsave(o: OptionsOf<typeof pinDelete>, viewerId: number): DataOf<typeof pinDelete> {
    const pin = store.deletable(Number(o.id), viewerId);
    if (!pin) throw notFound('Pin');
    if (o.board_id !== undefined && Number(o.board_id) !== pin.board_id) {
      throw badRequest('The pin is not on that board.', { board_id: "not the pin's board" });
    }
    const allowed = pin.pinner_id === viewerId || mayAct(boardRole(pin.board_owner_id, pin.my_permissions, viewerId), 'delete');
    if (!allowed) throw forbidden('You do not have permission to delete that pin.');
    const { canon, saveCount, still } = unsaveTransaction.immediate(pin.id, pin.origin_pin_id, viewerId);
    return {
      id: String(pin.id),
      board_id: String(pin.board_id),
      origin_pin_id: String(canon),
      save_count: saveCount,
      savedInfo: still ? toSavedInfo(still) : null,
    };
  }

  /**
   * Signed-out saves into the quick-saves board: each entry is checked on its own (malformed, another user's, not
   * visible, a repeat of an earlier entry), the first LIMITS.anonymousSaves good ones are saved, all in one transaction.
   */
  const merge = db.transaction((entries: unknown[], viewerId: number): MergeData => {
    const out: MergeData = { board: null, merged: [], ignored: [] };
    let board: BoardAccessRow | undefined;
    const seen = new Set<number>();
    entries.forEach((raw, index) => {
      const entry = localSaveEntry.safeParse(raw);
      if (!entry.success) return void out.ignored.push({ index, reason: 'malformed' });
      if (entry.data.user_id != null && Number(entry.data.user_id) !== viewerId) return void out.ignored.push({ index, reason: 'other_user' });
      const pin = store.saveable(Number(entry.data.pin_id), viewerId);
      if (!pin) return void out.ignored.push({ index, reason: 'not_found' });
      if (seen.has(pin.canon)) return void out.ignored.push({ index, reason: 'duplicate' });
      if (out.merged.length >= LIMITS.anonymousSaves) return void out.ignored.push({ index, reason: 'over_limit' });
      seen.add(pin.canon);
      board ??= boards.access(boards.ensureQuickSaves(viewerId, 'public', clock.now()).id, viewerId)!;
      const saved = saveInto(viewerId, pin, board, null, null);
      out.merged.push({
        index,
        pin_id: String(pin.id),
        id: String(saved.id),
        created: saved.created,
        origin_pin_id: String(pin.canon),
        save_count: saved.saveCount,
        savedInfo: savedInfoOf(saved.id, board),
      });
    });
    out.board = board ? boardOf(board) : null;
    return out;
  });

  const saves = createGroupCommit(db);

  return {
    /** Queued with the saves of the same event-loop turn and answered after their shared commit (./groupCommit). */
    repin: (o: OptionsOf<typeof contracts.repinCreate>, viewerId: number) => saves.run(() => repinNow(o, viewerId)),
    unsave,
    /** One save inside the caller's transaction (bulk copy); null when the viewer may not see the pin. */
    saveWithin(viewerId: number, pinId: number, board: BoardAccessRow, section: SectionRefRow | null): Saved | null {
      const pin = store.saveable(pinId, viewerId);
      return pin ? saveInto(viewerId, pin, board, section, null) : null;
    },
    merge: (o: OptionsOf<typeof contracts.localSavesMerge>, viewerId: number) => merge.immediate(o.saves, viewerId),
  };
}

export type SavesService = ReturnType<typeof createSavesService>;
