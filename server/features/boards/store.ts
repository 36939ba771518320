import type { Statement } from 'better-sqlite3';
import type { Db } from '../../sqlite/open';
import { freeSlug } from './slug';
import { BOARD_VISIBLE, GROUP_BOARD } from '../../common/visibility';
import type { BoardFilter, BoardSortOrder } from '../../../shared/domain/profileViewSettings';

/** Which board, and where it lives: its owner's username and its slug make its url (IDENTITY_COLUMNS). */
interface BoardIdentityRow {
  id: number;
  owner_id: number;
  owner_username: string;
  name: string;
  slug: string;
  layout: 'default' | 'quick_saves';
}

export interface BoardRefRow extends BoardIdentityRow {
  privacy: 'public' | 'protected' | 'secret';
  is_collaborative: number;
  collaborator_count: number;
}

export interface BoardRow extends BoardRefRow {
  description: string;
  follower_count: number;
  pin_count: number;
  followed_by_me: number;
  /** The viewer's collaborator permissions as stored (a JSON list), null when not a collaborator. */
  my_permissions: string | null;
  cover_signature: string | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_color: string | null;
  archived: number;
  cover_pin_id: number | null;
}

export interface SectionRow {
  id: number;
  board_id: number;
  slug: string;
  title: string;
  pin_count: number;
}

/** A board as a write needs it: who owns it and what the viewer's collaboration allows. */
export interface BoardAccessRow extends BoardIdentityRow {
  my_permissions: string | null;
}

export interface SectionRefRow {
  id: number;
  slug: string;
  title: string;
}

export interface NewBoard {
  owner: number;
  name: string;
  slug: string;
  description: string;
  privacy: 'public' | 'protected' | 'secret';
  now: number;
}

/**
 * Board list orders: alphabetical, last_pinned_to, oldest, newest, group_boards_at_top and custom. 'custom' is the listed user's
 * stored order, boards without a place (made since) last, oldest first.
 */
const SORT_SQL: Record<BoardSortOrder, string> = {
  alphabetical: 'b.name COLLATE NOCASE, b.id',
  last_pinned_to: '(SELECT max(p.id) FROM pins p WHERE p.board_id = b.id) DESC NULLS LAST, b.id DESC',
  oldest: 'b.created_at, b.id',
  custom: '(SELECT o.position FROM board_order o WHERE o.user_id = @user AND o.board_id = b.id) NULLS LAST, b.created_at, b.id',
  newest: 'b.created_at DESC, b.id DESC',
  group_boards_at_top: `${GROUP_BOARD} DESC, b.created_at DESC, b.id DESC`,
};

/** The profile view settings' board filters; a group or secret board put away shows only under ARCHIVED. */
const FILTER_SQL: Record<BoardFilter, string> = {
  NONE: '1',
  GROUP: `${GROUP_BOARD} AND b.archived = 0`,
  SECRET: `b.privacy = 'secret' AND b.archived = 0`,
  ARCHIVED: 'b.archived = 1',
};

export interface BoardListQuery {
  viewer: number;
  /** The user whose boards are listed (owned or collaborated); ignored for writable lists. */
  user: number;
  writableOnly: boolean;
  privacy: 'all' | 'public' | 'protected' | 'secret';
  includeArchived: boolean;
  /** Leave out the quick-saves board (filter_all_pins). */
  withoutQuickSaves: boolean;
  filter: BoardFilter;
  sort: BoardSortOrder;
  secretLast: boolean;
  offset: number;
  limit: number;
}

// Collaborator permissions are a JSON list; json_each reads it in SQL so the list filters before paging.
const CAN_SAVE = `(b.owner_id = @viewer OR EXISTS (SELECT 1 FROM board_collaborators c, json_each(c.permissions) j
  WHERE c.board_id = b.id AND c.user_id = @viewer AND j.value = 'save'))`;
const OWNED_OR_COLLABORATED = `(b.owner_id = @user OR EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = @user))`;

// With `u` the owner joined.
const IDENTITY_COLUMNS = `b.id, b.owner_id, u.username AS owner_username, b.name, b.slug, b.layout`;
const REF_COLUMNS = `${IDENTITY_COLUMNS}, b.privacy, b.is_collaborative,
  (SELECT count(*) FROM board_collaborators c WHERE c.board_id = b.id) AS collaborator_count`;
const MY_PERMISSIONS = `(SELECT c.permissions FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = @viewer) AS my_permissions`;

