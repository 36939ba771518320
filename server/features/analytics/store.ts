import { ANALYTICS } from '../../../shared/constants';
import type { Statement } from 'better-sqlite3';
import type { Impression } from '../../../shared/contracts/analytics';
import { BOARD_VISIBLE } from '../../common/visibility';
import type { Db } from '../../sqlite/open';

/** Who a row is about: a signed-in person, or a signed-out visitor's key (see experiences/visitorCookie.ts). */
export interface Recorder {
  userId: number | null;
  visitorKey: string | null;
}

export interface EventRow {
  event_type: number;
  view_type: number | null;
  view_parameter: number | null;
  component: number | null;
  element: number | null;
  object_id_str: string | null;
  aux_data: string | null;
}

export interface PinDayCounts {
  day: string;
  impressions: number;
  saves: number;
  pin_clicks: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// A page's JSON (one array an impression, in the columns of migration 0024), written out straight from the checked
// impressions rather than built as arrays for JSON.stringify: this is the write path's inner loop. Pin ids are digits
// and the rest whole numbers, so only the tracking params need escaping.
const orNull = (v: number | undefined) => (v === undefined ? 'null' : String(v));
const impressionJson = (i: Impression) =>
  `["${i.pin_id}",${i.clientTrackingParams === undefined ? 'null' : JSON.stringify(i.clientTrackingParams)},${i.slotIndex},${i.time},` +
  `${i.renderDuration},${orNull(i.visibility[1])},${orNull(i.visibility[50])},${orNull(i.visibility[80])},${orNull(i.visibility[100])},` +
  `${i.cellSize.width},${i.cellSize.height},${i.windowSize.width},${i.windowSize.height}]`;
const pageJson = (page: Impression[]) => `[${page.map(impressionJson).join(',')}]`;
const pinsJson = (page: Impression[]) => `[${page.map((i) => `"${i.pin_id}"`).join(',')}]`;

/** 5 values a page: 50 pages a statement stay far below SQLite's 32,766 bound variables. */
const PAGES_PER_INSERT = 50;
const DAY_OF = `date(recorded_at / 1000, 'unixepoch')`;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A raw table's roll-up: its rows from before the current UTC day, and its oldest past the cap, become daily counts
 * and leave the table, at most `limit` rows a call, oldest first. `aggregate` is the table's SELECT of
 * (object_id, kind, event_type, day, count) over the rows to roll, grouped.
 */
function rollup(db: Db, table: string, aggregate: string, rawRowsMax: number) {
  const ends = db.prepare<[], { first: number | null; last: number | null }>(
    `SELECT (SELECT min(id) FROM ${table}) AS first, (SELECT max(id) FROM ${table}) AS last`,
  );
  const firstAt = db.prepare<[number], number>(`SELECT recorded_at FROM ${table} WHERE id = ?`).pluck();
  const due = `id BETWEEN @first AND @upTo AND (recorded_at < @dayStart OR id <= @overCap)`;
  const count = db.prepare(
    `INSERT INTO analytics_daily_counts (object_id, kind, event_type, day, count)
     ${aggregate.replace('@due', due)}
     ON CONFLICT (object_id, kind, event_type, day) DO UPDATE SET count = count + excluded.count`,
  );
  const remove = db.prepare(`DELETE FROM ${table} WHERE ${due}`);

  /** Runs inside the caller's transaction, after its inserts; answers how many raw rows it rolled up. */
  return (now: number, limit: number): number => {
    const { first, last } = ends.get()!;
    if (first === null || last === null) return 0;
    const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
    // Ids only grow, so the span from the oldest row is the row count (at most); with the oldest row from today and
    // the span within the cap there is nothing to do, which is what almost every call finds, in two key lookups.
    if (firstAt.get(first)! >= dayStart && last - first + 1 <= rawRowsMax) return 0;
    const params = { first, upTo: first + limit - 1, dayStart, overCap: last - rawRowsMax };
    count.run(params);
    return remove.run(params).changes;
  };
}

/** How many raw rows (events) or pages (impressions) a table keeps, and how many beyond those a call may roll up. */
export interface RawBounds {
  rawRowsMax: number;
  rollupChunk: number;
}

const DEFAULT_BOUNDS: RawBounds = { rawRowsMax: ANALYTICS.rawRowsMax, rollupChunk: ANALYTICS.rollupChunk };

export function createAnalyticsStore(db: Db, bounds: RawBounds = DEFAULT_BOUNDS) {
  const insertEvent = db.prepare<Recorder & EventRow & { recorded_at: number }>(
    `INSERT INTO analytics_events (recorded_at, user_id, visitor_key, event_type, view_type, view_parameter, component, element, object_id_str, aux_data)
     VALUES (@recorded_at, @userId, @visitorKey, @event_type, @view_type, @view_parameter, @component, @element, @object_id_str, @aux_data)`,
  );
  const rollEvents = rollup(
    db,
    'analytics_events',
    `SELECT coalesce(object_id_str, ''), 'event', event_type, ${DAY_OF}, count(*) FROM analytics_events WHERE @due GROUP BY 1, 3, 4`,
    bounds.rawRowsMax,
  );

  // Impressions: one row per page, several pages a statement (the pages that arrived together).
  const insertPages = new Map<number, Statement<unknown[]>>();
  const insertPageChunk = (count: number): Statement<unknown[]> => {
    let statement = insertPages.get(count);
    if (!statement) {
      statement = db.prepare(
        `INSERT INTO analytics_impression_pages (recorded_at, user_id, visitor_key, impressions, pins) VALUES ${Array(count).fill('(?, ?, ?, ?, ?)').join(', ')}`,
      );
      insertPages.set(count, statement);
    }
    return statement;
  };
  const pageEnds = db.prepare<[], { first: number | null; last: number | null }>(
    'SELECT (SELECT min(id) FROM analytics_impression_pages) AS first, (SELECT max(id) FROM analytics_impression_pages) AS last',
  );
  const pageAt = db.prepare<[number], number>('SELECT recorded_at FROM analytics_impression_pages WHERE id = ?').pluck();
  const lastPageId = db.prepare<[], number>('SELECT coalesce(max(id), 0) FROM analytics_impression_pages').pluck();
  const countedThrough = db.prepare<[], number>('SELECT page_id FROM analytics_impressions_counted').pluck();
  const setCountedThrough = db.prepare<[number]>('UPDATE analytics_impressions_counted SET page_id = ?');
  // Removing counted pages only: what leaves the table is already in the daily counts.
  const removePages = db.prepare<{ through: number; dayStart: number; overCap: number; limit: number }>(
    `DELETE FROM analytics_impression_pages WHERE id IN (
       SELECT id FROM analytics_impression_pages WHERE id <= @through AND (recorded_at < @dayStart OR id <= @overCap)
       ORDER BY id LIMIT @limit)`,
  );

  /**
   * Adds the impressions of the pages after the last counted one, up to `upTo`, to the daily counts: one statement
   * whatever the number of pins and days, so that a page's write costs no count statement. Call in a transaction.
   */
  const countPages = db.prepare<{ through: number; upTo: number }>(
    `INSERT INTO analytics_daily_counts (object_id, kind, event_type, day, count)
     SELECT j.value, 'impression', 0, ${DAY_OF}, count(*)
     FROM analytics_impression_pages p, json_each(p.pins) j WHERE p.id > @through AND p.id <= @upTo GROUP BY 1, 4
     ON CONFLICT (object_id, kind, event_type, day) DO UPDATE SET count = count + excluded.count`,
  );
  function flushCounts(limit: number): void {
    const through = countedThrough.get()!;
    const upTo = Math.min(lastPageId.get()!, through + limit);
    if (upTo <= through) return;
    countPages.run({ through, upTo });
    setCountedThrough.run(upTo);
  }

  /**
   * Removes counted pages from before the current UTC day or past the cap (with `incoming` more pages in), at most
   * `limit`, oldest first, counting the pages that are due first. Answers how many pages left.
   */
  function rollPages(now: number, limit: number, incoming = 0): number {
    const { first, last } = pageEnds.get()!;
    if (first === null || last === null) return 0;
    const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
    const overCap = last + incoming - bounds.rawRowsMax;
    // Ids only grow, so with the oldest page from today and within the cap there is nothing to do, which is what
    // almost every write finds, in two key lookups.
    if (pageAt.get(first)! >= dayStart && first > overCap) return 0;
    flushCounts(Math.max(0, Math.min(last, first + limit - 1) - countedThrough.get()!));
    return removePages.run({ through: countedThrough.get()!, dayStart, overCap, limit }).changes;
  }

  /**
   * Several recorders' pages in one go (the pages that arrived together): the due roll first, so that the cap holds
   * with the new pages in, then multi-row inserts; their impressions are counted by the next flush. Call in a
   * transaction.
   */
  function addImpressionBatches(batches: { who: Recorder; impressions: Impression[] }[], now: number): void {
    rollPages(now, batches.length + bounds.rollupChunk, batches.length);
    const params = batches.map(({ who, impressions }) => [now, who.userId, who.visitorKey, pageJson(impressions), pinsJson(impressions)]);
    for (let i = 0; i < params.length; i += PAGES_PER_INSERT) {
      const chunk = params.slice(i, i + PAGES_PER_INSERT);
      insertPageChunk(chunk.length).run(chunk.flat());
    }
  }

  // A pin's days: the daily counts plus what is not in them yet (its raw events, the impressions of uncounted pages),
  // and its saves, counted from the saves themselves (its saved copies, by the day each was made).
  const pinDays = db.prepare<{ pin: string; pinId: number; from: string; to: string; fromMs: number; toMs: number; click: number }, PinDayCounts>(
    `WITH counts (day, kind, n) AS (
       SELECT day, kind, count FROM analytics_daily_counts
       WHERE object_id = @pin AND day BETWEEN @from AND @to AND (kind = 'impression' OR event_type = @click)
       UNION ALL
       SELECT ${DAY_OF}, 'impression', count(*) FROM analytics_impression_pages p, json_each(p.pins) j
       WHERE p.id > (SELECT page_id FROM analytics_impressions_counted) AND j.value = @pin
         AND recorded_at >= @fromMs AND recorded_at < @toMs GROUP BY 1
       UNION ALL
       SELECT ${DAY_OF}, 'event', count(*) FROM analytics_events
       WHERE object_id_str = @pin AND event_type = @click AND recorded_at >= @fromMs AND recorded_at < @toMs GROUP BY 1
       UNION ALL
       SELECT date(created_at / 1000, 'unixepoch'), 'save', count(*) FROM pins
       WHERE origin_pin_id = @pinId AND created_at >= @fromMs AND created_at < @toMs GROUP BY 1
     )
     SELECT day,
       sum(CASE WHEN kind = 'impression' THEN n ELSE 0 END) AS impressions,
       sum(CASE WHEN kind = 'save' THEN n ELSE 0 END) AS saves,
       sum(CASE WHEN kind = 'event' THEN n ELSE 0 END) AS pin_clicks
     FROM counts GROUP BY day ORDER BY day`,
  );

  // Whether a pin exists and the viewer may see it (0: signed out), as every read path decides it. The board
  // is a subquery, not a join: written as a join, the same probe took 17 µs instead of 2.5 (measured; SQLite, built with
  // STAT4 by better-sqlite3, appears to plan such a join again whenever its parameters are bound).
  const pinVisible = db
    .prepare<{ id: number; viewer: number }, number>(
      `SELECT 1 FROM pins p WHERE p.id = @id AND (SELECT ${BOARD_VISIBLE} FROM boards b WHERE b.id = p.board_id)`,
    )
    .pluck();

  // Daily counts older than the days kept leave, oldest first, a bounded number a call.
  const oldestCountDay = db.prepare<[], string | null>('SELECT min(day) FROM analytics_daily_counts').pluck();
  const removeOldCounts = db.prepare<{ before: string; limit: number }>(
    `DELETE FROM analytics_daily_counts WHERE (object_id, kind, event_type, day) IN (
       SELECT object_id, kind, event_type, day FROM analytics_daily_counts WHERE day < @before ORDER BY day LIMIT @limit)`,
  );
  /** Removes at most `limit` daily counts from before the kept days; answers how many. */
  function pruneCounts(now: number, limit: number): number {
    const before = dayOf((Math.floor(now / DAY_MS) - ANALYTICS.countsKeptDays + 1) * DAY_MS);
    // The common case, nothing that old, is one lookup in the day index.
    const oldest = oldestCountDay.get();
    if (!oldest || oldest >= before) return 0;
    return removeOldCounts.run({ before, limit }).changes;
  }

  return {
    /** Inserts the rows and then rolls up at most as many old ones as it added, plus a chunk. Call in a transaction. */
    addEvents(who: Recorder, rows: EventRow[], now: number): void {
      for (const row of rows) insertEvent.run({ ...who, ...row, recorded_at: now });
      rollEvents(now, rows.length + bounds.rollupChunk);
    },
    addImpressions(who: Recorder, impressions: Impression[], now: number): void {
      addImpressionBatches([{ who, impressions }], now);
    },
    addImpressionBatches,
    /**
     * The periodic job's bounded work: the impressions of at most `rollupChunk` uncounted pages into the daily counts,
     * then at most `rollupChunk` pages leave, and at most `rollupChunk` daily counts older than the kept days. Answers
     * how many pages left.
     */
    maintain(now: number): number {
      return db.transaction(() => {
        flushCounts(bounds.rollupChunk);
        const pages = rollPages(now, bounds.rollupChunk);
        pruneCounts(now, bounds.rollupChunk);
        return pages;
      })();
    },
    /**
     * A check for one batch, made in its transaction: whether `pinId` is the id of a pin that exists and that `viewer`
     * (0: signed out) may see, one indexed probe per distinct viewer and id.
     */
    pinVisibility(): (viewer: number, pinId: string) => boolean {
      const seen = new Map<number, Map<string, boolean>>();
      return (viewer, pinId) => {
        let theirs = seen.get(viewer);
        if (!theirs) seen.set(viewer, (theirs = new Map()));
        let visible = theirs.get(pinId);
        if (visible === undefined) {
          // Only a pin's id as the pin's own links write it names the pin ('41', not '041' or '4.1e1').
          const id = Number(pinId);
          visible = Number.isSafeInteger(id) && String(id) === pinId && pinVisible.get({ id, viewer }) !== undefined;
          theirs.set(pinId, visible);
        }
        return visible;
      };
    },
    /** Every page's impressions into the daily counts (before the database closes). */
    flushCounts: () => db.transaction(() => flushCounts(Number.MAX_SAFE_INTEGER))(),
    /**
     * Impressions, saves and pin clicks recorded for a pin per UTC day from `fromMs` (the start of a day) until
     * `toMs`; days with none are absent. For the pin stats page.
     */
    pinDayCounts(pinId: string, fromMs: number, toMs: number): PinDayCounts[] {
      const click = ANALYTICS.pinStatEvents.pinClick;
      return pinDays.all({ pin: pinId, pinId: Number(pinId), from: dayOf(fromMs), to: dayOf(toMs - 1), fromMs, toMs, click });
    },
  };
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
