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

/** LIKE patterns with the input's own % and _ taken literally (escape character '\'). */
export function likePatterns(input: string): { contains: string; prefix: string } {
  const escaped = input.replace(/[\\%_]/g, (c) => `\\${c}`);
  return { contains: `%${escaped}%`, prefix: `${escaped}%` };
}
