import { END_BOOKMARK, LIMITS, SAVES } from '../../../shared/constants';
import type { Board, BoardDetail } from '../../../shared/contracts/board';
import type { OptionsOf } from '../../../shared/contracts/endpoint';
import type { boardCreate, boardGet } from '../../../shared/contracts/boards';
import type * as contracts from '../../../shared/contracts/saves';
import { ApiError, conflict, forbidden, notFound, unauthorized } from '../../http/errors';
import { decodeBookmark, encodeBookmark, offsetBookmark } from '../../common/bookmark';
import type { Db } from '../../sqlite/open';
import type { UsersStore } from '../users/store';
import { toUserSummary } from '../users/serialize';
import { mayAct, type BoardAction } from '../../../shared/domain/boardPermissions';
import { sectionOf } from '../../../shared/domain/boardSections';
import { boardRole, toBoard } from './serialize';
import { boardSlug, sameName } from './slug';
import type { BoardsStore, BoardAccessRow, SectionRow } from './store';

const BOARD_ID = /^[1-9][0-9]{0,15}$/;

export function createBoardsService(db: Db, store: BoardsStore, users: UsersStore) {
  /** Full boards in the order of `ids`, leaving out those the viewer may not see. */
  function boards(ids: number[], viewerId: number | null): Board[] {
    const rows = store.details(ids, viewerId);
    if (!rows.length) return [];
    const owners = users.summaries(
      rows.map((r) => r.owner_id),
      viewerId,
    );
    const sections = new Map<number, SectionRow[]>();
    for (const s of store.sections(rows.map((r) => r.id))) {
      const list = sections.get(s.board_id);
      if (list) list.push(s);
      else sections.set(s.board_id, [s]);
    }
    const byId = new Map(rows.map((r) => [r.id, toBoard(r, toUserSummary(owners.get(r.owner_id)!), sections.get(r.id) ?? [], viewerId)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The board a url names: its slug, or (as in `/{username}/{boardId}/{boardSectionId}`) its id. A
   * slug wins, so a board named '2024' keeps its page when another board has id 2024.
   */
  function byAddress(username: string, slug: string): number | null {
    return store.idBySlug(username, slug) ?? (BOARD_ID.test(slug) ? store.idOfOwners(username, Number(slug)) : null);
  }

  /**
   * BoardResource get, by id or by owner and slug. A board the viewer may not see (secret, not theirs) is a 404 like
   * one that does not exist, so neither form tells strangers that it does.
   */
  function detail(o: OptionsOf<typeof boardGet>, viewerId: number | null): BoardDetail {
    const id = o.board_id !== undefined ? Number(o.board_id) : byAddress(o.username!, o.slug!);
    const [found] = id === null ? [] : boards([id], viewerId);
    if (!found) throw notFound('Board');
    const ids = store.collaboratorIds(Number(found.id), LIMITS.boardHeaderCollaborators);
    const summaries = users.summaries(ids, viewerId);
    return { ...found, collaborators: ids.map((userId) => toUserSummary(summaries.get(userId)!)) };
  }

  /**
   * Whether the board page a url names (`/{username}/{slug}/`, or with `/{section}/`) is there for the viewer: the
   * board exists and they may see it, and so does the section the url names, by the board page's own rule.
   */
  function pageExists(address: { username: string; slug: string; section: string | null }, viewerId: number | null): boolean {
    const id = byAddress(address.username, address.slug);
    if (id === null || !store.isVisible(id, viewerId)) return false;
    if (address.section === null) return true;
    const sections = store.sections([id]).map((s) => ({ id: String(s.id), slug: s.slug }));
    return sectionOf(sections, address.section) !== undefined;
  }

  /** A board the viewer may see (404 naming board_id otherwise) and may do `action` on (403 saying `refusal` otherwise). */
  function allowing(boardId: number, viewerId: number, action: BoardAction, refusal: string): BoardAccessRow {
    const board = store.access(boardId, viewerId);
    // Every caller names the board by its board_id option, so the envelope can point at it.
    if (!board) throw new ApiError(404, 'not_found', 'Board not found.', { board_id: 'no such board' });
    if (!mayAct(boardRole(board.owner_id, board.my_permissions, viewerId), action)) throw forbidden(refusal);
    return board;
  }

  /**
   * Whether another of the owner's boards has this name, ignoring case. Checked inside the write's IMMEDIATE transaction
   * rather than by a UNIQUE index: boards made before this rule may already share a name, and an index would need a
   * migration renaming people's boards (and NOCASE would fold ASCII only).
   */
  const nameTaken = (ownerId: number, exceptId: number, name: string) => store.otherNames(ownerId, exceptId).some((n) => sameName(n, name));
  const nameConflict = () => conflict('You already have a board with that name.', { name: 'already used by another of your boards' });

  /** The quick-saves board ('Profile'), created if the owner has none; `created` says which. */
  function ensureQuickSaves(ownerId: number, privacy: 'public' | 'protected', now: number) {
    const name = SAVES.quickSavesBoardName;
    return db.transaction(() => store.ensureQuickSaves({ owner: ownerId, name, description: '', privacy, now }, boardSlug(name))).immediate();
  }

  /** Acting for another profile is not offered: an id or name sent for the creator must be the viewer's. */
  const notYou = (field: string) =>
    new ApiError(403, 'forbidden', 'You can only create boards for yourself.', { [field]: 'must be the signed-in user' });

  /** BoardResource create: the quick-saves form or a plain board (slug made unique per owner). */
  function create(o: OptionsOf<typeof boardCreate>, viewer: { id: number; username: string }, now: number) {
    if (o.user_id !== undefined && Number(o.user_id) !== viewer.id) throw notYou('user_id');
    if (o.orbac_subject_id !== undefined && Number(o.orbac_subject_id) !== viewer.id) throw notYou('orbac_subject_id');
    if (o.username !== undefined && o.username.toLowerCase() !== viewer.username.toLowerCase()) throw notYou('username');
    if (o.layout === 'quick_saves') {
      const { id, created } = ensureQuickSaves(viewer.id, o.protected ? 'protected' : 'public', now);
      if (!created && o.return_existing === false) {
        throw conflict('You already have a quick-saves board.', { layout: 'quick_saves board exists; send return_existing: true' });
      }
      return { board: boards([id], viewer.id)[0], created };
    }
    const board = { owner: viewer.id, name: o.name, description: o.description ?? '', privacy: o.privacy, now };
    const id = db
      .transaction(() => {
        if (nameTaken(viewer.id, 0, o.name)) throw nameConflict();
        return store.insert(board, boardSlug(o.name));
      })
      .immediate();
    return { board: boards([id], viewer.id)[0], created: true };
  }

  /** BoardsResource get: offset-paged ids in the asked order, then the full boards. */
  function list(o: OptionsOf<typeof contracts.boardsGet>, viewer: { id: number } | null) {
    if (!viewer && (o.writable_only || o.username === undefined)) throw unauthorized();
    let userId = viewer?.id ?? 0;
    if (o.username !== undefined && !o.writable_only) {
      const user = users.byUsername(o.username);
      if (!user) throw notFound('User');
      userId = user.id;
    }
    const offset = o.bookmark === undefined ? 0 : o.bookmark === END_BOOKMARK ? null : decodeBookmark(o.bookmark, offsetBookmark).offset;
    if (offset === null) return { data: [], bookmark: END_BOOKMARK };
    const ids = store.list({
      viewer: viewer?.id ?? 0,
      user: userId,
      writableOnly: o.writable_only,
      privacy: o.privacy_filter,
      includeArchived: o.include_archived,
      withoutQuickSaves: o.filter_all_pins === true,
      filter: o.board_filter,
      sort: o.sort,
      secretLast: o.group_by === 'visibility',
      offset,
      limit: o.page_size + 1,
    });
    const page = ids.slice(0, o.page_size);
    return {
      data: boards(page, viewer?.id ?? null),
      bookmark: ids.length > page.length ? encodeBookmark({ offset: offset + page.length }) : END_BOOKMARK,
    };
  }

  return {
    boards,
    detail,
    pageExists,
    create,
    list,
    ensureQuickSaves,
    quickSavesId: store.quickSavesId,
    access: store.access,
    allowing,
    nameTaken,
    nameConflict,
    /** A board's sections in their order, with pin counts. */
    sectionsOf: (boardId: number) => store.sections([boardId]),
    section: store.section,
    refs: store.refs,
    isVisible: store.isVisible,
    sectionBelongs: store.sectionBelongs,
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
