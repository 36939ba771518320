import { ANALYTICS } from '../../../shared/constants';
import type { AnalyticsEvent, Impression } from '../../../shared/contracts/analytics';
import { consentAllows } from '../../../shared/domain/cookieConsent';
import type { Clock } from '../../config';
import type { Db } from '../../sqlite/open';
import type { ConsentDecision } from '../consent/cookie';
import type { ConsentService } from '../consent/service';
import { stateOf } from '../consent/service';
import { createGroupCommit } from '../saves/groupCommit';
import { createAnalyticsStore, type EventRow, type ImpressionRow, type PinDayCounts, type Recorder } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is recording: signed in (their stored choice applies), or a signed-out visitor (their consent cookie's). */
export type AnalyticsViewer = { userId: number; visitorKey: null } | { userId: null; visitorKey: string | null; consent: ConsentDecision | null };

export interface Recorded {
  recorded: number;
  allowed: boolean;
}

const eventRow = (e: AnalyticsEvent): EventRow => ({
  event_type: e.event_type,
  view_type: e.view_type ?? null,
  view_parameter: e.view_parameter ?? null,
  component: e.component ?? null,
  element: e.element ?? null,
  object_id_str: e.object_id_str ?? null,
  aux_data: e.aux_data === undefined ? null : JSON.stringify(e.aux_data),
});

const impressionRow = (i: Impression): ImpressionRow => ({
  pin_id: i.pin_id,
  client_tracking_params: i.clientTrackingParams ?? null,
  slot_index: i.slotIndex,
  time: i.time,
  render_duration: i.renderDuration,
  visible_1: i.visibility[1] ?? null,
  visible_50: i.visibility[50] ?? null,
  visible_80: i.visibility[80] ?? null,
  visible_100: i.visibility[100] ?? null,
  cell_width: i.cellSize.width,
  cell_height: i.cellSize.height,
  window_width: i.windowSize.width,
  window_height: i.windowSize.height,
});

/**
 * Events and impressions (issue 14): stored only as far as the viewer's cookie consent allows analytics, written in
 * group commits (every batch that arrives in one turn of the event loop shares one transaction), and kept bounded by
 * rolling older raw rows into daily counts. Impressions are stored a page a row; a periodic job adds the new pages'
 * impressions to the daily counts in one statement and removes counted old pages, a bounded amount each time.
 */
export function createAnalyticsService(db: Db, consent: ConsentService, clock: Clock) {
  const store = createAnalyticsStore(db);
  const commit = createGroupCommit(db);

  const allows = (v: AnalyticsViewer): boolean =>
    v.userId !== null ? consent.allows(v.userId, 'allow_analytic_cookies') : consentAllows(stateOf(v.consent), 'allow_analytic_cookies');

  async function record<T>(v: AnalyticsViewer, items: T[], write: (now: number) => void): Promise<Recorded> {
    if (!allows(v)) return { recorded: 0, allowed: false };
    await commit.run(() => write(clock.now()));
    return { recorded: items.length, allowed: true };
  }

  // The grid's hot path: every page of impressions that arrives in one turn of the event loop joins one job of the
  // group commit, so they share one multi-row insert instead of a savepoint each. The batch either commits whole or
  // fails whole, and every request waits for that commit: what is acknowledged is on disk, counted or not (a page's
  // impressions are counted from the page itself, so neither a crash nor another process can lose a count).
  let pendingImpressions: { who: Recorder; rows: ImpressionRow[] }[] = [];
  let impressionsWritten: Promise<void> | null = null;
  const writeImpressions = (who: Recorder, rows: ImpressionRow[]): Promise<void> => {
    pendingImpressions.push({ who, rows });
    impressionsWritten ??= commit.run(() => {
      const batches = pendingImpressions;
      pendingImpressions = [];
      impressionsWritten = null;
      store.addImpressionBatches(batches, clock.now());
    });
    return impressionsWritten;
  };

  const maintain = () => store.maintain(clock.now());
  // unref: the job never keeps a process alive; close() does the last flush. A failed run (the database busy) is
  // retried by the next; nothing is lost meanwhile, the pages hold every impression.
  const timer = setInterval(() => {
    try {
      maintain();
    } catch {
      /* retried next interval */
    }
  }, ANALYTICS.countsFlushMs).unref();

  return {
    recordEvents: (v: AnalyticsViewer, events: AnalyticsEvent[]) =>
      record(v, events, (now) => store.addEvents({ userId: v.userId, visitorKey: v.visitorKey }, events.map(eventRow), now)),
    async recordImpressions(v: AnalyticsViewer, impressions: Impression[]): Promise<Recorded> {
      if (!allows(v)) return { recorded: 0, allowed: false };
      await writeImpressions({ userId: v.userId, visitorKey: v.visitorKey }, impressions.map(impressionRow));
      return { recorded: impressions.length, allowed: true };
    },
    /** The periodic job's work, now (for tests and the final flush). */
    maintain,
    /** Stops the periodic job and adds what is counted in memory to the daily counts: call before closing the database. */
    close(): void {
      clearInterval(timer);
      store.flushCounts();
    },
    /** A pin's last 30 UTC days, today included, oldest first, with every day present (0 where nothing was recorded). */
    pinLast30Days(pinId: string): PinDayCounts[] {
      const toMs = (Math.floor(clock.now() / DAY_MS) + 1) * DAY_MS;
      const fromMs = toMs - ANALYTICS.statsDays * DAY_MS;
      const recorded = new Map(store.pinDayCounts(pinId, fromMs, toMs).map((d) => [d.day, d]));
      return Array.from({ length: ANALYTICS.statsDays }, (_, i) => {
        const day = new Date(fromMs + i * DAY_MS).toISOString().slice(0, 10);
        return recorded.get(day) ?? { day, impressions: 0, saves: 0, pin_clicks: 0 };
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
