import type { Db } from '../../sqlite/open';
import type * as tables from '../../../db/tables';
import { BOARD_VISIBLE } from '../../common/visibility';

/** A pin with its image's columns; the image id stays in the database. */
export interface PinRow extends Omit<tables.PinRow, 'image_id'>, Pick<tables.ImageRow, 'signature' | 'width' | 'height' | 'dominant_color'> {}

export type ImageRow = tables.ImageRow;

export interface VideoRow extends Omit<tables.VideoRow, 'thumbnail_image_id'> {
  thumbnail_signature: string;
}

export interface InterestRow {
  pin_id: number;
  id: number;
  name: string;
  url_name: string;
}

export interface ReactionCountRow {
  pin_id: number;
  reaction_type: number;
  n: number;
}

export interface CollageItemRow {
  pin_id: number;
  source_id: number;
  title: string;
  signature: string;
  width: number;
  height: number;
  dominant_color: string;
}

export interface SavedRow {
  canon: number;
  /** The viewer's own pin standing for the original: what an unsave deletes. */
  local_pin_id: number;
  board_id: number;
  board_name: string;
  board_slug: string;
  owner_username: string;
  board_layout: tables.BoardRow['layout'];
}

const IN_IDS = `(SELECT value FROM json_each(?))`;

/**
 * Batched loads for hydrating a page of pins: every statement takes a JSON array of ids, so a page costs a fixed
 * handful of queries whatever its size. A repin without its own kind payload shows its original's.
 */
export function createPinsStore(db: Db) {
  const rows = db.prepare<[string], PinRow>(
    `SELECT p.id, p.pinner_id, p.board_id, p.section_id, p.native_creator_id, p.origin_pin_id,
       COALESCE(p.video_id, o.video_id) AS video_id, max(p.is_gif, COALESCE(o.is_gif, 0)) AS is_gif,
       p.title, p.description, p.pin_note, p.alt_text, p.auto_alt_text, p.link, p.tracked_link, p.domain, p.category,
       COALESCE(p.rich_summary_json, o.rich_summary_json) AS rich_summary_json,
       COALESCE(p.carousel_json, o.carousel_json) AS carousel_json,
       COALESCE(p.story_pin_json, o.story_pin_json) AS story_pin_json,
       COALESCE(p.collection_json, o.collection_json) AS collection_json,
       p.ad_json, p.promoter_id, p.sponsor_id, p.sponsorship_status, p.is_promoted, p.is_one_tap,
       COALESCE(o.save_count, p.save_count) AS save_count, p.favorite_user_count, p.created_at,
       i.signature, i.width, i.height, i.dominant_color
     FROM pins p JOIN images i ON i.id = p.image_id LEFT JOIN pins o ON o.id = p.origin_pin_id
     WHERE p.id IN ${IN_IDS}`,
  );
  const images = db.prepare<[string], ImageRow>(`SELECT id, signature, width, height, dominant_color FROM images WHERE id IN ${IN_IDS}`);
  const videos = db.prepare<[string], VideoRow>(
    `SELECT v.id, v.signature, v.width, v.height, v.duration_ms, t.signature AS thumbnail_signature
     FROM videos v JOIN images t ON t.id = v.thumbnail_image_id WHERE v.id IN ${IN_IDS}`,
  );
  const interests = db.prepare<[string], InterestRow>(
    `SELECT pi.pin_id, i.id, i.name, i.url_name FROM pin_interests pi JOIN interests i ON i.id = pi.interest_id
     WHERE pi.pin_id IN ${IN_IDS} ORDER BY pi.pin_id, i.id`,
  );
  const reactions = db.prepare<[string], ReactionCountRow>(
    `SELECT pin_id, reaction_type, count(*) AS n FROM reactions WHERE pin_id IN ${IN_IDS}
     GROUP BY pin_id, reaction_type ORDER BY pin_id, n DESC, reaction_type`,
  );
  const favorited = db.prepare<[string, number], number>(`SELECT pin_id FROM favorites WHERE pin_id IN ${IN_IDS} AND user_id = ?`).pluck();
  // board_follows leads with the user, so this is one primary-key probe per board of the page.
  const followedBoards = db
    .prepare<[number, string], number>(`SELECT board_id FROM board_follows WHERE user_id = ? AND board_id IN ${IN_IDS}`)
    .pluck();
  // Newest first, so the first row per original is the board the viewer saved it to last.
  const saved = db.prepare<{ canons: string; viewer: number }, SavedRow>(
    `SELECT COALESCE(p.origin_pin_id, p.id) AS canon, p.id AS local_pin_id, b.id AS board_id, b.name AS board_name,
       b.slug AS board_slug, u.username AS owner_username, b.layout AS board_layout
     FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
     WHERE p.pinner_id = @viewer
       AND (p.origin_pin_id IN (SELECT value FROM json_each(@canons)) OR p.id IN (SELECT value FROM json_each(@canons)))
     ORDER BY p.id DESC`,
  );

  // Only sources on boards the viewer may see: a collage never reveals a pin of someone else's secret board.
  const collageItems = db.prepare<{ pins: string; viewer: number }, CollageItemRow>(
    `SELECT ci.collage_pin_id AS pin_id, s.id AS source_id, s.title, i.signature, i.width, i.height, i.dominant_color
     FROM collage_items ci JOIN pins s ON s.id = ci.source_pin_id JOIN boards b ON b.id = s.board_id
       JOIN images i ON i.id = s.image_id
     WHERE ci.collage_pin_id IN (SELECT value FROM json_each(@pins)) AND ${BOARD_VISIBLE}
     ORDER BY ci.collage_pin_id, ci.position`,
  );

  const json = (ids: Iterable<number>) => JSON.stringify([...ids]);
  return {
    rows: (ids: number[]) => rows.all(json(ids)),
    images: (ids: Iterable<number>) => images.all(json(ids)),
    videos: (ids: Iterable<number>) => videos.all(json(ids)),
    interests: (pinIds: Iterable<number>) => interests.all(json(pinIds)),
    reactions: (pinIds: number[]) => reactions.all(json(pinIds)),
    favorited: (pinIds: number[], viewerId: number) => new Set(favorited.all(json(pinIds), viewerId)),
    followedBoards: (boardIds: Iterable<number>, viewerId: number) => new Set(followedBoards.all(viewerId, json(boardIds))),
    /** Signed out is viewer 0, as BOARD_VISIBLE expects. */
    collageItems: (canonIds: Iterable<number>, viewerId: number | null) => collageItems.all({ pins: json(canonIds), viewer: viewerId ?? 0 }),
    saved: (canonIds: Iterable<number>, viewerId: number) => saved.all({ canons: json(canonIds), viewer: viewerId }),
  };
}

export type PinsStore = ReturnType<typeof createPinsStore>;
