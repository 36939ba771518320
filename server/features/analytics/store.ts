import { ANALYTICS } from '../../../shared/constants';
import type { Statement } from 'better-sqlite3';
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

export interface ImpressionRow {
  pin_id: string;
  client_tracking_params: string | null;
  slot_index: number;
  time: number;
  render_duration: number;
  visible_1: number | null;
  visible_50: number | null;
  visible_80: number | null;
  visible_100: number | null;
  cell_width: number;
  cell_height: number;
  window_width: number;
  window_height: number;
}

export interface PinDayCounts {
  day: string;
  impressions: number;
  saves: number;
  pin_clicks: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** 16 values a row: 50 rows stay far below SQLite's 32,766 bound variables, and a page of 25 is one statement. */
const IMPRESSION_ROWS_PER_INSERT = 50;
const DAY_OF = `date(recorded_at / 1000, 'unixepoch')`;

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

/** How many raw rows a table keeps, and how many beyond those it adds a write may roll up. */
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
  // One statement per chunk of rows rather than one per row: a page of 25 impressions is one step into SQLite, not 25.
  const impressionColumns = `recorded_at, user_id, visitor_key, pin_id, client_tracking_params, slot_index, time, render_duration,
       visible_1, visible_50, visible_80, visible_100, cell_width, cell_height, window_width, window_height`;
  const impressionValues = `(${Array(16).fill('?').join(', ')})`;
  const insertImpressions = new Map<number, Statement<unknown[]>>();
  const insertImpressionChunk = (count: number): Statement<unknown[]> => {
    let statement = insertImpressions.get(count);
    if (!statement) {
      statement = db.prepare(`INSERT INTO analytics_impressions (${impressionColumns}) VALUES ${Array(count).fill(impressionValues).join(', ')}`);
      insertImpressions.set(count, statement);
    }
    return statement;
  };
  const impressionParams = (who: Recorder, r: ImpressionRow, now: number): unknown[] => [
    now,
    who.userId,
    who.visitorKey,
    r.pin_id,
    r.client_tracking_params,
    r.slot_index,
    r.time,
    r.render_duration,
    r.visible_1,
    r.visible_50,
    r.visible_80,
    r.visible_100,
    r.cell_width,
    r.cell_height,
    r.window_width,
    r.window_height,
  ];
  const rollEvents = rollup(
    db,
    'analytics_events',
    `SELECT coalesce(object_id_str, ''), 'event', event_type, ${DAY_OF}, count(*) FROM analytics_events WHERE @due GROUP BY 1, 3, 4`,
    bounds.rawRowsMax,
  );
  const rollImpressions = rollup(
    db,
    'analytics_impressions',
    `SELECT pin_id, 'impression', 0, ${DAY_OF}, count(*) FROM analytics_impressions WHERE @due GROUP BY 1, 4`,
    bounds.rawRowsMax,
  );

  // A pin's days: the rolled-up counts plus the raw rows not rolled up yet (each row is in exactly one of the two).
  const pinDays = db.prepare<{ pin: string; from: string; to: string; fromMs: number; toMs: number; save: number; click: number }, PinDayCounts>(
    `WITH counts (day, kind, event_type, n) AS (
       SELECT day, kind, event_type, count FROM analytics_daily_counts
       WHERE object_id = @pin AND day BETWEEN @from AND @to AND (kind = 'impression' OR event_type IN (@save, @click))
       UNION ALL
       SELECT ${DAY_OF}, 'impression', 0, count(*) FROM analytics_impressions
       WHERE pin_id = @pin AND recorded_at >= @fromMs AND recorded_at < @toMs GROUP BY 1
       UNION ALL
       SELECT ${DAY_OF}, 'event', event_type, count(*) FROM analytics_events
       WHERE object_id_str = @pin AND event_type IN (@save, @click) AND recorded_at >= @fromMs AND recorded_at < @toMs GROUP BY 1, 3
     )
     SELECT day,
       sum(CASE WHEN kind = 'impression' THEN n ELSE 0 END) AS impressions,
       sum(CASE WHEN kind = 'event' AND event_type = @save THEN n ELSE 0 END) AS saves,
       sum(CASE WHEN kind = 'event' AND event_type = @click THEN n ELSE 0 END) AS pin_clicks
     FROM counts GROUP BY day ORDER BY day`,
  );
  /**
   * Several recorders' impressions in one go (the batches that arrived together): inserted in multi-row statements,
   * then rolled up once for all of them.
   */
  function addImpressionBatches(batches: { who: Recorder; rows: ImpressionRow[] }[], now: number): void {
    const params = batches.flatMap(({ who, rows }) => rows.map((row) => impressionParams(who, row, now)));
    for (let i = 0; i < params.length; i += IMPRESSION_ROWS_PER_INSERT) {
      const chunk = params.slice(i, i + IMPRESSION_ROWS_PER_INSERT);
      insertImpressionChunk(chunk.length).run(chunk.flat());
    }
    rollImpressions(now, params.length + bounds.rollupChunk);
  }

  return {
    /** Each inserts its rows and then rolls up at most as many old ones as it added, plus a chunk. Call in a transaction. */
    addEvents(who: Recorder, rows: EventRow[], now: number): void {
      for (const row of rows) insertEvent.run({ ...who, ...row, recorded_at: now });
      rollEvents(now, rows.length + bounds.rollupChunk);
    },
    addImpressions(who: Recorder, rows: ImpressionRow[], now: number): void {
      addImpressionBatches([{ who, rows }], now);
    },
    addImpressionBatches,
    /**
     * Impressions, saves and pin clicks recorded for a pin per UTC day from `fromMs` (the start of a day) until
     * `toMs`; days with none are absent. For issue 14's stats page.
     */
    pinDayCounts(pinId: string, fromMs: number, toMs: number): PinDayCounts[] {
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const { save, pinClick } = ANALYTICS.pinStatEvents;
      return pinDays.all({ pin: pinId, from: day(fromMs), to: day(toMs - 1), fromMs, toMs, save, click: pinClick });
    },
  };
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
