import { useState, type FormEvent } from 'react';
import type { AdminExperience } from '../../../shared/contracts/experiences';
import { Button } from '../../ui/Button';
import { DialogFrame } from '../../ui/Dialog';
import { formErrors } from '../auth/formErrors';
import { useExperienceAdminUpdateMutation } from '../experiences/admin/experienceAdminApi';
import { isoToLocalInput, localInputToIso } from './localTime';
import { ScheduleFields } from './ScheduleFields';

const FIELDS = ['starts_at', 'ends_at'] as const;

/** Changes when an authored experience is live; empty inputs mean no start or no end. */
export function ScheduleDialog({ experience, name, onClose }: { experience: AdminExperience; name: string; onClose: () => void }) {
  const [starts, setStarts] = useState(isoToLocalInput(experience.starts_at));
  const [ends, setEnds] = useState(isoToLocalInput(experience.ends_at));
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message?: string }>({ fields: {} });
  const [update, { isLoading }] = useExperienceAdminUpdateMutation();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const starts_at = localInputToIso(starts);
    const ends_at = localInputToIso(ends);
    if (starts_at === undefined || ends_at === undefined) {
      setErrors({
        fields: {
          ...(starts_at === undefined && { starts_at: 'must be a date and time' }),
          ...(ends_at === undefined && { ends_at: 'must be a date and time' }),
        },
      });
      return;
    }
    try {
      await update({ placed_experience_id: experience.placed_experience_id, starts_at, ends_at }).unwrap();
      onClose();
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
    }
  };

  return (
    <DialogFrame
      onOpenChange={(open) => !open && onClose()}
      title={`Schedule of ${name}`}
      description="Your local time. Leave a time empty for no start or no end."
      closeButton
    >
      <form className="exp-admin__schedule" onSubmit={(e) => void save(e)} noValidate>
        {errors.message && (
          <p className="field__error" role="alert">
            {errors.message}
          </p>
        )}
        <ScheduleFields starts={starts} ends={ends} onStarts={setStarts} onEnds={setEnds} errors={errors.fields} />
        <div className="dialog__actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={isLoading}>
            Save schedule
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
