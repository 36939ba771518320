import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAnalyticsStore } from '../../server/features/analytics/store';
import { createAnalyticsService } from '../../server/features/analytics/service';
import { createConsentStore } from '../../server/features/consent/store';
import { createConsentService } from '../../server/features/consent/service';
import { ANALYTICS } from '../../shared/constants';
import { impressionOf } from './helpers/impressionOf';
import { makeApp } from './helpers/app';
import { MIGRATIONS_DIR, migrate } from '../../server/sqlite/migrate';
import { openDatabase, type Db } from '../../server/sqlite/open';

// Impressions stored a page a row (per-row SQLite work was most of a page's write, and a page of 25 impressions must
// record as fast as a trivial POST): counted into the daily counts by a periodic job, one statement a flush, while
// the stats read the daily counts plus the pages not counted yet. Counts stay exact whenever one looks.

const DAY = 24 * 60 * 60 * 1000;
const who = { userId: null, visitorKey: null };
const page = (pins: string[]) => pins.map(impressionOf);
const total = (store: ReturnType<typeof createAnalyticsStore>, pin: string, fromMs: number, toMs: number) =>
  store.pinDayCounts(pin, fromMs, toMs).reduce((sum, d) => sum + d.impressions, 0);

/** A database migrated up to, not including, the migration named `first`, for `check` to write rows and migrate on. */
function before(first: string, check: (db: Db) => void): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-migrations-'));
  const db = openDatabase(':memory:');
  try {
    for (const f of readdirSync(MIGRATIONS_DIR).filter((f) => f < first)) copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    migrate(db, dir);
    check(db);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('impression pages', () => {
  it('a page is one raw row, and the counts are exact before, across and after flushes and days', () => {
    const { db, clock } = makeApp();
    const store = createAnalyticsStore(db, { rawRowsMax: 1000, rollupChunk: 2 });
    const pages = db.prepare('SELECT count(*) FROM analytics_impression_pages').pluck();
    const counted = db.prepare(`SELECT object_id, day, count FROM analytics_daily_counts WHERE kind = 'impression' ORDER BY object_id, day`);
    const dayStart = Math.floor(clock.now() / DAY) * DAY;
    const day1 = new Date(dayStart).toISOString().slice(0, 10);
    const day2 = new Date(dayStart + DAY).toISOString().slice(0, 10);
    const all = () => [total(store, '7', dayStart, dayStart + 2 * DAY), total(store, '8', dayStart, dayStart + 2 * DAY)];

    db.transaction(() =>
      store.addImpressionBatches(
        [
          { who, impressions: page(['7', '7', '8']) },
          { who, impressions: page(['7']) },
        ],
        clock.now(),
      ),
    )();
    expect(pages.get()).toBe(2);
    expect(counted.all()).toEqual([]);
    expect(all()).toEqual([3, 1]);

    // A flush of at most two pages: the third waits for the next, and nothing is counted twice meanwhile.
    db.transaction(() => store.addImpressions(who, page(['8', '8']), clock.now()))();
    expect(store.maintain(clock.now())).toBe(0);
    expect(counted.all()).toEqual([
      { object_id: '7', day: day1, count: 3 },
      { object_id: '8', day: day1, count: 1 },
    ]);
    expect(all()).toEqual([3, 3]);

    clock.advance(DAY);
    db.transaction(() => store.addImpressions(who, page(['7']), clock.now()))();
    expect(all()).toEqual([4, 3]);
    expect(store.pinDayCounts('7', dayStart, dayStart + 2 * DAY).map((d) => [d.day, d.impressions])).toEqual([
      [day1, 3],
      [day2, 1],
    ]);
    // The next runs count yesterday's last page and today's, then remove yesterday's (counted) pages.
    store.maintain(clock.now());
    store.maintain(clock.now());
    expect(pages.get()).toBe(1);
    expect(counted.all()).toEqual([
      { object_id: '7', day: day1, count: 3 },
      { object_id: '7', day: day2, count: 1 },
      { object_id: '8', day: day1, count: 3 },
    ]);
    expect(all()).toEqual([4, 3]);
  });

  it('holds the cap on every write, counting the pages it removes first', () => {
    const { db, clock } = makeApp();
    const store = createAnalyticsStore(db, { rawRowsMax: 5, rollupChunk: 100 });
    const pages = db.prepare('SELECT count(*) FROM analytics_impression_pages').pluck();
    for (let i = 1; i <= 12; i++) {
      db.transaction(() => store.addImpressions(who, page(['7', '7']), clock.now()))();
      expect(pages.get()).toBeLessThanOrEqual(5);
      expect(total(store, '7', clock.now() - DAY, clock.now() + 1)).toBe(2 * i);
    }
  });

  it('a restarted service counts the pages its predecessor had not (nothing acknowledged is lost by a crash)', () => {
    const { db, clock } = makeApp();
    const consent = createConsentService(createConsentStore(db), clock);
    const first = createAnalyticsService(db, createAnalyticsStore(db), consent, clock);
    db.transaction(() => createAnalyticsStore(db).addImpressions(who, page(['7', '7', '7']), clock.now()))();
    first.close();
    db.transaction(() => createAnalyticsStore(db).addImpressions(who, page(['7']), clock.now()))();
    // No close: as after a crash. The next service reads the uncounted page, and its job counts it.
    const next = createAnalyticsService(db, createAnalyticsStore(db), consent, clock);
    expect(next.pinLast30Days('7').at(-1)!.impressions).toBe(4);
    next.maintain();
    expect(db.prepare(`SELECT count FROM analytics_daily_counts WHERE object_id = '7'`).pluck().get()).toBe(4);
    expect(next.pinLast30Days('7').at(-1)!.impressions).toBe(4);
    next.close();
  });

  it('close() counts every page, and the periodic job runs by itself', () => {
    jest.useFakeTimers();
    try {
      const { db, clock } = makeApp();
      const service = createAnalyticsService(db, createAnalyticsStore(db), createConsentService(createConsentStore(db), clock), clock);
      const counts = db.prepare(`SELECT coalesce(sum(count), 0) FROM analytics_daily_counts WHERE object_id = '7'`).pluck();
      db.transaction(() => createAnalyticsStore(db).addImpressions(who, page(['7', '7']), clock.now()))();
      expect(counts.get()).toBe(0);
      jest.advanceTimersByTime(ANALYTICS.countsFlushMs);
      expect(counts.get()).toBe(2);
      db.transaction(() => createAnalyticsStore(db).addImpressions(who, page(['7']), clock.now()))();
      service.close();
      expect(counts.get()).toBe(3);
      jest.advanceTimersByTime(10 * ANALYTICS.countsFlushMs);
      expect(counts.get()).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('migration 0025 gives every page written before it its pins, which the counts and the stats read', () => {
    before('0025', (db) => {
      const impression = (pin: string) => [pin, null, 0, 5, 90, 500, null, null, null, 236, 300, 1280, 800];
      db.prepare('INSERT INTO analytics_impression_pages (recorded_at, impressions) VALUES (?, ?)').run(
        1_764_000_000_000,
        JSON.stringify([impression('7'), impression('8'), impression('7')]),
      );
      migrate(db);
      expect(db.prepare('SELECT pins FROM analytics_impression_pages').pluck().get()).toBe('["7","8","7"]');
      const store = createAnalyticsStore(db);
      expect(total(store, '7', 1_764_000_000_000 - DAY, 1_764_000_000_000 + DAY)).toBe(2);
      store.flushCounts();
      expect(db.prepare(`SELECT object_id, count FROM analytics_daily_counts ORDER BY object_id`).all()).toEqual([
        { object_id: '7', count: 2 },
        { object_id: '8', count: 1 },
      ]);
    });
  });

  it('migration 0024 turns the raw rows recorded before it into uncounted pages, each impression kept as it was', () => {
    before('0024', (db) => {
      const insert = db.prepare(
        `INSERT INTO analytics_impressions (recorded_at, visitor_key, pin_id, client_tracking_params, slot_index, time, render_duration,
           visible_1, visible_50, visible_80, visible_100, cell_width, cell_height, window_width, window_height)
         VALUES (?, 'v', ?, ?, ?, 5, 90, 500, NULL, NULL, NULL, 236, 300, 1280, 800)`,
      );
      insert.run(1_764_000_000_000, '7', 'ctp', 0);
      insert.run(1_764_000_000_000 + DAY, '7', null, 1);
      const rows = db.prepare('SELECT * FROM analytics_impressions ORDER BY id').all() as Record<string, unknown>[];
      migrate(db);
      const { id: _oldId, ...firstRow } = rows[0];
      expect(db.prepare('SELECT * FROM analytics_impressions ORDER BY id').all()).toEqual([
        expect.objectContaining(firstRow),
        expect.objectContaining({ slot_index: 1, client_tracking_params: null, visible_50: null, recorded_at: 1_764_000_000_000 + DAY }),
      ]);
      const store = createAnalyticsStore(db);
      expect(store.pinDayCounts('7', 1_764_000_000_000 - DAY, 1_764_000_000_000 + 2 * DAY).map((d) => d.impressions)).toEqual([1, 1]);
    });
  });
});
