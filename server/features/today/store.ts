import { perLimit } from '../../common/perLimit';
import { BOARD_VISIBLE, NOT_HIDDEN } from '../../common/visibility';
import type { Db } from '../../sqlite/open';

/** An article with its cover image's row. */
export interface ArticleRow {
  id: number;
  title: string;
  description: string;
  created_at: number;
  signature: string;
  width: number;
  height: number;
  dominant_color: string;
}

/** Today articles (db/migrations/0026): editorial collections of pins. */
export function createTodayStore(db: Db) {
  const article = db.prepare<[number], ArticleRow>(
    `SELECT a.id, a.title, a.description, a.created_at, i.signature, i.width, i.height, i.dominant_color
     FROM today_articles a JOIN images i ON i.id = a.cover_image_id WHERE a.id = ?`,
  );
  const exists = db.prepare<[number], number>('SELECT 1 FROM today_articles WHERE id = ?').pluck();
  // In the editors' order (the primary key's), each pin only when the viewer may see its board and did not hide it.
  const pins = perLimit<{ viewer: number; article: number; offset: number }, number>(
    db,
    (n) => `SELECT p.id FROM today_article_pins ap JOIN pins p ON p.id = ap.pin_id JOIN boards b ON b.id = p.board_id
       WHERE ap.article_id = @article AND ${BOARD_VISIBLE} AND ${NOT_HIDDEN}
       ORDER BY ap.position LIMIT ${n} OFFSET @offset`,
    true,
  );
  return {
    article: (id: number) => article.get(id),
    exists: (id: number) => exists.get(id) !== undefined,
    pins: (viewerId: number | null, article: number, { limit, offset }: { limit: number; offset: number }) =>
      pins(limit, { viewer: viewerId ?? 0, article, offset }),
  };
}

export type TodayStore = ReturnType<typeof createTodayStore>;
