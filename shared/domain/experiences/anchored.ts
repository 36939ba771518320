import { TIMINGS } from '../../constants';
import { displayDelayMs } from './delay';
import { experienceSurface, type ExperienceDefinition } from './faults';

/**
 * The anchored surfaces (coach marks, tooltips with a pulsar, the educational
 * popover, anchored flyouts) and search delight, as pure rules: the components in
 * client/features/experiences/anchored ask these and do what they answer.
 */

export interface AnchoredFields {
  anchor?: string;
  anchors_by_platform?: { web?: { anchor?: string } };
  has_pulsar?: boolean;
  has_tooltip?: boolean;
  pulserOnly?: boolean;
  tooltip?: { mainText?: string };
  message?: string;
  display_type?: number;
  flyout_direction?: number;
  delay?: number;
  delay_in_millis?: number;
  scroll_to_dismiss?: boolean;
  scroll_to_dismiss_delay_in_seconds?: number;
  search_query_list?: string[];
}

export type Side = 'top' | 'right' | 'bottom' | 'left';

const present = (s: string | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** The anchor an experience hangs on: a flyout's web anchor, else `anchor`; null for surfaces that hang on none. */
export function anchorName(e: ExperienceDefinition): string | null {
  switch (experienceSurface(e)) {
    case 'anchoredFlyout':
      return e.display_data.anchors_by_platform?.web?.anchor ?? null;
    case 'coachMark':
    case 'educationalPopover':
      return e.display_data.anchor ?? null;
    default:
      return null;
  }
}

/** Whether a tooltip comes with the coach mark: unless it is pulsar only or says it has none, when it has text. */
export function hasTooltip(d: AnchoredFields): boolean {
  return !d.pulserOnly && d.has_tooltip !== false && present(d.tooltip?.mainText);
}

/** Coach marks start with the pulsar (unless has_pulsar is false, when the tooltip shows at once). */
export function coachMarkStart(d: AnchoredFields): 'pulsar' | 'tooltip' {
  return d.has_pulsar === false && hasTooltip(d) ? 'tooltip' : 'pulsar';
}

/** Touching the pulsar pauses it and shows the tooltip if present, else completes. */
export function pulsarTouched(d: AnchoredFields): 'showTooltip' | 'complete' {
  return hasTooltip(d) ? 'showTooltip' : 'complete';
}

/** How long a tooltip is shown before a scroll dismisses it (default 3 s). */
export function tooltipScrollDismissMs(d: AnchoredFields): number {
  const seconds = d.scroll_to_dismiss_delay_in_seconds;
  return seconds === undefined ? TIMINGS.tooltipScrollDismissDefault : seconds * 1000;
}

/** The tooltip dismisses on scroll after its delay: a scroll sooner (the one that brought it into view) does not. */
export function tooltipDismissedByScroll(shownForMs: number, d: AnchoredFields): boolean {
  return shownForMs >= tooltipScrollDismissMs(d);
}

/**
 * A delayed tooltip appears once its delay has passed, and each time it comes back (its anchor left the page and
 * returned) it re-shows after the delay again. 0: at once.
 */
export function tooltipDelayMs(d: AnchoredFields): number {
  return displayDelayMs(d);
}

/** With scroll-to-dismiss, a popover dismisses 1.5 s after the first scroll; without, scrolling leaves it (null). */
export function popoverScrollDismissMs(d: AnchoredFields): number | null {
  return d.scroll_to_dismiss ? TIMINGS.popoverScrollDismiss : null;
}

/** An anchored flyout is a flyout (display type 1, the default) or a pulsar first (2). */
export function flyoutStartsAsPulsar(d: AnchoredFields): boolean {
  return d.display_type === 2;
}

const FLYOUT_SIDES: Record<number, Side> = { 1: 'top', 2: 'right', 3: 'bottom', 4: 'left' };
const TOOLTIP_SIDES: Record<string, Side> = { up: 'top', right: 'right', down: 'bottom', left: 'left' };

/** Where a flyout sits by its anchor: flyout_direction 1 up, 2 right, 3 down, 4 left; below when unsaid. */
export function flyoutSide(direction: number | undefined): Side {
  return FLYOUT_SIDES[direction ?? 3] ?? 'bottom';
}

/** Where a tooltip sits: its idealDirection, below when unsaid. */
export function tooltipSide(direction: string | undefined): Side {
  return TOOLTIP_SIDES[direction ?? 'down'] ?? 'bottom';
}

export interface Range {
  start: number;
  end: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the listed queries occur in `label` as whole words, case-insensitive: ranges in
 * label order, overlapping ones merged. A term matches at word boundaries only (letters and digits of any script are
 * word characters), and is taken literally, never as a pattern.
 */
export function delightRanges(label: string, queries: readonly string[]): Range[] {
  const found: Range[] = [];
  for (const query of queries) {
    const term = query.trim();
    if (!term) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'giu');
    for (const m of label.matchAll(pattern)) found.push({ start: m.index, end: m.index + m[0].length });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const r of found) {
    const last = merged.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/** The label cut into plain and highlighted parts, in order, for rendering as text. */
export function highlightParts(label: string, ranges: readonly Range[]): { text: string; highlight: boolean }[] {
  const parts: { text: string; highlight: boolean }[] = [];
  let at = 0;
  for (const r of ranges) {
    if (r.start > at) parts.push({ text: label.slice(at, r.start), highlight: false });
    parts.push({ text: label.slice(r.start, r.end), highlight: true });
    at = r.end;
  }
  if (at < label.length) parts.push({ text: label.slice(at), highlight: false });
  return parts;
}

/**
 * Whether an anchored experience can show now: its anchor exists on the page, or for
 * search delight the search matches a listed query. Others need neither.
 */
export function anchoredReady(e: ExperienceDefinition, { anchors, query }: { anchors: ReadonlySet<string>; query?: string }): boolean {
  const surface = experienceSurface(e);
  if (surface === 'searchDelight') {
    return query !== undefined && delightRanges(query, e.display_data.search_query_list ?? []).length > 0;
  }
  if (surface !== 'coachMark' && surface !== 'educationalPopover' && surface !== 'anchoredFlyout') return true;
  const name = anchorName(e);
  return name !== null && anchors.has(name);
}
