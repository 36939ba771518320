import type Database from 'better-sqlite3';
import type { ImageMeta } from './media/images';
import type { VideoMeta } from './media/videos';
import type { SeedPlan } from './plan';
import type { ImageRow, UserRow, VideoRow } from '../tables';
import { fail } from './world';

function insertAll(db: Database.Database, table: string, rows: readonly object[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const statement = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  for (const row of rows) statement.run(row);
}

export interface PlanMedia {
  images: readonly ImageMeta[];
  videos: readonly VideoMeta[];
  passwordHashes: ReadonlyMap<string, string>;
}

/** All rows in one transaction: a half-seeded database is never visible, and a failure leaves the users table empty. */
export function insertPlan(db: Database.Database, plan: SeedPlan, media: PlanMedia): void {
  const images: ImageRow[] = media.images.map((m, i) => ({
    id: i + 1,
    signature: m.signature,
    width: m.width,
    height: m.height,
    dominant_color: m.dominantColor,
  }));
  const users: UserRow[] = plan.users.map(({ row, password }) => ({
    ...row,
    password_hash: media.passwordHashes.get(password) ?? fail(`no hash for ${row.username}`),
  }));
  const videos: VideoRow[] = plan.videos.map((v, i) => ({
    id: i + 1,
    signature: media.videos[i].signature,
    width: media.videos[i].width,
    height: media.videos[i].height,
    duration_ms: media.videos[i].durationMs,
    thumbnail_image_id: v.thumbnailImageId,
  }));
  db.transaction(() => {
    insertAll(db, 'images', images);
    insertAll(db, 'users', users);
    insertAll(db, 'videos', videos);
    insertAll(db, 'interests', plan.interests);
    insertAll(db, 'boards', plan.boards);
    insertAll(db, 'board_sections', plan.sections);
    insertAll(db, 'board_collaborators', plan.collaborators);
    insertAll(db, 'pins', plan.pins);
    insertAll(db, 'collage_items', plan.collageItems);
    insertAll(db, 'pin_interests', plan.pinInterests);
    insertAll(db, 'user_follows', plan.userFollows);
    insertAll(db, 'board_follows', plan.boardFollows);
    insertAll(db, 'interest_follows', plan.interestFollows);
    insertAll(db, 'reactions', plan.reactions);
    insertAll(db, 'favorites', plan.favorites);
    insertAll(db, 'experiences', plan.experiences);
    insertAll(db, 'spam_domains', plan.spamDomains);
    insertAll(db, 'today_articles', plan.todayArticles);
    insertAll(db, 'today_article_pins', plan.todayArticlePins);
  })();
}
