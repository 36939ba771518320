import type { Db } from '../../db/open';
import { BOARD_VISIBLE } from './visibility';

export interface BoardRefRow {
  id: number;
  owner_id: number;
  owner_username: string;
  name: string;
  slug: string;
  layout: 'default' | 'quick_saves';
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
}

export interface SectionRow {
  id: number;
  board_id: number;
  slug: string;
  title: string;
  pin_count: number;
}

const REF_COLUMNS = `b.id, b.owner_id, u.username AS owner_username, b.name, b.slug, b.layout, b.privacy, b.is_collaborative,
  (SELECT count(*) FROM board_collaborators c WHERE c.board_id = b.id) AS collaborator_count`;

export function createBoardsStore(db: Db) {
  const refs = db.prepare<[string], BoardRefRow>(
    `SELECT ${REF_COLUMNS} FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.id IN (SELECT value FROM json_each(?))`,
  );
  const details = db.prepare<{ ids: string; viewer: number }, BoardRow>(
    `SELECT ${REF_COLUMNS}, b.description,
       (SELECT count(*) FROM board_follows f WHERE f.board_id = b.id) AS follower_count,
       (SELECT count(*) FROM pins p WHERE p.board_id = b.id) AS pin_count,
       EXISTS (SELECT 1 FROM board_follows f WHERE f.board_id = b.id AND f.user_id = @viewer) AS followed_by_me,
       (SELECT c.permissions FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = @viewer) AS my_permissions,
       ci.signature AS cover_signature, ci.width AS cover_width, ci.height AS cover_height, ci.dominant_color AS cover_color
     FROM boards b JOIN users u ON u.id = b.owner_id
     LEFT JOIN images ci ON ci.id = (SELECT p.image_id FROM pins p WHERE p.board_id = b.id ORDER BY p.id DESC LIMIT 1)
     WHERE b.id IN (SELECT value FROM json_each(@ids)) AND ${BOARD_VISIBLE}`,
  );
  const sections = db.prepare<[string], SectionRow>(
    `SELECT s.id, s.board_id, s.slug, s.title,
       (SELECT count(*) FROM pins p WHERE p.board_id = s.board_id AND p.section_id = s.id) AS pin_count
     FROM board_sections s WHERE s.board_id IN (SELECT value FROM json_each(?)) ORDER BY s.id`,
  );
  const visible = db.prepare<{ id: number; viewer: number }, { id: number }>(
    `SELECT b.id FROM boards b WHERE b.id = @id AND ${BOARD_VISIBLE}`,
  );
  const sectionOf = db.prepare<[number, number], { id: number }>(`SELECT id FROM board_sections WHERE id = ? AND board_id = ?`);

  return {
    refs: (ids: number[]) => (ids.length ? refs.all(JSON.stringify(ids)) : []),
    /** Only the boards the viewer may see; the others are simply absent. */
    details: (ids: number[], viewerId: number | null) => (ids.length ? details.all({ ids: JSON.stringify(ids), viewer: viewerId ?? 0 }) : []),
    sections: (boardIds: number[]) => (boardIds.length ? sections.all(JSON.stringify(boardIds)) : []),
    isVisible: (id: number, viewerId: number | null) => visible.get({ id, viewer: viewerId ?? 0 }) !== undefined,
    sectionBelongs: (sectionId: number, boardId: number) => sectionOf.get(sectionId, boardId) !== undefined,
  };
}
