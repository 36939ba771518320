/**
 * An experience's icon is a code 1–36 and its colour a code 1–12. The spec gives the codes only; which glyph and colour
 * each stands for is ours (docs/decisions.md). Icons are decorative next to the operator's text, so they are shown aria-hidden.
 */
const ICONS = [
  'ℹ',
  '⚠',
  '✕',
  '✓',
  '★',
  '♥',
  '☰',
  '⚙',
  '🔍',
  '📌',
  '📋',
  '🔔',
  '💬',
  '📷',
  '🎥',
  '🔗',
  '📈',
  '💡',
  '🎁',
  '🛒',
  '🏷',
  '📅',
  '🌍',
  '🔒',
  '👤',
  '👥',
  '✏',
  '🗑',
  '⬆',
  '⬇',
  '➕',
  '⏱',
  '🎉',
  '📣',
  '🏠',
  '❓',
] as const;

const COLORS = [
  '#e60023',
  '#111111',
  '#767676',
  '#efefef',
  '#ffffff',
  '#0074e8',
  '#008753',
  '#e3780c',
  '#b469eb',
  '#fab904',
  '#cc0000',
  '#003c96',
] as const;

/** The glyph of an icon code, or null for a code outside 1–36. */
export function iconGlyph(code: number | undefined): string | null {
  return code !== undefined && Number.isInteger(code) && code >= 1 && code <= ICONS.length ? ICONS[code - 1] : null;
}

/** The CSS colour of a colour code, or undefined for a code outside 1–12 (the surface's own colour applies). */
export function colorValue(code: number | undefined): string | undefined {
  return code !== undefined && Number.isInteger(code) && code >= 1 && code <= COLORS.length ? COLORS[code - 1] : undefined;
}
