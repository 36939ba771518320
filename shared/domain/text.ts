import { TEXT_CUTS } from '../constants';

/**
 * The ellipsis of word-boundary truncation: the single character '…', so a cut costs one column. The See-more-stats
 * label keeps the spec's literal '...'.
 */
export const ELLIPSIS = '…';

/** Runs of any whitespace (newlines, tabs) become one space, ends trimmed: card text is one flowing line. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Whitespace-collapsed text cut to at most `max` characters before the ellipsis, ending on a whole word. A single
 * word longer than `max` is cut mid-word rather than vanishing. Counts code points so an emoji is never split.
 */
export function truncateAtWord(text: string, max: number = TEXT_CUTS.default, ellipsis: string = ELLIPSIS): string {
  const collapsed = collapseWhitespace(text);
  const chars = Array.from(collapsed);
  if (chars.length <= max) return collapsed;
  const head = chars.slice(0, max).join('');
  const endsOnWord = chars[max] === ' ';
  const lastSpace = head.lastIndexOf(' ');
  const cut = endsOnWord || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return `${cut.trimEnd()}${ellipsis}`;
}

/** Source link label: 27 characters, or 12 where the link shares its row (short). */
export function sourceLinkLabel(text: string, short = false): string {
  return truncateAtWord(text, short ? TEXT_CUTS.sourceLinkShort : TEXT_CUTS.sourceLink);
}
