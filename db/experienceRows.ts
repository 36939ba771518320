import type { AuthoredExperience } from '../shared/contracts/experiences';
import type { ExperienceRow } from './tables';

/**
 * An authored experience (ExperienceAdminResource create's options, already parsed) as its `experiences` row, and
 * back. Here, beside the row types, because the server (operators' calls and command) and the demo seed both write
 * experiences, and db/ imports nothing from server/.
 */
export function experienceRow(a: AuthoredExperience, meta: { now: number; createdBy: number | null }): Omit<ExperienceRow, 'id'> {
  const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
  const flag = (v: boolean | null) => (v === null ? null : v ? 1 : 0);
  return {
    placement_id: a.placement_id,
    experience_id: a.experience_id,
    type: a.type as ExperienceRow['type'],
    display_data: JSON.stringify(a.display_data),
    metadata: JSON.stringify(a.metadata),
    triggerable_placed_exps: JSON.stringify(a.triggerable_placed_exps),
    priority: a.priority,
    target_auth: a.targeting.auth,
    target_countries: json(a.targeting.countries),
    target_new_user: flag(a.targeting.new_user),
    target_partner: flag(a.targeting.partner),
    target_platforms: json(a.targeting.platforms),
    target_paths: json(a.targeting.paths),
    starts_at: a.starts_at === null ? null : Date.parse(a.starts_at),
    ends_at: a.ends_at === null ? null : Date.parse(a.ends_at),
    retired_at: null,
    created_by: meta.createdBy,
    created_at: meta.now,
    updated_at: meta.now,
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const flagOf = (v: 0 | 1 | null) => (v === null ? null : v === 1);

export function authoredFromRow(row: ExperienceRow): AuthoredExperience {
  return {
    placement_id: row.placement_id,
    experience_id: row.experience_id,
    type: row.type,
    display_data: JSON.parse(row.display_data) as AuthoredExperience['display_data'],
    metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    triggerable_placed_exps: JSON.parse(row.triggerable_placed_exps) as string[],
    priority: row.priority,
    targeting: {
      auth: row.target_auth,
      countries: row.target_countries === null ? null : (JSON.parse(row.target_countries) as string[]),
      new_user: flagOf(row.target_new_user),
      partner: flagOf(row.target_partner),
      platforms: row.target_platforms === null ? null : (JSON.parse(row.target_platforms) as AuthoredExperience['targeting']['platforms']),
      paths: row.target_paths === null ? null : (JSON.parse(row.target_paths) as string[]),
    },
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
  };
}
