import { TEXT_CUTS } from '../constants';
import { collapseWhitespace, truncateAtWord } from './text';

/* The labels only later chunks show (the pin menu, the stats button, the invite banner, the log-in prompt): apart from
   text.ts, which home's cards import, so home's script does not carry them. */

/** 'See more stats' label: 12 characters plus '...' once longer than 14, so a 13-14 character label is not cut for nothing. */
export function statsButtonLabel(label: string): string {
  const chars = Array.from(label);
  return chars.length > TEXT_CUTS.statsLabelAbove ? `${chars.slice(0, TEXT_CUTS.statsLabel).join('')}...` : label;
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
