import { slugify } from '../../../shared/domain/slug';

/** A board's url segment from its name (the one slug rule); 'board' when the name has no letters or digits. */
export const boardSlug = (name: string): string => slugify(name) || 'board';

/** The first of `base`, `base-2`, `base-3` ... not in `taken` (slugs are unique per owner). */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Board and section names compare as people read them: without case, in any script (SQLite's NOCASE folds ASCII only). */
export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
