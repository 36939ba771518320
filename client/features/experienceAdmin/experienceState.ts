import type { AdminExperience } from '../../../shared/contracts/experiences';

export type ExperienceState = 'live' | 'scheduled' | 'ended' | 'retired';

/** Where an authored experience stands at `now`: a schedule is live from starts_at until (not at) ends_at. */
export function experienceState(e: Pick<AdminExperience, 'retired_at' | 'starts_at' | 'ends_at'>, now: number): ExperienceState {
  if (e.retired_at !== null) return 'retired';
  if (e.starts_at !== null && Date.parse(e.starts_at) > now) return 'scheduled';
  if (e.ends_at !== null && Date.parse(e.ends_at) <= now) return 'ended';
  return 'live';
}

export const STATE_LABELS: Record<ExperienceState, string> = { live: 'Live', scheduled: 'Scheduled', ended: 'Ended', retired: 'Retired' };

/** The list's name for an experience: what the operator wrote that people read first. */
export function experienceName(e: Pick<AdminExperience, 'display_data' | 'placed_experience_id'>): string {
  const d = e.display_data;
  return d.title ?? d.title_text ?? d.message ?? d.text ?? d.tooltip?.mainText ?? d.search_query_list?.join(', ') ?? e.placed_experience_id;
}
