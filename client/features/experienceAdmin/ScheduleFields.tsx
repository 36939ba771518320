import { TextField } from '../../ui/TextField';

/** The start and end of an experience's schedule, as local date-times (the create form and the schedule dialog). */
export function ScheduleFields({
  starts,
  ends,
  onStarts,
  onEnds,
  errors,
}: {
  starts: string;
  ends: string;
  onStarts: (value: string) => void;
  onEnds: (value: string) => void;
  errors: { starts_at?: string; ends_at?: string };
}) {
  return (
    <>
      <TextField
        label="Starts"
        name="starts_at"
        type="datetime-local"
        value={starts}
        onChange={(e) => onStarts(e.target.value)}
        error={errors.starts_at}
      />
      <TextField label="Ends" name="ends_at" type="datetime-local" value={ends} onChange={(e) => onEnds(e.target.value)} error={errors.ends_at} />
    </>
  );
}
