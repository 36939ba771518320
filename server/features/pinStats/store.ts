import { BOARD_VISIBLE } from '../../common/visibility';
import type { Db } from '../../sqlite/open';

/** What the stats rules (shared/domain/pinStats.ts) read about a pin the viewer can see. */
export interface StatsPinRow {
  pinner_id: number;
  board_privacy: 'public' | 'protected' | 'secret';
  is_repin: 0 | 1;
  is_story_pin: 0 | 1;
  is_promoted: 0 | 1;
  created_at: number;
}

export function createPinStatsStore(db: Db) {
  const visiblePin = db.prepare<{ id: number; viewer: number }, StatsPinRow>(
    `SELECT p.pinner_id, b.privacy AS board_privacy, p.origin_pin_id IS NOT NULL AS is_repin,
       p.story_pin_json IS NOT NULL AS is_story_pin, p.is_promoted, p.created_at
     FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id = @id AND ${BOARD_VISIBLE}`,
  );
  const pinnerOf = db.prepare<[number], number>('SELECT pinner_id FROM pins WHERE id = ?').pluck();
  const managed = db.prepare<[number], number>('SELECT profile_id FROM profile_managers WHERE manager_id = ?').pluck();
  const isPartner = db.prepare<[number], number>('SELECT is_partner FROM users WHERE id = ?').pluck();
  // Counts older than the 30 days are all rolled up (raw rows leave the day after), and kept for a little longer
  // (ANALYTICS.countsKeptDays), so this one key probe finds them.
  const rolledUp = db.prepare<[string], number>('SELECT 1 FROM analytics_daily_counts WHERE object_id = ? LIMIT 1').pluck();

  return {
    /** Signed out is viewer 0, as BOARD_VISIBLE expects. */
    visiblePin: (pinId: number, viewerId: number) => visiblePin.get({ id: pinId, viewer: viewerId }),
    pinnerOf: (pinId: number) => pinnerOf.get(pinId),
    managedProfiles: (managerId: number) => managed.all(managerId),
    isPartner: (userId: number) => isPartner.get(userId) === 1,
    hasRolledUpCounts: (pinId: string) => rolledUp.get(pinId) !== undefined,
  };
}

export type PinStatsStore = ReturnType<typeof createPinStatsStore>;
