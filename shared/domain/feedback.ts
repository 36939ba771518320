import { LIMITS, SEARCH_RESULT_TYPES } from '../constants';
import type { CardType } from './cardType';
import type { GridSurface } from './surfaces';
import { overlayNameLabel, topicNameLabel } from './textLabels';

/** What the viewer did to a pin, as far as its overlay cares. */
export type FeedbackState = 'none' | 'reported' | 'unfollowed' | 'hiddenForWeightLoss';

/** Where the hidden pin was shown, which picks the hide sentence and the call that hides it. */
export type FeedbackOverlayType = 'followed' | 'related' | 'search' | 'hiddenForWeightLoss' | 'pfy' | 'pfyBoard';

/** Something the viewer follows that brought the pin to them: it can be unfollowed from the menu or the overlay. */
export interface FollowTarget {
  kind: 'user' | 'board' | 'interest';
  id: string;
  name: string;
}

/** The parts of a pin (and what the viewer follows) that tell where it came from. */
export interface PinSource {
  pinner: { id: string; fullName: string; username: string; explicitlyFollowedByMe: boolean };
  board: { id: string; name: string; followedByMe: boolean };
  /** The interest that brought the pin into the feed, while the viewer still follows it. */
  sourceInterest: { name: string; urlName: string } | null;
  interests: readonly { id: string; name: string; urlName: string }[];
}

/**
 * The followed user, board or interest the pin came through, in that order: a person is the most direct reason, an
 * interest the broadest. null when the pin did not come from anything the viewer follows.
 */
export function followedSource(pin: PinSource): FollowTarget | null {
  if (pin.pinner.explicitlyFollowedByMe) return { kind: 'user', id: pin.pinner.id, name: pin.pinner.fullName || pin.pinner.username };
  if (pin.board.followedByMe) return { kind: 'board', id: pin.board.id, name: pin.board.name };
  const interest = pin.sourceInterest && pin.interests.find((i) => i.urlName === pin.sourceInterest?.urlName);
  return interest ? { kind: 'interest', id: interest.id, name: interest.name } : null;
}

const SEARCH_SURFACES: ReadonlySet<GridSurface> = new Set<GridSurface>(['SearchItem', 'SearchItemHighShoppingIntent', 'SearchAdsOnlyModule']);
const RELATED_SURFACES: ReadonlySet<GridSurface> = new Set<GridSurface>([
  'RelatedPinGrid',
  'PdpRelatedPinGrid',
  'CloseupRelatedProducts',
  'RelatedProductsFeed',
]);
const BOARD_SURFACES: ReadonlySet<GridSurface> = new Set<GridSurface>(['BaseBoardPinGrid', 'BoardMoreIdeasTabContent', 'BoardShoppingModule']);

/** Where a hide happens, as far as its call cares: search results and related pins have their own hide calls. */
export type HideSurface = 'search' | 'related' | 'feed';

export function hideSurface(surface: GridSurface): HideSurface {
  if (SEARCH_SURFACES.has(surface)) return 'search';
  if (RELATED_SURFACES.has(surface)) return 'related';
  return 'feed';
}

/**
 * The overlay type of a pin hidden on a surface. A weight-loss ad keeps its own type everywhere, because its sentence
 * promises fewer such ads; then the surface decides; on a home-like feed, a pin from a followed source is 'followed'.
 */
export function feedbackOverlayType(surface: GridSurface, isWeightLossAd: boolean, source: FollowTarget | null): FeedbackOverlayType {
  if (isWeightLossAd) return 'hiddenForWeightLoss';
  const where = hideSurface(surface);
  if (where !== 'feed') return where;
  if (source) return 'followed';
  return BOARD_SURFACES.has(surface) ? 'pfyBoard' : 'pfy';
}

export interface FeedbackOverlayInput {
  state: FeedbackState;
  type: FeedbackOverlayType;
  /** What the viewer unfollowed (state unfollowed), or may unfollow (state none). */
  target: FollowTarget | null;
  /** Set when the viewer asked for fewer AI-made pins of a topic. */
  aiTopic?: string | null;
  /** The viewer chose 'See fewer Pins like this' rather than Hide Pin, wherever the pin was. */
  fewerLikeThis?: boolean;
}

