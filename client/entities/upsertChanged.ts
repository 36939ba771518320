import type { EntityAdapter, EntityState } from '@reduxjs/toolkit';

/** Structural equality of the plain JSON values an answer holds. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * upsertMany that leaves alone the entities an answer merely repeats. Every feed page names the same people and
 * often the same pins again; a plain upsert writes their nested objects (images, verifiedIdentity) anew, which gives
 * the entity a new object and re-renders every mounted card that selects it on each page appended.
 */
export function upsertChanged<T extends { id: string }>(adapter: EntityAdapter<T, string>, state: EntityState<T, string>, entities: readonly T[]) {
  const changed = entities.filter((entity) => {
    const stored = state.entities[entity.id] as Record<string, unknown> | undefined;
    return stored === undefined || !Object.entries(entity).every(([key, value]) => sameValue(stored[key], value));
  });
  if (changed.length > 0) adapter.upsertMany(state, changed);
}
