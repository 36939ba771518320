import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, seedDatabase, type SeedSummary } from '../../db/seed';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/sqlite/migrate';
import type { PinRow } from '../../db/tables';
import { hashPassword, verifyPassword } from '../../server/features/auth/password';
import { IMAGE_SIZE_SPECS } from '../../shared/constants';
import { richSummary } from '../../shared/contracts/pin';
import { sizeForSpec } from '../../shared/domain/imageSizes';

// The server's own media folder, on purpose: media is deterministic, so only the first run on a machine (this test,
// `npm start` or the browser suite) pays for drawing it.
const MEDIA_DIR = loadConfig().mediaDir;
/** What the seed's caller (server/cli/seedMain.ts) hands it: the repository root and the server's password hashing. */
const SEED_OPTIONS = { mediaDir: MEDIA_DIR, rootDir: loadConfig().rootDir, hashPassword };
const NOW = Date.UTC(2026, 0, 15, 12);
const DAY = 86_400_000;
const SEED_TIMEOUT = 240_000;

function migratedDb(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** Modification times of every media file the seeded rows point at. */
function seededFileTimes(d: Database.Database): Map<string, number> {
  const out = new Map<string, number>();
  for (const signature of d.prepare('SELECT signature FROM images').pluck().all() as string[]) {
    const dir = path.join(MEDIA_DIR, 'images', signature);
    for (const name of readdirSync(dir)) out.set(path.join(dir, name), statSync(path.join(dir, name)).mtimeMs);
  }
  for (const signature of d.prepare('SELECT signature FROM videos').pluck().all() as string[]) {
    const file = path.join(MEDIA_DIR, 'videos', `${signature}.mp4`);
    out.set(file, statSync(file).mtimeMs);
  }
  return out;
}

let db: Database.Database;
let summary: SeedSummary;
let pins: PinRow[];
let originals: PinRow[];
let repins: PinRow[];

beforeAll(async () => {
  db = migratedDb();
  summary = await seedDatabase(db, { ...SEED_OPTIONS, now: NOW });
  pins = db.prepare('SELECT * FROM pins ORDER BY id').all() as PinRow[];
  originals = pins.filter((p) => p.origin_pin_id === null);
  repins = pins.filter((p) => p.origin_pin_id !== null);
}, SEED_TIMEOUT);

afterAll(() => db?.close());

const count = (sql: string, ...params: unknown[]) =>
  (db
    .prepare(sql)
    .pluck()
    .get(...params) as number) ?? 0;
const json = <T>(text: string | null): T => JSON.parse(text ?? 'null') as T;

describe('seeded rows', () => {
  test('has the promised volume, and the summary matches the tables', () => {
    expect(originals.length).toBeGreaterThanOrEqual(400);
    expect(repins.length).toBeGreaterThanOrEqual(150);
    expect(count('SELECT COUNT(*) FROM users')).toBeGreaterThanOrEqual(12);
    expect(count('SELECT COUNT(*) FROM interests')).toBeGreaterThanOrEqual(20);
    expect(summary.users).toBe(count('SELECT COUNT(*) FROM users'));
    expect(summary.pins).toBe(pins.length);
    expect(summary.originalPins).toBe(originals.length);
    expect(summary.images).toBe(count('SELECT COUNT(*) FROM images'));
    expect(summary.favorites).toBe(count('SELECT COUNT(*) FROM favorites'));
    expect(summary.reactions).toBe(count('SELECT COUNT(*) FROM reactions'));
    expect(summary.collageItems).toBe(count('SELECT COUNT(*) FROM collage_items'));
    const kinds = Object.values(summary.pinsByKind).reduce((a, b) => a + b, 0);
    expect(kinds).toBe(pins.length);
    expect(summary.pinsByKind.collage).toBe(count('SELECT COUNT(DISTINCT collage_pin_id) FROM collage_items'));
  });

  test('users cover every role, and the demo account signs in with its documented password', async () => {
    for (const flag of ['is_verified_merchant', 'verified_identity', 'is_partner', 'is_employee', 'is_ads_only_profile']) {
      expect(count(`SELECT COUNT(*) FROM users WHERE ${flag} = 1`)).toBeGreaterThanOrEqual(1);
    }
    expect(count('SELECT COUNT(*) FROM users WHERE is_ads_only_profile = 1 AND ads_only_profile_site IS NULL')).toBe(0);
    expect(count('SELECT COUNT(*) FROM users WHERE save_behavior = 1')).toBeGreaterThanOrEqual(1);
    expect(count('SELECT COUNT(*) FROM users WHERE created_at > ?', NOW - 28 * DAY)).toBeGreaterThanOrEqual(2);
    expect(count('SELECT COUNT(*) FROM users WHERE created_at < ?', NOW - 90 * DAY)).toBeGreaterThanOrEqual(8);
    expect(count('SELECT COUNT(*) FROM users WHERE avatar_image_id IS NULL')).toBe(0);
    const demo = db.prepare('SELECT password_hash FROM users WHERE username = ?').get(DEMO_ACCOUNTS[0].username) as { password_hash: string };
    expect(await verifyPassword(DEMO_ACCOUNTS[0].password, demo.password_hash)).toBe(true);
    expect(DEMO_ACCOUNTS.every((a) => a.password.length >= 8)).toBe(true);
  });

  test('boards use every privacy, quick-saves boards are "Profile", group boards have collaborators and sections', () => {
    const privacies = db.prepare('SELECT DISTINCT privacy FROM boards ORDER BY privacy').pluck().all();
    expect(privacies).toEqual(['protected', 'public', 'secret']);
    expect(db.prepare("SELECT DISTINCT name FROM boards WHERE layout = 'quick_saves'").pluck().all()).toEqual(['Profile']);
    const groups = db.prepare('SELECT id FROM boards WHERE is_collaborative = 1').pluck().all() as number[];
    expect(groups.length).toBeGreaterThanOrEqual(3);
    for (const id of groups) {
      expect(count('SELECT COUNT(*) FROM board_collaborators WHERE board_id = ?', id)).toBeGreaterThanOrEqual(1);
      expect(count('SELECT COUNT(*) FROM board_sections WHERE board_id = ?', id)).toBeGreaterThanOrEqual(2);
      expect(count('SELECT COUNT(*) FROM pins WHERE board_id = ? AND section_id IS NOT NULL', id)).toBeGreaterThanOrEqual(1);
    }
    expect(count('SELECT COUNT(*) FROM pins p JOIN board_sections s ON s.id = p.section_id WHERE s.board_id <> p.board_id')).toBe(0);
  });

  test('every pin is by the board owner or one of its collaborators', () => {
    expect(
      count(`SELECT COUNT(*) FROM pins p JOIN boards b ON b.id = p.board_id
             WHERE p.pinner_id <> b.owner_id
               AND NOT EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = p.pinner_id)`),
    ).toBe(0);
  });
});

describe('pin kinds', () => {
  const isPlain = (p: PinRow) =>
    !p.video_id &&
    !p.is_gif &&
    !p.rich_summary_json &&
    !p.story_pin_json &&
    !p.carousel_json &&
    !p.collection_json &&
    !p.is_promoted &&
    !p.is_one_tap &&
    !p.sponsor_id;

  test('plain image, video, gif, one-tap and sponsored pins are present', () => {
    expect(originals.filter(isPlain).length).toBeGreaterThanOrEqual(100);
    const videoPins = originals.filter((p) => p.video_id !== null);
    expect(videoPins.length).toBeGreaterThanOrEqual(4);
    for (const p of videoPins) expect(count('SELECT thumbnail_image_id FROM videos WHERE id = ?', p.video_id)).toBe(p.image_id);
    expect(originals.filter((p) => p.is_gif).length).toBeGreaterThanOrEqual(3);
    const oneTap = originals.filter((p) => p.is_one_tap);
    expect(oneTap.length).toBeGreaterThanOrEqual(3);
    expect(oneTap.every((p) => p.tracked_link?.startsWith('https://'))).toBe(true);
    const sponsored = originals.filter((p) => p.sponsor_id !== null);
    expect(sponsored.length).toBeGreaterThanOrEqual(3);
    expect(sponsored.every((p) => p.sponsorship_status !== null && p.sponsor_id !== p.pinner_id)).toBe(true);
  });

  test('product pins match the richSummary contract, with sale prices, ranges, variants and labels', () => {
    const products = originals
      .filter((p) => p.rich_summary_json?.includes('"typeName":"product"'))
      .map((p) => richSummary.parse(json(p.rich_summary_json)));
    expect(products.length).toBeGreaterThanOrEqual(10);
    const offers = products.map((s) => s.products[0].offerSummary);
    expect(offers.some((o) => o.price && o.standardPrice && o.price !== o.standardPrice)).toBe(true);
    expect(offers.some((o) => o.minPrice && o.maxPrice)).toBe(true);
    expect(offers.every((o) => [o.price, o.minPrice, o.maxPrice, o.standardPrice].every((v) => v === null || /^\$\d+\.\d\d$/.test(v)))).toBe(true);
    expect(products.some((s) => (s.products[0].variantSet?.variants.length ?? 0) > 1)).toBe(true);
    expect(products.some((s) => (s.products[0].labelInfo?.labels.length ?? 0) > 0)).toBe(true);
    expect(products.some((s) => s.products[0].shippingInfo !== null)).toBe(true);
    expect(products.some((s) => s.products[0].brand !== null)).toBe(true);
  });

  test('recipe pins match the contract, some take over an hour, ratings are out of 5', () => {
    const recipes = originals
      .filter((p) => p.rich_summary_json?.includes('"typeName":"recipe"'))
      .map((p) => richSummary.parse(json(p.rich_summary_json)));
    expect(recipes.length).toBeGreaterThanOrEqual(10);
    expect(recipes.some((s) => (s.displayCookTime ?? 0) > 60)).toBe(true);
    const ratings = recipes.flatMap((s) => (s.aggregateRating ? [s.aggregateRating] : []));
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((a) => a.bestRating === 5 && a.ratingValue <= 5 && a.ratingCount >= a.reviewCount)).toBe(true);
  });

  test('story pins have pages of image, video and text blocks pointing at real rows; one is deleted', () => {
    type Story = {
      isDeleted: boolean;
      hasProductPins: boolean;
      hasAffiliateProducts: boolean;
      pages: { blocks: { type: string; imageId?: number; videoId?: number; text?: string }[] }[];
    };
    const stories = originals.filter((p) => p.story_pin_json).map((p) => json<Story>(p.story_pin_json));
    expect(stories.length).toBeGreaterThanOrEqual(3);
    expect(stories.filter((s) => s.isDeleted)).toHaveLength(1);
    const blocks = stories.flatMap((s) => s.pages.flatMap((page) => page.blocks));
    expect(new Set(blocks.map((b) => b.type))).toEqual(new Set(['image', 'video', 'text']));
    for (const b of blocks) {
      if (b.type === 'image') expect(count('SELECT COUNT(*) FROM images WHERE id = ?', b.imageId)).toBe(1);
      if (b.type === 'video') expect(count('SELECT COUNT(*) FROM videos WHERE id = ?', b.videoId)).toBe(1);
    }
  });

  test('carousels have 2 to 5 slots with their own images', () => {
    type Carousel = { slots: { id: string; title: string; details: string; link: string; itemId: string; imageId: number }[] };
    const carousels = originals.filter((p) => p.carousel_json).map((p) => ({ pin: p, data: json<Carousel>(p.carousel_json) }));
    expect(carousels.length).toBeGreaterThanOrEqual(3);
    for (const { pin, data } of carousels) {
      expect(data.slots.length).toBeGreaterThanOrEqual(2);
      expect(data.slots.length).toBeLessThanOrEqual(5);
      expect(data.slots[0].imageId).toBe(pin.image_id);
      expect(new Set(data.slots.map((s) => s.imageId)).size).toBe(data.slots.length);
      for (const s of data.slots) expect(count('SELECT COUNT(*) FROM images WHERE id = ?', s.imageId)).toBe(1);
    }
  });

  test('collection ads and promoted pins carry promoter and ad data', () => {
    type Ad = {
      collectionGridClickType: number | null;
      advertiserId: string | null;
      isWeightLossAd: boolean;
      isThirdPartyAd: boolean;
      isDownstreamPromotion: boolean;
    };
    const collections = originals.filter((p) => p.collection_json);
    expect(collections.length).toBeGreaterThanOrEqual(2);
    for (const p of collections) {
      expect(p.is_promoted).toBe(1);
      expect(p.promoter_id).not.toBeNull();
      expect(json<{ items: unknown[] }>(p.collection_json).items.length).toBeGreaterThanOrEqual(3);
      expect([2, 3]).toContain(json<Ad>(p.ad_json).collectionGridClickType);
    }
    const promoted = originals.filter((p) => p.is_promoted && !p.collection_json);
    expect(promoted.length).toBeGreaterThanOrEqual(3);
    const ads = promoted.map((p) => json<Ad>(p.ad_json));
    expect(ads.every((a) => a.advertiserId !== null)).toBe(true);
    expect(ads.some((a) => a.isWeightLossAd) && ads.some((a) => a.isThirdPartyAd) && ads.some((a) => a.isDownstreamPromotion)).toBe(true);
    expect(promoted.every((p) => p.promoter_id !== null)).toBe(true);
  });

  test('alt texts, notes and links vary the way real pins do', () => {
    expect(originals.some((p) => p.alt_text)).toBe(true);
    expect(originals.some((p) => !p.alt_text && p.auto_alt_text)).toBe(true);
    expect(originals.some((p) => !p.alt_text && !p.auto_alt_text)).toBe(true);
    expect(pins.filter((p) => p.pin_note).length).toBeGreaterThanOrEqual(3);
    const linked = originals.filter((p) => p.link);
    expect(linked.length / originals.length).toBeGreaterThan(0.7);
    expect(linked.every((p) => p.domain !== null && new URL(p.link ?? '').host === p.domain)).toBe(true);
  });
});

