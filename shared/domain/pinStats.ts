import { PIN_STATS } from '../constants';

export type PinStatMetric = (typeof PIN_STATS.metrics)[number];
export type StatsRole = 'owner' | 'manager';

/**
 * A pin's numbers are for its owner and for whoever manages the owner's profile (business access), no one
 * else. null: the viewer may not see them.
 */
export function statsRole(viewerId: number, pinnerId: number, managedProfileIds: readonly number[]): StatsRole | null {
  if (viewerId === pinnerId) return 'owner';
  return managedProfileIds.includes(pinnerId) ? 'manager' : null;
}

export interface StatsPinFacts {
  isStoryPin: boolean;
  isRepin: boolean;
  boardPrivacy: 'public' | 'protected' | 'secret';
  isPromoted: boolean;
  /** Anything is recorded about the pin: events, impressions, saves, or daily counts (kept ANALYTICS.countsKeptDays). */
  hasAnalytics: boolean;
}

/**
 * Which of the 30-day numbers the viewer entitled to a pin's stats sees; the others show as 'not available'.
 * Story pin stats are a partner feature (as the stats button is). A partner sees them for their own public or
 * protected pins that are not repins, story pins, or any pin with recorded analytics. A promoted pin (its promotion
 * removable) shows impressions and pin clicks only.
 */
export function pinStatsMetrics(pin: StatsPinFacts, viewerIsPartner: boolean): PinStatMetric[] {
  if (pin.isStoryPin && !viewerIsPartner) return [];
  if (viewerIsPartner) {
    const eligible = pin.isStoryPin || pin.hasAnalytics || (!pin.isRepin && pin.boardPrivacy !== 'secret');
    if (!eligible) return [];
  }
  return PIN_STATS.metrics.filter((m) => !pin.isPromoted || m !== 'saves');
}
