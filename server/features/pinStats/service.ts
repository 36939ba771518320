import type { PinStats, PinStatsDay } from '../../../shared/contracts/pinStats';
import { pinStatsMetrics, statsRole, type PinStatMetric } from '../../../shared/domain/pinStats';
import { forbidden, notFound } from '../../http/errors';
import type { AnalyticsService } from '../analytics/service';
import type { PinStatsStore } from './store';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Pin stats: the recorded last 30 days of a pin, for its owner or a manager of their
 * profile. A pin the viewer cannot see is a 404, as everywhere, so a secret pin's existence does not leak; one they can
 * see but whose numbers are not theirs is a 403. Days before the pin existed have no numbers: they are null, as are
 * the numbers pinStatsMetrics does not give this viewer (a promoted pin shows impressions and pin clicks only).
 */
export function createPinStatsService(store: PinStatsStore, analytics: AnalyticsService) {
  /** A manager acts as the profile: its pins are visible to them as to the profile (its secret boards too). */
  function managedPin(pinId: number, managed: readonly number[]) {
    const pinner = store.pinnerOf(pinId);
    return pinner !== undefined && managed.includes(pinner) ? store.visiblePin(pinId, pinner) : undefined;
  }

  return {
    get(viewerId: number, pinId: string): PinStats {
      const managed = store.managedProfiles(viewerId);
      const pin = store.visiblePin(Number(pinId), viewerId) ?? managedPin(Number(pinId), managed);
      if (!pin) throw notFound('Pin');
      const role = statsRole(viewerId, pin.pinner_id, managed);
      if (!role) throw forbidden("Only the pin's owner or a manager of their profile can see its stats.");

      const recorded = analytics.pinLast30Days(pinId);
      const hasAnalytics = recorded.some((d) => d.impressions + d.saves + d.pin_clicks > 0) || store.hasRolledUpCounts(pinId);
      const facts = {
        isStoryPin: pin.is_story_pin === 1,
        isRepin: pin.is_repin === 1,
        boardPrivacy: pin.board_privacy,
        isPromoted: pin.is_promoted === 1,
        hasAnalytics,
      };
      // The profile's partner status decides: a manager acts as that profile (for an owner it is their own).
      const metrics = pinStatsMetrics(facts, store.isPartner(pin.pinner_id));
      const shown = new Set<PinStatMetric>(metrics);
      const firstDay = dayOf(pin.created_at);

      const days: PinStatsDay[] = recorded.map((d) => {
        const value = (m: PinStatMetric) => (shown.has(m) && d.day >= firstDay ? d[m] : null);
        return { day: d.day, impressions: value('impressions'), saves: value('saves'), pin_clicks: value('pin_clicks') };
      });
      const total = (m: PinStatMetric) => (shown.has(m) ? days.reduce((sum, d) => sum + (d[m] ?? 0), 0) : null);
      const totals = { impressions: total('impressions'), saves: total('saves'), pin_clicks: total('pin_clicks') };
      return { pin_id: pinId, role, metrics, days, totals };
    },
  };
}

export type PinStatsService = ReturnType<typeof createPinStatsService>;
