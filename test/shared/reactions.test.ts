import { showReactions, topReactions, type ReactionsContext, type ReactionTally } from '../../shared/domain/reactions';

const video: ReactionsContext = {
  viewParameter: 0,
  viewType: 0,
  surface: 'AuthHomefeed',
  isImageOnlyGrid: false,
  isPromoted: false,
  isDownstreamPromotion: false,
  isStoryPinItem: false,
  isVideo: true,
  isStoryPin: false,
  isInCollaborativeBoard: false,
  isOwnPin: false,
  reactionsDisabled: false,
};
const creatorGrid: Partial<ReactionsContext> = { surface: 'CreatorProfileStoryPinGrid', isVideo: false, isStoryPin: true };

describe('showReactions', () => {
  it.each<[string, Partial<ReactionsContext>, boolean]>([
    ['shown: organic video on a full grid', {}, true],
    ['shown: story pin', { isVideo: false, isStoryPin: true }, true],
    ['"hidden for certain view parameters (3475)"', { viewParameter: 3475 }, false],
    ['"hidden for ... view type 606"', { viewType: 606 }, false],
    ['"hidden for ... promoted"', { isPromoted: true }, false],
    ['"hidden for ... downstream-promoted"', { isDownstreamPromotion: true }, false],
    ['"hidden for ... story-pin items"', { isStoryPinItem: true }, false],
    ['"shown only on non-image-only grids"', { isImageOnlyGrid: true }, false],
    ['"for videos or story pins": plain image hidden', { isVideo: false }, false],
    ['"not in a collaborative board"', { isInCollaborativeBoard: true }, false],
    ['"creator story grid needs own pin": own pin with reactions disabled', { ...creatorGrid, isOwnPin: true, reactionsDisabled: true }, true],
    ['"... or reactions not disabled"', { ...creatorGrid }, true],
    ["creator story grid: someone else's pin with reactions disabled", { ...creatorGrid, reactionsDisabled: true }, false],
    ['reactionsDisabled matters only on the creator story grid', { reactionsDisabled: true }, true],
  ])('%s', (_rule, overrides, expected) => expect(showReactions({ ...video, ...overrides })).toBe(expected));
});

describe('topReactions ("Top three by count"; goodIdea 7, love 1, thanks 13, wow 11, haha 5)', () => {
  it.each<[string, { reactionType: number; reactionCount: number }[], ReactionTally[]]>([
    [
      'top three by count, highest first',
      [
        { reactionType: 5, reactionCount: 1 },
        { reactionType: 1, reactionCount: 9 },
        { reactionType: 13, reactionCount: 4 },
        { reactionType: 11, reactionCount: 6 },
      ],
      [
        { name: 'love', count: 9 },
        { name: 'wow', count: 6 },
        { name: 'thanks', count: 4 },
      ],
    ],
    [
      'type ids map to names',
      [
        { reactionType: 7, reactionCount: 2 },
        { reactionType: 5, reactionCount: 1 },
      ],
      [
        { name: 'goodIdea', count: 2 },
        { name: 'haha', count: 1 },
      ],
    ],
    [
      'ties follow the listed order',
      [
        { reactionType: 5, reactionCount: 3 },
        { reactionType: 7, reactionCount: 3 },
      ],
      [
        { name: 'goodIdea', count: 3 },
        { name: 'haha', count: 3 },
      ],
    ],
    [
      'zero counts and unknown types dropped',
      [
        { reactionType: 1, reactionCount: 0 },
        { reactionType: 99, reactionCount: 50 },
      ],
      [],
    ],
  ])('%s', (_rule, counts, expected) => expect(topReactions(counts)).toEqual(expected));
});