describe('social graph', () => {
  test('repins copy their original and save_count is exactly the number of repins', () => {
    const byId = new Map(pins.map((p) => [p.id, p]));
    for (const r of repins) {
      const origin = byId.get(r.origin_pin_id ?? 0);
      expect(origin?.origin_pin_id).toBeNull();
      expect(r.image_id).toBe(origin?.image_id);
      expect(r.pinner_id).not.toBe(origin?.pinner_id);
      expect(r.created_at).toBeGreaterThan(origin?.created_at ?? Infinity);
    }
    const saves = new Map<number, number>();
    for (const r of repins) saves.set(r.origin_pin_id ?? 0, (saves.get(r.origin_pin_id ?? 0) ?? 0) + 1);
    for (const p of originals) expect(p.save_count).toBe(saves.get(p.id) ?? 0);
    expect(repins.every((p) => p.save_count === 0)).toBe(true);
    expect(Math.max(...originals.map((p) => p.save_count))).toBeGreaterThanOrEqual(5);
  });

  test('pin ids follow creation time', () => {
    for (let i = 1; i < pins.length; i++) expect(pins[i].created_at).toBeGreaterThanOrEqual(pins[i - 1].created_at);
    expect(pins[pins.length - 1].created_at).toBeLessThan(NOW);
  });

  test('favorite_user_count equals the favorites rows, which sit on group-board pins only', () => {
    const favorites = new Map(
      (db.prepare('SELECT pin_id, COUNT(*) AS n FROM favorites GROUP BY pin_id').all() as { pin_id: number; n: number }[]).map((r) => [
        r.pin_id,
        r.n,
      ]),
    );
    for (const p of pins) expect(p.favorite_user_count).toBe(favorites.get(p.id) ?? 0);
    expect(
      count('SELECT COUNT(*) FROM favorites f JOIN pins p ON p.id = f.pin_id JOIN boards b ON b.id = p.board_id WHERE b.is_collaborative = 0'),
    ).toBe(0);
    expect(Math.max(...pins.map((p) => p.favorite_user_count))).toBeGreaterThanOrEqual(10);
  });

  test('reactions use the five types and gather on video and story pins', () => {
    expect(db.prepare('SELECT DISTINCT reaction_type FROM reactions ORDER BY 1').pluck().all()).toEqual([1, 5, 7, 11, 13]);
    const perPin = new Map(
      (db.prepare('SELECT pin_id, COUNT(*) AS n FROM reactions GROUP BY pin_id').all() as { pin_id: number; n: number }[]).map((r) => [
        r.pin_id,
        r.n,
      ]),
    );
    const mean = (list: PinRow[]) => list.reduce((s, p) => s + (perPin.get(p.id) ?? 0), 0) / list.length;
    const featured = originals.filter((p) => p.video_id || p.story_pin_json);
    const others = originals.filter((p) => !p.video_id && !p.story_pin_json);
    expect(mean(featured)).toBeGreaterThan(3 * mean(others));
    expect(perPin.size).toBeGreaterThan(100);
  });

  test('every original has one to three interests', () => {
    const perPin = new Map(
      (db.prepare('SELECT pin_id, COUNT(*) AS n FROM pin_interests GROUP BY pin_id').all() as { pin_id: number; n: number }[]).map((r) => [
        r.pin_id,
        r.n,
      ]),
    );
    for (const p of originals) {
      expect(perPin.get(p.id)).toBeGreaterThanOrEqual(1);
      expect(perPin.get(p.id)).toBeLessThanOrEqual(3);
    }
  });

  test('the demo account follows users, boards and interests; most users follow someone', () => {
    const demoId = count("SELECT id FROM users WHERE username = 'demo'");
    expect(count('SELECT COUNT(*) FROM user_follows WHERE follower_id = ?', demoId)).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) FROM board_follows WHERE user_id = ?', demoId)).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) FROM interest_follows WHERE user_id = ?', demoId)).toBeGreaterThanOrEqual(3);
    const users = count('SELECT COUNT(*) FROM users');
    expect(count('SELECT COUNT(DISTINCT follower_id) FROM user_follows')).toBeGreaterThan(users / 2);
    expect(count('SELECT COUNT(DISTINCT user_id) FROM interest_follows')).toBeGreaterThan(users / 2);
    expect(count("SELECT COUNT(*) FROM board_follows f JOIN boards b ON b.id = f.board_id WHERE b.privacy = 'secret'")).toBe(0);
  });

  test('full-text search finds seeded titles', () => {
    const hits = db.prepare("SELECT p.title FROM pin_search s JOIN pins p ON p.id = s.rowid WHERE pin_search MATCH 'ricotta'").pluck().all();
    expect(hits).toContain('Lemon Ricotta Pancakes');
    expect(count("SELECT COUNT(*) FROM pin_search WHERE pin_search MATCH 'interests:houseplants'")).toBeGreaterThan(0);
  });
});

