import { authoredFromRow, experienceRow } from '../../../db/experienceRows';
import type { ExperienceRow } from '../../../db/tables';
import type { AdminExperience, AuthoredExperience } from '../../../shared/contracts/experiences';
import { placedId, type PlacedRef } from '../../../shared/domain/experiences/placedId';
import { experienceProblem } from '../../../shared/domain/experiences/validation';
import type { Clock } from '../../config';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Db } from '../../sqlite/open';
import type { OperatorsStore } from '../operators/store';
import type { ExperiencesStore } from './store';

export interface ScheduleChange {
  placed: PlacedRef;
  retired?: boolean;
  starts_at?: string | null;
  ends_at?: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Authoring experiences: operators through ExperienceAdminResource, the machine's administrator through the admin
 * command. Every experience passes its surface's validation rules (e.g. a modal needs a title, a body and complete-button
 * text) before anything is written, and a batch is one transaction, so a refused file writes nothing.
 */
export function createExperienceAdmin(db: Db, store: ExperiencesStore, operators: OperatorsStore, clock: Clock) {
  function view(row: ExperienceRow): AdminExperience {
    return {
      ...authoredFromRow(row),
      id: String(row.id),
      placed_experience_id: placedId(row.placement_id, row.experience_id),
      retired_at: iso(row.retired_at),
      created_at: iso(row.created_at)!,
      updated_at: iso(row.updated_at)!,
      states: store.counts(row.id),
    };
  }

  /** Why `a` may not be stored, as a 400 naming the field (prefixed with `prefix` for a batch's entries). */
  function check(a: AuthoredExperience, prefix = ''): void {
    const problem = experienceProblem(a);
    if (problem) throw badRequest(`${prefix}${problem.field}: ${problem.reason}.`, { [`${prefix}${problem.field}`]: problem.reason });
    if (a.starts_at !== null && a.ends_at !== null && Date.parse(a.ends_at) <= Date.parse(a.starts_at)) {
      throw badRequest('The end must come after the start.', { [`${prefix}ends_at`]: 'must be after starts_at' });
    }
  }

  const createAll = db.transaction((list: readonly AuthoredExperience[], createdBy: number | null): ExperienceRow[] =>
    list.map((a, i) => {
      const id = store.insert(experienceRow(a, { now: clock.now(), createdBy }));
      if (id === null) {
        const field = list.length > 1 ? `${i}.experience_id` : 'experience_id';
        throw conflict(`Placement ${a.placement_id} already holds experience ${a.experience_id}.`, { [field]: 'already placed on this placement' });
      }
      return store.byId(id)!;
    }),
  );

  const update = db.transaction((change: ScheduleChange): ExperienceRow => {
    const ref = change.placed;
    const row = ref.kind === 'pair' ? store.byPair(ref.placementId, ref.experienceId) : store.byId(ref.id);
    if (!row) throw notFound('Experience');
    const startsAt = change.starts_at === undefined ? row.starts_at : change.starts_at === null ? null : Date.parse(change.starts_at);
    const endsAt = change.ends_at === undefined ? row.ends_at : change.ends_at === null ? null : Date.parse(change.ends_at);
    if (startsAt !== null && endsAt !== null && endsAt <= startsAt)
      throw badRequest('The end must come after the start.', { ends_at: 'must be after starts_at' });
    const now = clock.now();
    const retiredAt = change.retired === undefined ? row.retired_at : change.retired ? (row.retired_at ?? now) : null;
    store.update({ id: row.id, starts_at: startsAt, ends_at: endsAt, retired_at: retiredAt, updated_at: now });
    return store.byId(row.id)!;
  });

  function actions(createdBy: number | null) {
    return {
      create(a: AuthoredExperience): AdminExperience {
        check(a);
        return view(createAll.immediate([a], createdBy)[0]);
      },
      /** All or nothing: the first refusal names its entry (`3.display_data.title`) and nothing is written. */
      createMany(list: readonly AuthoredExperience[]): AdminExperience[] {
        list.forEach((a, i) => check(a, list.length > 1 ? `${i}.` : ''));
        return createAll.immediate(list, createdBy).map(view);
      },
      list: (placementId: number | null, includeRetired: boolean) => store.list(placementId, includeRetired).map(view),
      update: (change: ScheduleChange) => view(update.immediate(change)),
    };
  }

  return {
    /** What a signed-in operator may do (403 for anyone else). */
    asOperator(userId: number) {
      if (!operators.isOperator(userId)) throw forbidden('Only operators may author experiences.');
      return actions(userId);
    },
    /** The admin command: whoever runs it on the machine holds the database anyway. */
    asCommand: () => actions(null),
  };
}

export type ExperienceAdmin = ReturnType<typeof createExperienceAdmin>;
