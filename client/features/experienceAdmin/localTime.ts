/**
 * The schedule's inputs are `datetime-local` (the operator's own clock, no zone); the contract wants ISO 8601 instants.
 * The browser's zone converts both ways, so what the operator typed is what the list shows back.
 */

/** '' is no time (null); anything the Date parser cannot read is undefined, for the form to refuse. */
export function localInputToIso(local: string): string | null | undefined {
  if (local.trim() === '') return null;
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant as a `datetime-local` value in this browser's zone, to the minute; '' for none. */
export function isoToLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