describe('collages', () => {
  const sizes = () =>
    db.prepare('SELECT collage_pin_id AS id, COUNT(*) AS n FROM collage_items GROUP BY collage_pin_id').all() as { id: number; n: number }[];

  test('a handful of original collages of 2 to 5 sources: one of exactly 2 (no chips), some of 4 or 5 (first 3 shown)', () => {
    const list = sizes();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list.every(({ n }) => n >= 2 && n <= 5)).toBe(true);
    expect(list.some(({ n }) => n === 2)).toBe(true);
    expect(list.some(({ n }) => n >= 4)).toBe(true);
    for (const { id } of list) expect(pins.find((p) => p.id === id)?.origin_pin_id).toBeNull();
  });

  test('sources are other original pins on public boards, in positions 0..n-1, never a collage', () => {
    expect(
      count(`SELECT COUNT(*) FROM collage_items ci JOIN pins s ON s.id = ci.source_pin_id JOIN boards b ON b.id = s.board_id
             WHERE b.privacy <> 'public' OR s.origin_pin_id IS NOT NULL OR s.id = ci.collage_pin_id
               OR s.id IN (SELECT collage_pin_id FROM collage_items)`),
    ).toBe(0);
    for (const { id, n } of sizes()) {
      expect(db.prepare('SELECT position FROM collage_items WHERE collage_pin_id = ? ORDER BY position').pluck().all(id)).toEqual([
        ...Array(n).keys(),
      ]);
    }
  });

  test('collages are the newest pins, so the ids of every other pin are as before they existed', () => {
    const collageIds = sizes().map((c) => c.id);
    const newest = pins.slice(-collageIds.length).map((p) => p.id);
    expect(collageIds.sort((a, b) => a - b)).toEqual(newest);
  });

  test("a collage's picture is its sources' cut-outs: each source's middle shows up in its cell", async () => {
    // miacooks' collage: five sources, one wide cut-out on top and two pairs below (db/seed/media/collage.ts).
    const collage = db.prepare('SELECT collage_pin_id AS id FROM collage_items GROUP BY collage_pin_id HAVING COUNT(*) = 5').pluck().get() as number;
    const signatureOf = (pinId: number) =>
      db.prepare('SELECT i.signature FROM pins p JOIN images i ON i.id = p.image_id WHERE p.id = ?').pluck().get(pinId) as string;
    const pixels = async (signature: string, w: number, h: number, region?: sharp.Region) => {
      let img = sharp(path.join(MEDIA_DIR, 'images', signature, 'orig.jpg'));
      if (region) img = img.extract(region);
      return img.resize(w, h, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    };
    const distance = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;
    const sources = db.prepare('SELECT source_pin_id FROM collage_items WHERE collage_pin_id = ? ORDER BY position').pluck().all(collage) as number[];
    // The bottom-right cell of a 900 x 1200 collage of five: 378 x 340 at (468, 806), less an 11 px paper border.
    // Its middle 160 x 120 is the middle of the fifth source, scaled to cover the cell: it matches that one best.
    const inner = { width: 356, height: 318 };
    const cell = await pixels(signatureOf(collage), 8, 8, { left: 577, top: 916, width: 160, height: 120 });
    const scores = await Promise.all(
      sources.map(async (id) => {
        const meta = await sharp(path.join(MEDIA_DIR, 'images', signatureOf(id), 'orig.jpg')).metadata();
        const scale = Math.max(inner.width / meta.width!, inner.height / meta.height!);
        const [w, h] = [Math.round(160 / scale), Math.round(120 / scale)];
        return distance(
          cell,
          await pixels(signatureOf(id), 8, 8, {
            left: Math.round((meta.width! - w) / 2),
            top: Math.round((meta.height! - h) / 2),
            width: w,
            height: h,
          }),
        );
      }),
    );
    expect(scores.indexOf(Math.min(...scores))).toBe(4);
  });
});

