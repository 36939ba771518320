import { ANALYTICS } from '../../../shared/constants';
import type { AnalyticsEvent } from '../../../shared/contracts/analytics';
import type { Logger } from 'pino';
import type { Clock } from '../../config';
import { visitorAllows, type Visitor } from '../../http/visitor';
import type { Db } from '../../sqlite/open';
import type { ConsentService } from '../consent/service';
import { createGroupCommit } from '../../common/groupCommit';
import { ApiError } from '../../http/errors';
import { createImpressionWorker } from './impressionWorkerClient';
import { createImpressionWriter } from './impressionWriter';
import type { AnalyticsStore, EventRow, PinDayCounts } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
const PIN_EVENTS = new Set<number>(ANALYTICS.pinEventTypes);

/** Who is recording: signed in (their stored choice applies), or a signed-out visitor (their consent cookie's). */

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

/**
 * Events and impressions: stored only as far as the viewer's cookie consent allows analytics, and
 * only where they name a pin that exists and that the viewer may see, written in group commits (every batch that
 * arrives in one turn of the event loop shares one transaction), and kept bounded by rolling older raw rows into daily
 * counts. Impressions are stored a page a row, by the impression writer: on a thread of its own when
 * `impressionWorker` names its script and the database is a file (impressionWorkerClient.ts), else on this one. A
 * periodic job adds the new pages' impressions to the daily counts in one statement and removes counted old pages and
 * daily counts older than the stats read, a bounded amount each time.
 */
export function createAnalyticsService(
  db: Db,
  store: AnalyticsStore,
  consent: ConsentService,
  clock: Clock,
  { impressionWorker = null, logger }: { impressionWorker?: string | null; logger?: Logger } = {},
) {
  const commit = createGroupCommit(db);
  const impressions = impressionWorker && !db.memory ? createImpressionWorker(impressionWorker, db.name, logger) : createImpressionWriter(db, store);

  const allows = (v: Visitor): boolean => visitorAllows(v, 'allow_analytic_cookies', consent.allows);

  const maintain = () => impressions.maintain(clock.now());
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
    /** Stored as consent allows; an event about a pin only when the pin exists and the viewer may see it. */
    async recordEvents(v: Visitor, events: AnalyticsEvent[]): Promise<Recorded> {
      if (!allows(v)) return { recorded: 0, allowed: false };
      const who = { userId: v.userId, visitorKey: v.visitorKey };
      const recorded = await commit.run(() => {
        const visible = store.pinVisibility();
        const kept = events.filter(
          (e) => !PIN_EVENTS.has(e.event_type) || (e.object_id_str !== undefined && visible(v.userId ?? 0, e.object_id_str)),
        );
        store.addEvents(who, kept.map(eventRow), clock.now());
        return kept.length;
      });
      return { recorded, allowed: true };
    },
    /** A PinImpressionsResource create body, as sent: checked (refusals name the field) and stored as consent allows. */
    async recordImpressions(v: Visitor, body: Uint8Array): Promise<Recorded> {
      const allowed = allows(v);
      const answer = await impressions.write({ body, who: { userId: v.userId, visitorKey: v.visitorKey }, store: allowed, now: clock.now() });
      if ('refused' in answer) throw new ApiError(answer.refused.status, answer.refused.code, answer.refused.message, answer.refused.fields);
      return { recorded: answer.recorded, allowed };
    },
    /** The periodic job's work, now (for tests). */
    maintain,
    /** Stops the periodic job, lets the writes under way finish and counts every page: call before closing the database. */
    close(): Promise<void> {
      clearInterval(timer);
      return impressions.close();
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
