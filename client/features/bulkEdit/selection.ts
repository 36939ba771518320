import { BULK_EDIT } from '../../../shared/constants';

/**
 * The pins picked in selection mode: a list, or after 'Select all' everything on the board (or section) but the pins
 * deselected since, which is what BulkEditSelectAll calls take. Component state of the board page: nothing else
 * reads it, and leaving the page or selection mode forgets it.
 */
export type Selection = { all: false; ids: readonly string[] } | { all: true; excluded: readonly string[] };

export const NOTHING_SELECTED: Selection = { all: false, ids: [] };
export const ALL_SELECTED: Selection = { all: true, excluded: [] };

export const isSelected = (s: Selection, id: string) => (s.all ? !s.excluded.includes(id) : s.ids.includes(id));

/** How many pins the selection holds, of `total` on the board or section. */
export const selectedCount = (s: Selection, total: number) => (s.all ? Math.max(total - s.excluded.length, 0) : s.ids.length);

/** Whether `id` may change state: a call names at most BULK_EDIT.maxPins pins (picked, or excluded from all). */
export function mayToggle(s: Selection, id: string): boolean {
  const listed = s.all ? s.excluded : s.ids;
  return listed.includes(id) || listed.length < BULK_EDIT.maxPins;
}

export function toggled(s: Selection, id: string): Selection {
  const flip = (list: readonly string[]) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  return s.all ? { all: true, excluded: flip(s.excluded) } : { all: false, ids: flip(s.ids) };
}