export function createBoardsStore(db: Db) {
  const refs = db.prepare<[string], BoardRefRow>(
    `SELECT ${REF_COLUMNS} FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.id IN (SELECT value FROM json_each(?))`,
  );
  const details = db.prepare<{ ids: string; viewer: number }, BoardRow>(
    `SELECT ${REF_COLUMNS}, b.description,
       (SELECT count(*) FROM board_follows f WHERE f.board_id = b.id) AS follower_count,
       (SELECT count(*) FROM pins p WHERE p.board_id = b.id) AS pin_count,
       EXISTS (SELECT 1 FROM board_follows f WHERE f.board_id = b.id AND f.user_id = @viewer) AS followed_by_me,
       ${MY_PERMISSIONS},
       b.archived, b.cover_pin_id,
       ci.signature AS cover_signature, ci.width AS cover_width, ci.height AS cover_height, ci.dominant_color AS cover_color
     FROM boards b JOIN users u ON u.id = b.owner_id
     LEFT JOIN images ci ON ci.id = coalesce(
       (SELECT p.image_id FROM pins p WHERE p.id = b.cover_pin_id),
       (SELECT p.image_id FROM pins p WHERE p.board_id = b.id ORDER BY p.id DESC LIMIT 1))
     WHERE b.id IN (SELECT value FROM json_each(@ids)) AND ${BOARD_VISIBLE}`,
  );
  const sections = db.prepare<[string], SectionRow>(
    `SELECT s.id, s.board_id, s.slug, s.title,
       (SELECT count(*) FROM pins p WHERE p.board_id = s.board_id AND p.section_id = s.id) AS pin_count
     FROM board_sections s WHERE s.board_id IN (SELECT value FROM json_each(?)) ORDER BY s.board_id, s.position, s.id`,
  );
  // Usernames compare without case (the column's collation); slugs are made lowercase, so a typed url may differ in case.
  const idBySlug = db
    .prepare<[string, string], number>(`SELECT b.id FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = ? AND b.slug = lower(?)`)
    .pluck();
  const idOfOwners = db
    .prepare<[string, number], number>(`SELECT b.id FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = ? AND b.id = ?`)
    .pluck();
  // Oldest membership first: the people who have been on the board longest lead its header.
  const collaboratorIds = db
    .prepare<[number, number], number>(`SELECT user_id FROM board_collaborators WHERE board_id = ? ORDER BY created_at, user_id LIMIT ?`)
    .pluck();
  const visible = db.prepare<{ id: number; viewer: number }, { id: number }>(`SELECT b.id FROM boards b WHERE b.id = @id AND ${BOARD_VISIBLE}`);

  const access = db.prepare<{ id: number; viewer: number }, BoardAccessRow>(
    `SELECT ${IDENTITY_COLUMNS}, ${MY_PERMISSIONS}
     FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.id = @id AND ${BOARD_VISIBLE}`,
  );
  const section = db.prepare<[number, number], SectionRefRow>(`SELECT id, slug, title FROM board_sections WHERE id = ? AND board_id = ?`);
  const slugsLike = db
    .prepare<[number, string, string], string>(`SELECT slug FROM boards WHERE owner_id = ? AND (slug = ? OR slug LIKE ? || '-%')`)
    .pluck();
  const insert = db.prepare<NewBoard>(
    `INSERT INTO boards (owner_id, name, slug, description, privacy, created_at) VALUES (@owner, @name, @slug, @description, @privacy, @now)`,
  );
  // The partial unique index boards_one_quick_saves decides: a racing second insert does nothing.
  const insertQuickSaves = db.prepare<NewBoard>(
    `INSERT INTO boards (owner_id, name, slug, description, privacy, layout, created_at)
     VALUES (@owner, @name, @slug, @description, @privacy, 'quick_saves', @now)
     ON CONFLICT (owner_id) WHERE layout = 'quick_saves' DO NOTHING`,
  );
  const otherNames = db.prepare<[number, number], string>(`SELECT name FROM boards WHERE owner_id = ? AND id != ? AND layout = 'default'`).pluck();
  const quickSavesId = db.prepare<[number], number>(`SELECT id FROM boards WHERE owner_id = ? AND layout = 'quick_saves'`).pluck();
  type ListParams = Pick<BoardListQuery, 'viewer' | 'user' | 'privacy' | 'offset' | 'limit'> & { archived: number; quickSaves: number };
  const lists = new Map<string, Statement<[ListParams], number>>();
  function listStatement(q: BoardListQuery) {
    const key = `${q.writableOnly}:${q.sort}:${q.secretLast}:${q.filter}`;
    let stmt = lists.get(key);
    if (!stmt) {
      stmt = db
        .prepare<[ListParams], number>(
          `SELECT b.id FROM boards b
           WHERE ${q.writableOnly ? CAN_SAVE : `${OWNED_OR_COLLABORATED} AND ${BOARD_VISIBLE}`}
             AND (@privacy = 'all' OR b.privacy = @privacy)
             AND (@archived = 1 OR b.archived = 0)
             AND (@quickSaves = 1 OR b.layout != 'quick_saves')
             AND ${FILTER_SQL[q.filter]}
           ORDER BY ${q.secretLast ? `b.privacy = 'secret', ` : ''}${SORT_SQL[q.sort]}
           LIMIT @limit OFFSET @offset`,
        )
        .pluck();
      lists.set(key, stmt);
    }
    return stmt;
  }

  /** Inserts with the first free slug; a slug taken meanwhile by another process moves on to the next one. */
  function insertWithFreeSlug(stmt: typeof insert, board: Omit<NewBoard, 'slug'>, base: string) {
    // Slugs hold only [a-z0-9-], so the name needs no LIKE escaping.
    const taken = new Set(slugsLike.all(board.owner, base, base));
    for (;;) {
      const slug = freeSlug(base, taken);
      try {
        return stmt.run({ ...board, slug });
      } catch (err) {
        const e = err as { code?: string; message?: string };
        if (e.code !== 'SQLITE_CONSTRAINT_UNIQUE' || !e.message?.includes('boards.slug')) throw err;
        taken.add(slug);
      }
    }
  }

  return {
    /** The board if the viewer may see it, with the viewer's collaborator permissions. */
    access: (id: number, viewerId: number) => access.get({ id, viewer: viewerId }),
    section: (sectionId: number, boardId: number) => section.get(sectionId, boardId),
    /** A new board's id. */
    insert: (board: Omit<NewBoard, 'slug'>, base: string) => Number(insertWithFreeSlug(insert, board, base).lastInsertRowid),
    /** The owner's quick-saves board's id, made now if there is none (at most one, whatever the concurrency). */
    ensureQuickSaves(board: Omit<NewBoard, 'slug'>, base: string): { id: number; created: boolean } {
      const existing = quickSavesId.get(board.owner);
      if (existing !== undefined) return { id: existing, created: false };
      const created = insertWithFreeSlug(insertQuickSaves, board, base).changes === 1;
      return { id: quickSavesId.get(board.owner)!, created };
    },
    quickSavesId: (ownerId: number) => quickSavesId.get(ownerId) ?? null,
    /** The names of the owner's boards but `exceptId`, the quick-saves board aside (its name is the product's). */
    otherNames: (ownerId: number, exceptId: number) => otherNames.all(ownerId, exceptId),
    list: (q: BoardListQuery) =>
      listStatement(q).all({
        viewer: q.viewer,
        user: q.user,
        privacy: q.privacy,
        archived: Number(q.includeArchived),
        quickSaves: Number(!q.withoutQuickSaves),
        offset: q.offset,
        limit: q.limit,
      }),
    refs: (ids: number[]) => (ids.length ? refs.all(JSON.stringify(ids)) : []),
    /** Only the boards the viewer may see; the others are simply absent. */
    details: (ids: number[], viewerId: number | null) => (ids.length ? details.all({ ids: JSON.stringify(ids), viewer: viewerId ?? 0 }) : []),
    /** The board's id by its owner's username and its slug, whoever may see it (the caller checks visibility). */
    idBySlug: (username: string, slug: string) => idBySlug.get(username, slug) ?? null,
    /** The board's id when `id` is one of that user's boards: the spec's `/{username}/{boardId}/` form of a board url. */
    idOfOwners: (username: string, id: number) => idOfOwners.get(username, id) ?? null,
    collaboratorIds: (boardId: number, limit: number) => collaboratorIds.all(boardId, limit),
    sections: (boardIds: number[]) => (boardIds.length ? sections.all(JSON.stringify(boardIds)) : []),
    isVisible: (id: number, viewerId: number | null) => visible.get({ id, viewer: viewerId ?? 0 }) !== undefined,
    sectionBelongs: (sectionId: number, boardId: number) => section.get(sectionId, boardId) !== undefined,
  };
}

export type BoardsStore = ReturnType<typeof createBoardsStore>;
