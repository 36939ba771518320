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
 * rolling older raw rows into daily counts as new ones arrive.
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
  // group commit, so they share one series of multi-row inserts and one roll-up instead of a savepoint and a roll-up
  // each. The batch either commits whole or fails whole, and every request waits for that commit.
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

  return {
    recordEvents: (v: AnalyticsViewer, events: AnalyticsEvent[]) =>
      record(v, events, (now) => store.addEvents({ userId: v.userId, visitorKey: v.visitorKey }, events.map(eventRow), now)),
    async recordImpressions(v: AnalyticsViewer, impressions: Impression[]): Promise<Recorded> {
      if (!allows(v)) return { recorded: 0, allowed: false };
      await writeImpressions({ userId: v.userId, visitorKey: v.visitorKey }, impressions.map(impressionRow));
      return { recorded: impressions.length, allowed: true };
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
