const MAX_TERMS = 16;

/**
 * The user's words as a safe FTS5 expression: every term is quoted, so operators (AND, OR, NOT, NEAR), column
 * filters, quotes and stars in the input are only text; the last term matches as a prefix, for search-as-you-type.
 * Null when the input holds no word at all.
 */
export function ftsQuery(input: string): string | null {
  const terms = input.match(/[\p{L}\p{M}\p{N}]+/gu)?.slice(0, MAX_TERMS);
  if (!terms) return null;
  return terms.map((t, i) => (i === terms.length - 1 ? `"${t}"*` : `"${t}"`)).join(' ');
}

/** A search for a name (a person's or a board's): its words as FTS5 prefix terms, and the input for ranking exact and prefix hits. */
export interface NameMatch {
  match: string;
  /** The input as typed, for the exact hit (compared without case). */
  exact: string;
  /** A LIKE pattern for names that start with the input, its own % and _ taken literally (escape character '\\'). */
  prefix: string;
}

/** The name search for the input, or null when it holds no word at all. */
export function nameMatch(input: string): NameMatch | null {
  const match = ftsQuery(input);
  if (match === null) return null;
  const exact = input.trim();
  return { match, exact, prefix: `${exact.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}
