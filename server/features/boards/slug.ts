/** A board's url segment from its name: lowercase ASCII words joined by '-', accents folded; 'board' when none are left. */
export function boardSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'board';
}

/** The first of `base`, `base-2`, `base-3` ... not in `taken` (slugs are unique per owner). */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
