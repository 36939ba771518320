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
