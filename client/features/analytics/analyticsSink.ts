import { ANALYTICS_SINK } from '../../../shared/constants';
import type { AnalyticsEvent, Impression } from '../../../shared/contracts/analytics';
import type { RootState } from '../../app/store';
import { sendAnalytics } from './analyticsApi';
import { analyticsAllowed } from './analyticsConsent';

/** A queue that keeps its newest entries only, so a page left open while sends fail does not grow without end. */
function cappedQueue<T>() {
  let items: T[] = [];
  return {
    push(item: T) {
      items.push(item);
      if (items.length > ANALYTICS_SINK.queueMax) items = items.slice(-ANALYTICS_SINK.queueMax);
    },
    take(): T[] {
      const taken = items;
      items = [];
      return taken;
    },
  };
}

/**
 * What the page records for analytics, batched: queued, then sent every flush interval and when the page is hidden or
 * left (with keepalive, so the last batch outlives the page). Consent is checked when a record is queued and again
 * when it is sent, so a refusal in between drops what was queued. A failed send is dropped and counted, never shown.
 */
export function createAnalyticsSink(getState: () => RootState) {
  const events = cappedQueue<AnalyticsEvent>();
  const impressions = cappedQueue<Impression>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;

  const send = async (go: () => Promise<unknown>) => {
    try {
      if ((await go()) === null) failures += 1;
    } catch {
      failures += 1;
    }
  };

  function flush(keepalive: boolean): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const queuedEvents = events.take();
    const queuedImpressions = impressions.take();
    if (!analyticsAllowed(getState())) return;
    for (let i = 0; i < queuedEvents.length; i += ANALYTICS_SINK.eventsPerBatch) {
      const batch = queuedEvents.slice(i, i + ANALYTICS_SINK.eventsPerBatch);
      void send(() => sendAnalytics('analyticsEventsCreate', { events: batch }, keepalive));
    }
    for (let i = 0; i < queuedImpressions.length; i += ANALYTICS_SINK.impressionsPerBatch) {
      const batch = queuedImpressions.slice(i, i + ANALYTICS_SINK.impressionsPerBatch);
      void send(() => sendAnalytics('analyticsImpressionsCreate', { impressions: batch }, keepalive));
    }
  }

  const queued = () => {
    timer ??= setTimeout(() => flush(false), ANALYTICS_SINK.flushIntervalMs);
  };

  const leaving = () => flush(true);
  // What is recorded while the page is hidden or being left (the impressions a hide ends) goes at once: the hide's own
  // flush may already have run, and a timer would never fire.
  let left = false;
  const queuedOrSent = () => (left || document.visibilityState === 'hidden' ? leaving() : queued());
  window.addEventListener('pagehide', () => {
    left = true;
    leaving();
  });
  // Back from the back/forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    left = false;
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leaving();
  });

  return {
    recordEvent(event: AnalyticsEvent): void {
      if (!analyticsAllowed(getState())) return;
      events.push(event);
      queuedOrSent();
    },
    recordImpression(impression: Impression): void {
      if (!analyticsAllowed(getState())) return;
      impressions.push(impression);
      queuedOrSent();
    },
    /** Sends that failed since the page loaded (for diagnostics; never shown). */
    failures: () => failures,
  };
}

export type AnalyticsSink = ReturnType<typeof createAnalyticsSink>;

const sinks = new WeakMap<() => RootState, AnalyticsSink>();

/** The one sink of a store (its getState), made on first use. */
export function sinkFor(getState: () => RootState): AnalyticsSink {
  let sink = sinks.get(getState);
  if (!sink) {
    sink = createAnalyticsSink(getState);
    sinks.set(getState, sink);
  }
  return sink;
}
