import type { ExperienceRow, ExperienceStateRow } from '../../../db/tables';
import type { Db } from '../../sqlite/open';

export type ExperienceState = ExperienceStateRow['status'];

export interface StateCounts {
  viewed: number;
  completed: number;
  dismissed: number;
}

/** Experiences, viewers' states and triggers, as prepared statements. */
export function createExperiencesStore(db: Db) {
  // Live: not retired; schedule and targeting are checked by the service (shared/domain/experiences/targeting.ts).
  const livePlaced = db.prepare<{ placements: string }, ExperienceRow>(
    `SELECT * FROM experiences WHERE retired_at IS NULL AND placement_id IN (SELECT value FROM json_each(@placements))
     ORDER BY placement_id, priority DESC, id`,
  );
  const allLive = db.prepare<[], ExperienceRow>(`SELECT * FROM experiences WHERE retired_at IS NULL ORDER BY placement_id, priority DESC, id`);
  const byPair = db.prepare<[number, number], ExperienceRow>(`SELECT * FROM experiences WHERE placement_id = ? AND experience_id = ?`);
  const byId = db.prepare<[number], ExperienceRow>(`SELECT * FROM experiences WHERE id = ?`);
  const statesOf = db.prepare<{ viewer: string; rows: string }, Pick<ExperienceStateRow, 'experience_row' | 'status'>>(
    `SELECT experience_row, status FROM experience_states WHERE viewer_key = @viewer AND experience_row IN (SELECT value FROM json_each(@rows))`,
  );
  const stateOf = db
    .prepare<[number, string], ExperienceState>(`SELECT status FROM experience_states WHERE experience_row = ? AND viewer_key = ?`)
    .pluck();
  const view = db.prepare<{ row: number; viewer: string; user: number | null; now: number }>(
    `INSERT INTO experience_states (experience_row, viewer_key, user_id, status, viewed_at) VALUES (@row, @viewer, @user, 'viewed', @now)
     ON CONFLICT (experience_row, viewer_key) DO NOTHING`,
  );
  // Completed and dismissed are final: only an unviewed or viewed experience moves to either.
  const finish = db.prepare<{ row: number; viewer: string; user: number | null; now: number; status: 'completed' | 'dismissed' }>(
    `INSERT INTO experience_states (experience_row, viewer_key, user_id, status, viewed_at, finished_at)
     VALUES (@row, @viewer, @user, @status, @now, @now)
     ON CONFLICT (experience_row, viewer_key) DO UPDATE SET status = excluded.status, finished_at = excluded.finished_at
     WHERE experience_states.status = 'viewed'`,
  );
  const trigger = db.prepare<{ row: number; viewer: string; user: number | null; context: string; now: number }>(
    `INSERT INTO experience_triggers (experience_row, viewer_key, user_id, extra_context, triggered_at) VALUES (@row, @viewer, @user, @context, @now)
     ON CONFLICT (experience_row, viewer_key) DO NOTHING`,
  );

  // Operators.
  const insert = db.prepare<Omit<ExperienceRow, 'id'>>(
    `INSERT INTO experiences (placement_id, experience_id, type, display_data, metadata, triggerable_placed_exps, priority, target_auth,
       target_countries, target_new_user, target_partner, target_platforms, target_paths, starts_at, ends_at, retired_at, created_by, created_at, updated_at)
     VALUES (@placement_id, @experience_id, @type, @display_data, @metadata, @triggerable_placed_exps, @priority, @target_auth,
       @target_countries, @target_new_user, @target_partner, @target_platforms, @target_paths, @starts_at, @ends_at, @retired_at, @created_by, @created_at, @updated_at)
     ON CONFLICT (placement_id, experience_id) DO NOTHING`,
  );
  const list = db.prepare<{ placement: number | null; retired: number }, ExperienceRow>(
    `SELECT * FROM experiences WHERE (@placement IS NULL OR placement_id = @placement) AND (@retired = 1 OR retired_at IS NULL)
     ORDER BY placement_id, priority DESC, id`,
  );
  const counts = db.prepare<[number], StateCounts>(
    `SELECT count(*) AS viewed, count(*) FILTER (WHERE status = 'completed') AS completed, count(*) FILTER (WHERE status = 'dismissed') AS dismissed
     FROM experience_states WHERE experience_row = ?`,
  );
  const update = db.prepare<Pick<ExperienceRow, 'id' | 'starts_at' | 'ends_at' | 'retired_at' | 'updated_at'>>(
    `UPDATE experiences SET starts_at = @starts_at, ends_at = @ends_at, retired_at = @retired_at, updated_at = @updated_at WHERE id = @id`,
  );

  return {
    live: (placementIds: readonly number[] | null) => (placementIds ? livePlaced.all({ placements: JSON.stringify(placementIds) }) : allLive.all()),
    byPair: (placementId: number, experienceId: number) => byPair.get(placementId, experienceId),
    byId: (id: number) => byId.get(id),
    states(viewer: string, rows: readonly number[]): Map<number, ExperienceState> {
      if (rows.length === 0) return new Map();
      return new Map(statesOf.all({ viewer, rows: JSON.stringify(rows) }).map((s) => [s.experience_row, s.status]));
    },
    stateOf: (row: number, viewer: string) => stateOf.get(row, viewer),
    /** True when this call recorded the view. */
    view: (row: number, viewer: string, user: number | null, now: number) => view.run({ row, viewer, user, now }).changes === 1,
    /** True when this call moved the state. */
    finish: (row: number, viewer: string, user: number | null, now: number, status: 'completed' | 'dismissed') =>
      finish.run({ row, viewer, user, now, status }).changes === 1,
    /** True for the viewer's first trigger. */
    trigger: (row: number, viewer: string, user: number | null, context: string, now: number) =>
      trigger.run({ row, viewer, user, context, now }).changes === 1,
    /** The new row's id, or null when the placement already holds that experience. */
    insert(row: Omit<ExperienceRow, 'id'>): number | null {
      const result = insert.run(row);
      return result.changes === 1 ? Number(result.lastInsertRowid) : null;
    },
    list: (placementId: number | null, includeRetired: boolean) => list.all({ placement: placementId, retired: includeRetired ? 1 : 0 }),
    counts: (row: number) => counts.get(row)!,
    update: (row: Pick<ExperienceRow, 'id' | 'starts_at' | 'ends_at' | 'retired_at' | 'updated_at'>) => update.run(row),
  };
}

export type ExperiencesStore = ReturnType<typeof createExperiencesStore>;
