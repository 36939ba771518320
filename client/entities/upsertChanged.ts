import { isDraft, original, type EntityAdapter, type EntityState } from '@reduxjs/toolkit';

/** Structural equality of the plain JSON values an answer holds. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  let count = 0;
  for (const key in a) {
    if (!Object.hasOwn(b, key) || !sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
    count++;
  }
  for (const _key in b) if (--count < 0) return false;
  return count === 0;
}

/** Whether the stored entity already holds every field the answer brought (it may know more, as a loaded profile). */
function holdsAll(stored: Record<string, unknown>, incoming: Record<string, unknown>): boolean {
  for (const key in incoming) if (!sameValue(stored[key], incoming[key])) return false;
  return true;
}

/**
 * upsertMany that leaves alone the entities an answer merely repeats. Every feed page names the same people and
 * often the same pins again; a plain upsert writes their nested objects (images, verifiedIdentity) anew, which gives
 * the entity a new object and re-renders every mounted card that selects it on each page appended.
 *
 * The comparison reads the state before this reducer ran, not the draft: every object read through an Immer draft
 * gets a proxy of its own, and comparing a page's pins that way allocated more than the rest of the reducer.
 */
export function upsertChanged<T extends { id: string }>(adapter: EntityAdapter<T, string>, state: EntityState<T, string>, entities: readonly T[]) {
  const stored = ((isDraft(state) ? original(state as object) : state) as EntityState<T, string>).entities;
  const changed = entities.filter((entity) => {
    const before = stored[entity.id];
    return before === undefined || !holdsAll(before as Record<string, unknown>, entity as Record<string, unknown>);
  });
  if (changed.length > 0) adapter.upsertMany(state, changed);
}
