import { ANALYTICS } from '../../shared/constants';
import { createAnalyticsStore, type EventRow } from '../../server/features/analytics/store';
import { impressionOf } from './helpers/impressionOf';
import { makeApp } from './helpers/app';

const DAY = 24 * 60 * 60 * 1000;
const BOUNDS = { rawRowsMax: 50, rollupChunk: 10 };

const clickRow = (pin: string): EventRow => ({
  event_type: 12,
  view_type: null,
  view_parameter: null,
  component: null,
  element: null,
  object_id_str: pin,
  aux_data: null,
});

describe('raw rows (pages, for impressions) stay bounded and every count stays exact (small bounds: 50 raw rows, chunks of 10)', () => {
  it('under a steady stream within one day, the oldest pages past the cap roll up, a bounded number per write', () => {
    const { db, clock } = makeApp();
    const store = createAnalyticsStore(db, BOUNDS);
    const rawPages = db.prepare('SELECT count(*) FROM analytics_impression_pages').pluck();
    const sent = new Map<string, number>();
    for (let write = 0; write < 70; write++) {
      // Batches of 1 to 7 rows over three pins, a minute apart.
      const rows = Array.from({ length: (write % 7) + 1 }, (_, i) => impressionOf(String(41 + ((write + i) % 3))));
      const before = rawPages.get() as number;
      db.transaction(() => store.addImpressions({ userId: null, visitorKey: null }, rows, clock.now()))();
      const after = rawPages.get() as number;
      for (const r of rows) sent.set(r.pin_id, (sent.get(r.pin_id) ?? 0) + 1);
      expect(after).toBeLessThanOrEqual(BOUNDS.rawRowsMax);
      expect(before + 1 - after).toBeLessThanOrEqual(1 + BOUNDS.rollupChunk);
      for (const [pin, n] of sent) {
        const counted = store.pinDayCounts(pin, Math.floor(clock.now() / DAY) * DAY, clock.now() + 1).reduce((sum, d) => sum + d.impressions, 0);
        expect(counted).toBe(n);
      }
      clock.advance(60_000);
    }
    expect(rawPages.get()).toBe(BOUNDS.rawRowsMax);
  });

  it("a day's backlog larger than one write may roll is worked off over the next writes, counts exact throughout", () => {
    const { db, clock } = makeApp();
    const store = createAnalyticsStore(db, { rawRowsMax: 1000, rollupChunk: 10 });
    const rawEvents = db.prepare('SELECT count(*) FROM analytics_events').pluck();
    const dayStart = Math.floor(clock.now() / DAY) * DAY;
    const write = (n: number) =>
      db.transaction(() =>
        store.addEvents(
          { userId: null, visitorKey: null },
          Array.from({ length: n }, () => clickRow('7')),
          clock.now(),
        ),
      )();
    const clicks = () => store.pinDayCounts('7', dayStart, dayStart + 2 * DAY).map((d) => [d.day, d.pin_clicks]);
    const day1 = new Date(dayStart).toISOString().slice(0, 10);
    const day2 = new Date(dayStart + DAY).toISOString().slice(0, 10);

    write(35);
    clock.advance(DAY);
    write(1); // rolls 11 of yesterday's 35
    expect(rawEvents.get()).toBe(36 - 11);
    expect(clicks()).toEqual([
      [day1, 35],
      [day2, 1],
    ]);
    write(1);
    write(1); // 11 + 11 more: 2 of yesterday's left
    expect(rawEvents.get()).toBe(38 - 33);
    write(1);
    expect(rawEvents.get()).toBe(4);
    expect(clicks()).toEqual([
      [day1, 35],
      [day2, 4],
    ]);
    expect(db.prepare('SELECT count FROM analytics_daily_counts').pluck().all()).toEqual([35]);
  });
});

describe('daily counts older than the stats read leave (issue 20)', () => {
  it(`keeps ${ANALYTICS.countsKeptDays} UTC days, today included, removing older ones oldest first, at most a chunk a run`, () => {
    const { db, clock } = makeApp();
    const store = createAnalyticsStore(db, BOUNDS);
    const today = Math.floor(clock.now() / DAY) * DAY;
    const dayOf = (daysAgo: number) => new Date(today - daysAgo * DAY).toISOString().slice(0, 10);
    const insert = db.prepare(`INSERT INTO analytics_daily_counts (object_id, kind, event_type, day, count) VALUES (?, 'impression', 0, ?, 1)`);
    // Three pins a day, from 40 days ago to today: 9 days (27 counts) are older than the kept days.
    for (let ago = 0; ago <= 40; ago++) for (const pin of ['7', '8', '9']) insert.run(pin, dayOf(ago));
    const days = db.prepare('SELECT DISTINCT day FROM analytics_daily_counts ORDER BY day').pluck();
    const statsBefore = store.pinDayCounts('7', today - (ANALYTICS.statsDays - 1) * DAY, today + DAY);

    store.maintain(clock.now());
    // One run removes a chunk (10), the oldest: 40 to 38 days ago go, one count of 37 days ago with them.
    expect(db.prepare('SELECT count(*) FROM analytics_daily_counts').pluck().get()).toBe(41 * 3 - BOUNDS.rollupChunk);
    expect(days.all()[0]).toBe(dayOf(37));
    store.maintain(clock.now());
    store.maintain(clock.now());
    expect(days.all()).toEqual(Array.from({ length: ANALYTICS.countsKeptDays }, (_, i) => dayOf(ANALYTICS.countsKeptDays - 1 - i)));
    expect(db.prepare('SELECT count(*) FROM analytics_daily_counts').pluck().get()).toBe(ANALYTICS.countsKeptDays * 3);
    // What the stats read is all still there.
    expect(store.pinDayCounts('7', today - (ANALYTICS.statsDays - 1) * DAY, today + DAY)).toEqual(statsBefore);
  });
});