export interface FeedbackOverlayText {
  title: string;
  subtitle: string;
  /** Undo is hidden for a report: a report cannot be taken back from the grid. */
  showUndo: boolean;
  /** Unfollow is offered after a hide of a pin that came from something the viewer follows. */
  showUnfollow: boolean;
}

const PIN_HIDDEN = 'Pin hidden';
const FEWER_LIKE_THIS = "Got it! We'll show you fewer Pins like this.";
const MORE_RELEVANT = "Got it! We'll try to show you more relevant Pins in the future.";
const GLP1 = "Got it! You'll start seeing fewer ads about GLP-1 medication within a few hours.";

function unfollowSentence(target: FollowTarget): string {
  if (target.kind === 'user') return `You unfollowed ${overlayNameLabel(target.name)} and won't see Pins they save anymore.`;
  if (target.kind === 'board') return `You unfollowed the board ${overlayNameLabel(target.name)} and won't see Pins saved to it anymore.`;
  return `We'll show you less Pins from ${topicNameLabel(target.name)} in the future.`;
}

/**
 * Which hide sentence: 'fewer like this' when the viewer asked for it, or where the pin was shown for its likeness
 * (related, search, followed); on the viewer's own recommendations a plain hide promises more relevant pins.
 */
function hideSentence(type: FeedbackOverlayType, aiTopic: string | null | undefined, fewerLikeThis: boolean): string {
  if (aiTopic) return `Got it! You'll start seeing fewer AI ${topicNameLabel(aiTopic)} Pins within a few hours.`;
  if (type === 'hiddenForWeightLoss') return GLP1;
  if (fewerLikeThis) return FEWER_LIKE_THIS;
  return type === 'pfy' || type === 'pfyBoard' ? MORE_RELEVANT : FEWER_LIKE_THIS;
}

/** The overlay's texts and actions: its title and subtitle, and whether it offers undo and unfollow. */
export function feedbackOverlayText({ state, type, target, aiTopic, fewerLikeThis = false }: FeedbackOverlayInput): FeedbackOverlayText {
  switch (state) {
    case 'reported':
      return { title: 'Reported', subtitle: 'Thanks! Your feedback helps us keep the community safe.', showUndo: false, showUnfollow: false };
    case 'hiddenForWeightLoss':
      return { title: PIN_HIDDEN, subtitle: GLP1, showUndo: true, showUnfollow: false };
    case 'unfollowed':
      if (target) return { title: PIN_HIDDEN, subtitle: unfollowSentence(target), showUndo: true, showUnfollow: false };
      break;
  }
  return {
    title: PIN_HIDDEN,
    subtitle: hideSentence(type, aiTopic, fewerLikeThis),
    showUndo: true,
    showUnfollow: type === 'followed' && target !== null,
  };
}

/** The subtitle needs room under the title and buttons: on a short card only the title and actions show. */
export function showFeedbackSubtitle(height: number): boolean {
  return height >= LIMITS.feedbackSubtitleMinHeight;
}

/** What Undo does: an unfollow is undone by the matching follow, a hide by unhiding. A report has no undo. */
export type FeedbackUndo = { kind: 'follow'; target: FollowTarget } | { kind: 'unhide' } | null;

export function feedbackUndo(state: FeedbackState, target: FollowTarget | null): FeedbackUndo {
  if (state === 'reported') return null;
  if (state === 'unfollowed' && target) return { kind: 'follow', target };
  return { kind: 'unhide' };
}

/** The search result type a hide in search results reports: buyable pins and videos apart from pins. */
export function searchPinType(kind: CardType): number {
  if (kind === 'product') return SEARCH_RESULT_TYPES.buyablePins;
  if (kind === 'video') return SEARCH_RESULT_TYPES.videos;
  return SEARCH_RESULT_TYPES.pins;
}
