import { useState } from 'react';
import type { AdminExperience } from '../../../shared/contracts/experiences';
import { experienceSurface } from '../../../shared/domain/experiences/faults';
import { Button } from '../../ui/Button';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { experienceName, experienceState, STATE_LABELS } from './experienceState';
import { useExperienceAdminUpdateMutation } from '../experiences/admin/experienceAdminApi';
import { ScheduleDialog } from './ScheduleDialog';

const when = (iso: string | null, none: string) => (iso === null ? none : new Date(iso).toLocaleString());

function groupByPlacement(list: readonly AdminExperience[]): [number, AdminExperience[]][] {
  const groups = new Map<number, AdminExperience[]>();
  for (const e of list) groups.set(e.placement_id, [...(groups.get(e.placement_id) ?? []), e]);
  return [...groups];
}

function ExperienceRow({ experience: e, now }: { experience: AdminExperience; now: number }) {
  const [update, { isLoading }] = useExperienceAdminUpdateMutation();
  const [scheduling, setScheduling] = useState(false);
  const [failure, setFailure] = useState<string>();
  const name = experienceName(e);
  const state = experienceState(e, now);
  const retire = (retired: boolean) => async () => {
    try {
      setFailure(undefined);
      await update({ placed_experience_id: e.placed_experience_id, retired }).unwrap();
    } catch (error) {
      setFailure((error as { message?: string }).message ?? 'That did not work. Please try again.');
    }
  };
  return (
    <li className="exp-admin__item">
      <div className="exp-admin__item-head">
        <h4>{name}</h4>
        <span className={`exp-admin__state exp-admin__state--${state}`}>{STATE_LABELS[state]}</span>
      </div>
      <p className="exp-admin__meta">
        {e.placed_experience_id} · type {e.type} · {experienceSurface(e) ?? 'unknown surface'} · priority {e.priority}
      </p>
      <p className="exp-admin__meta">
        Starts {when(e.starts_at, 'at once')} · ends {when(e.ends_at, 'never')}
      </p>
      <dl className="exp-admin__counts">
        <div>
          <dt>Viewed</dt>
          <dd>{e.states.viewed}</dd>
        </div>
        <div>
          <dt>Completed</dt>
          <dd>{e.states.completed}</dd>
        </div>
        <div>
          <dt>Dismissed</dt>
          <dd>{e.states.dismissed}</dd>
        </div>
      </dl>
      <div className="exp-admin__actions">
        <Button onClick={() => setScheduling(true)} aria-label={`Edit schedule of ${name}`}>
          Edit schedule
        </Button>
        {state === 'retired' ? (
          <ConfirmButton
            label="Restore"
            name={`Restore ${name}`}
            title={`Restore ${name}?`}
            confirmLabel="Restore"
            onConfirm={retire(false)}
            busy={isLoading}
          >
            It is served again within its schedule. People who completed or dismissed it still do not see it.
          </ConfirmButton>
        ) : (
          <ConfirmButton
            label="Retire"
            name={`Retire ${name}`}
            title={`Retire ${name}?`}
            confirmLabel="Retire"
            onConfirm={retire(true)}
            busy={isLoading}
          >
            Nobody is shown it any more. Its counts stay, and it can be restored.
          </ConfirmButton>
        )}
      </div>
      {failure && (
        <p role="alert" className="field__error">
          {failure}
        </p>
      )}
      {scheduling && <ScheduleDialog experience={e} name={name} onClose={() => setScheduling(false)} />}
    </li>
  );
}

/** Every authored experience, grouped by placement, with its state and what viewers did with it. */
export function ExperienceList({ experiences, now }: { experiences: readonly AdminExperience[]; now: number }) {
  if (experiences.length === 0) return <p>No experiences yet: create the first below.</p>;
  return (
    <div className="exp-admin__groups">
      {groupByPlacement(experiences).map(([placement, list]) => (
        <section key={placement} aria-labelledby={`exp-admin-placement-${placement}`}>
          <h3 id={`exp-admin-placement-${placement}`}>Placement {placement}</h3>
          <ul className="exp-admin__items">
            {list.map((e) => (
              <ExperienceRow key={e.id} experience={e} now={now} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
