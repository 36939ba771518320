import type { Pin } from '../contracts/pin';
import { LIMITS, REACTIONS } from '../constants';
import type { GridSurface } from './surfaces';

export type ReactionName = keyof typeof REACTIONS.types;

export interface ReactionsContext {
  viewParameter: number;
  viewType: number;
  surface: GridSurface;
  isImageOnlyGrid: boolean;
  isPromoted: boolean;
  isDownstreamPromotion: boolean;
  /** A pin shown as an item inside a story pin, not the story pin itself. */
  isStoryPinItem: boolean;
  isVideo: boolean;
  isStoryPin: boolean;
  isInCollaborativeBoard: boolean;
  isOwnPin: boolean;
  reactionsDisabled: boolean;
}

/**
 * Reactions are a creator-content feature, so they show only for videos and story pins on grids that
 * show more than images, never on paid or shared-board content; on the creator's story grid the creator's own
 * choice to disable reactions holds for everyone but the creator.
 */
export function showReactions(c: ReactionsContext): boolean {
  if (c.viewParameter === REACTIONS.hiddenViewParameter || c.viewType === REACTIONS.hiddenViewType) return false;
  if (c.isPromoted || c.isDownstreamPromotion || c.isStoryPinItem) return false;
  if (c.isImageOnlyGrid || !(c.isVideo || c.isStoryPin) || c.isInCollaborativeBoard) return false;
  if (c.surface === 'CreatorProfileStoryPinGrid') return c.isOwnPin || !c.reactionsDisabled;
  return true;
}

/** Listing order of the spec; it breaks ties between equal counts so the order never flickers between renders. */
const REACTION_ORDER = Object.keys(REACTIONS.types) as ReactionName[];
const NAME_BY_TYPE = new Map<number, ReactionName>(REACTION_ORDER.map((name) => [REACTIONS.types[name], name]));

export interface ReactionTally {
  name: ReactionName;
  count: number;
}

/** The three most used reactions with any count; unknown type ids are dropped rather than drawn as blanks. */
export function topReactions(counts: Pin['reactionCountsData']): ReactionTally[] {
  return counts
    .flatMap(({ reactionType, reactionCount }) => {
      const name = NAME_BY_TYPE.get(reactionType);
      return name && reactionCount > 0 ? [{ name, count: reactionCount }] : [];
    })
    .sort((a, b) => b.count - a.count || REACTION_ORDER.indexOf(a.name) - REACTION_ORDER.indexOf(b.name))
    .slice(0, LIMITS.topReactions);
}