describe('media', () => {
  const images = () =>
    db.prepare('SELECT id, signature, width, height, dominant_color FROM images ORDER BY id').all() as {
      id: number;
      signature: string;
      width: number;
      height: number;
      dominant_color: string;
    }[];

  test('every image has every size on disk', () => {
    const rows = images();
    expect(new Set(rows.map((r) => r.signature)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.signature).toMatch(/^[0-9a-f]{32}$/);
      expect(row.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
      for (const spec of IMAGE_SIZE_SPECS) expect(existsSync(path.join(MEDIA_DIR, 'images', row.signature, `${spec}.jpg`))).toBe(true);
    }
    expect(new Set(rows.map((r) => r.dominant_color)).size).toBeGreaterThan(50);
    expect(new Set(rows.map((r) => (r.width / r.height).toFixed(2))).size).toBeGreaterThanOrEqual(8);
  });

  test('a sample of images has exactly the sizes sizeForSpec gives and the dominant colour sharp computes', async () => {
    const rows = images();
    const sample = rows.filter((_, i) => i % Math.floor(rows.length / 20) === 0);
    expect(sample.length).toBeGreaterThanOrEqual(20);
    for (const row of sample) {
      const dir = path.join(MEDIA_DIR, 'images', row.signature);
      for (const spec of IMAGE_SIZE_SPECS) {
        const meta = await sharp(path.join(dir, `${spec}.jpg`)).metadata();
        expect({ spec, width: meta.width, height: meta.height, format: meta.format }).toEqual({ spec, ...sizeForSpec(spec, row), format: 'jpeg' });
      }
      const { dominant } = await sharp(path.join(dir, 'orig.jpg')).stats();
      expect(row.dominant_color).toBe(`#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    }
  });

  test('gif pins have a looping animation next to their still', async () => {
    const gifs = db
      .prepare('SELECT DISTINCT i.signature FROM pins p JOIN images i ON i.id = p.image_id WHERE p.is_gif = 1')
      .pluck()
      .all() as string[];
    expect(gifs.length).toBeGreaterThanOrEqual(3);
    for (const signature of gifs) {
      const meta = await sharp(path.join(MEDIA_DIR, 'images', signature, 'anim.gif')).metadata();
      expect(meta.format).toBe('gif');
      expect(meta.pages).toBeGreaterThan(1);
    }
  });

  test('video files are small, fast-start MP4s with the thumbnail the row names', () => {
    const videos = db
      .prepare(
        'SELECT v.signature, v.width, v.height, v.duration_ms, i.width AS tw, i.height AS th FROM videos v JOIN images i ON i.id = v.thumbnail_image_id',
      )
      .all() as {
      signature: string;
      width: number;
      height: number;
      duration_ms: number;
      tw: number;
      th: number;
    }[];
    expect(videos.length).toBeGreaterThanOrEqual(4);
    for (const v of videos) {
      const bytes = readFileSync(path.join(MEDIA_DIR, 'videos', `${v.signature}.mp4`));
      expect(bytes.length).toBeGreaterThan(1000);
      expect(bytes.length).toBeLessThan(200 * 1024);
      expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
      // Fast start: the movie header comes before the media data.
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      expect(v.duration_ms).toBeGreaterThanOrEqual(2000);
      expect(v.duration_ms).toBeLessThanOrEqual(4000);
      expect({ w: v.tw, h: v.th }).toEqual({ w: v.width, h: v.height });
    }
  });
});

describe('a second seed', () => {
  test(
    'into a fresh database gives identical rows and reuses every media file',
    async () => {
      const before = seededFileTimes(db);
      const again = migratedDb();
      const second = await seedDatabase(again, { ...SEED_OPTIONS, now: NOW });
      expect(second.media).toEqual({ imagesGenerated: 0, imagesReused: summary.images, videosCopied: 0 });
      const after = seededFileTimes(again);
      expect(after.size).toBe(before.size);
      expect([...after].filter(([file, mtime]) => before.get(file) !== mtime)).toEqual([]);
      for (const table of [
        'pins',
        'images',
        'videos',
        'boards',
        'board_sections',
        'board_collaborators',
        'pin_interests',
        'user_follows',
        'board_follows',
        'interest_follows',
        'reactions',
        'favorites',
        'collage_items',
      ]) {
        const dump = (d: Database.Database) => d.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
        expect({ table, rows: dump(again) }).toEqual({ table, rows: dump(db) });
      }
      const users = (d: Database.Database) =>
        d
          .prepare('SELECT * FROM users ORDER BY id')
          .all()
          .map((u) => ({ ...(u as object), password_hash: undefined }));
      expect(users(again)).toEqual(users(db));
      again.close();
    },
    SEED_TIMEOUT,
  );
});
