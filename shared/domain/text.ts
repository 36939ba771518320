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

/** 'See more stats' label: 12 characters plus '...' once longer than 14, so a 13-14 character label is not cut for nothing. */
export function statsButtonLabel(label: string): string {
  const chars = Array.from(label);
  return chars.length > TEXT_CUTS.statsLabelAbove ? `${chars.slice(0, TEXT_CUTS.statsLabel).join('')}...` : label;
}

/** Source link label: 27 characters, or 12 where the link shares its row (short). */
export function sourceLinkLabel(text: string, short = false): string {
  return truncateAtWord(text, short ? TEXT_CUTS.sourceLinkShort : TEXT_CUTS.sourceLink);
}

export type OverlayNameWidth = 'regular' | 'compact' | 'compactWide';

const OVERLAY_NAME_CUT: Record<OverlayNameWidth, number> = {
  regular: TEXT_CUTS.overlayName,
  compact: TEXT_CUTS.overlayNameCompact,
  compactWide: TEXT_CUTS.overlayNameCompactWide,
};

/** Section and board names on the card overlay: 22 characters, 10 or 12 on compact cards. */
export function overlayNameLabel(name: string, width: OverlayNameWidth = 'regular'): string {
  return truncateAtWord(name, OVERLAY_NAME_CUT[width]);
}

export function topicNameLabel(name: string): string {
  return truncateAtWord(name, TEXT_CUTS.topicName);
}

/**
 * Invite sender's first name cut to 30 (the first-name limit, so no ellipsis: a stored name is never longer).
 * null when blank: the invite header is then hidden rather than greeting nobody.
 */
export function inviteSenderFirstName(firstName: string | null | undefined): string | null {
  const name = Array.from(collapseWhitespace(firstName ?? ''))
    .slice(0, TEXT_CUTS.inviteSenderFirstName)
    .join('');
  return name || null;
}
