import type Database from 'better-sqlite3';
import path from 'node:path';
import { insertPlan } from './insert';
import { ensureImages } from './media/images';
import { ensureVideos } from './media/videos';
import type { PinKind } from './pinKinds';
import { buildSeedPlan } from './plan';

export { DEMO_ACCOUNTS } from './accounts';

export interface SeedOptions {
  /** Where generated images and copied clips go (served under /media). */
  mediaDir: string;
  /** The clock's now, in ms: every seeded time is relative to it, so the same `now` gives the same rows. */
  now: number;
  /**
   * The repository root: the committed clips are read from `<rootDir>/db/seed/assets/videos`. The caller gives it,
   * since the seed runs from source (tsx, jest) and from its own bundle (dist/seed), which sit at different depths.
   */
  rootDir: string;
  /** How accounts' passwords are stored (the server's own scheme), so a seeded login works like any other. */
  hashPassword: (password: string) => Promise<string>;
  log?: (msg: string) => void;
}

export interface SeedSummary {
  users: number;
  images: number;
  videos: number;
  interests: number;
  boards: number;
  boardSections: number;
  boardCollaborators: number;
  pins: number;
  originalPins: number;
  repins: number;
  collageItems: number;
  pinsByKind: Record<PinKind | 'repin', number>;
  pinInterests: number;
  userFollows: number;
  boardFollows: number;
  interestFollows: number;
  reactions: number;
  favorites: number;
  todayArticles: number;
  media: { imagesGenerated: number; imagesReused: number; videosCopied: number };
  durationMs: number;
}

/**
 * Fills an empty, migrated database with the demo data, generating any media files `mediaDir` lacks first
 * (files are keyed by content signature, so a second seed into a new database reuses them).
 */
export async function seedDatabase(db: Database.Database, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const clipDir = path.join(opts.rootDir, 'db', 'seed', 'assets', 'videos');
  const plan = buildSeedPlan(opts.now, clipDir);
  const passwords = [...new Set(plan.users.map((u) => u.password))];
  const [hashes, imageMedia] = await Promise.all([
    Promise.all(passwords.map(async (p) => [p, await opts.hashPassword(p)] as const)),
    ensureImages(opts.mediaDir, plan.images, log),
  ]);
  const videoMedia = ensureVideos(
    opts.mediaDir,
    clipDir,
    plan.videos.map((v) => v.clip),
  );
  insertPlan(db, plan, { images: imageMedia.images, videos: videoMedia.videos, passwordHashes: new Map(hashes) });

  const summary: SeedSummary = {
    users: plan.users.length,
    images: plan.images.length,
    videos: plan.videos.length,
    interests: plan.interests.length,
    boards: plan.boards.length,
    boardSections: plan.sections.length,
    boardCollaborators: plan.collaborators.length,
    pins: plan.pins.length,
    originalPins: plan.pins.filter((p) => p.origin_pin_id === null).length,
    repins: plan.pins.filter((p) => p.origin_pin_id !== null).length,
    collageItems: plan.collageItems.length,
    pinsByKind: plan.pinKinds,
    pinInterests: plan.pinInterests.length,
    userFollows: plan.userFollows.length,
    boardFollows: plan.boardFollows.length,
    interestFollows: plan.interestFollows.length,
    reactions: plan.reactions.length,
    favorites: plan.favorites.length,
    todayArticles: plan.todayArticles.length,
    media: { imagesGenerated: imageMedia.generated, imagesReused: imageMedia.reused, videosCopied: videoMedia.copied },
    durationMs: Date.now() - started,
  };
  log(
    `seeded ${summary.users} users, ${summary.boards} boards, ${summary.originalPins} pins and ${summary.repins} saves ` +
      `(${summary.media.imagesGenerated} images generated, ${summary.media.imagesReused} reused) in ${summary.durationMs} ms`,
  );
  return summary;
}
