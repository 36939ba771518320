import {
  feedbackOverlayText,
  feedbackOverlayType,
  feedbackUndo,
  followedSource,
  hideSurface,
  searchPinType,
  showFeedbackSubtitle,
  type FeedbackOverlayInput,
  type FeedbackOverlayText,
  type HideSurface,
  type FollowTarget,
  type PinSource,
} from '../../../shared/domain/feedback';
import type { CardType } from '../../../shared/domain/cardType';
import type { GridSurface } from '../../../shared/domain/surfaces';

const user: FollowTarget = { kind: 'user', id: '5', name: 'Mia Chen' };
const board: FollowTarget = { kind: 'board', id: '6', name: 'Weeknight Recipes' };
const interest: FollowTarget = { kind: 'interest', id: '7', name: 'Vegetarian cooking' };

function source(overrides: Partial<PinSource> = {}): PinSource {
  return {
    pinner: { id: '5', fullName: 'Mia Chen', username: 'miacooks', explicitlyFollowedByMe: false },
    board: { id: '6', name: 'Weeknight Recipes', followedByMe: false },
    sourceInterest: null,
    interests: [{ id: '7', name: 'Vegetarian cooking', urlName: 'vegetarian-cooking' }],
    ...overrides,
  };
}

describe('followedSource (Unfollow {name} when the pin came from a followed user, board or interest)', () => {
  it.each<[string, Partial<PinSource>, FollowTarget | null]>([
    ['nothing followed', {}, null],
    ['followed pinner', { pinner: { id: '5', fullName: 'Mia Chen', username: 'miacooks', explicitlyFollowedByMe: true } }, user],
    [
      'pinner without a full name is named by username',
      { pinner: { id: '5', fullName: '', username: 'miacooks', explicitlyFollowedByMe: true } },
      { ...user, name: 'miacooks' },
    ],
    ['followed board', { board: { id: '6', name: 'Weeknight Recipes', followedByMe: true } }, board],
    ['source interest', { sourceInterest: { name: 'Vegetarian cooking', urlName: 'vegetarian-cooking' } }, interest],
    ['source interest not among the pin interests (no id to unfollow)', { sourceInterest: { name: 'Other', urlName: 'other' } }, null],
    [
      'pinner before board before interest',
      {
        pinner: { id: '5', fullName: 'Mia Chen', username: 'miacooks', explicitlyFollowedByMe: true },
        board: { id: '6', name: 'Weeknight Recipes', followedByMe: true },
        sourceInterest: { name: 'Vegetarian cooking', urlName: 'vegetarian-cooking' },
      },
      user,
    ],
    [
      'board before interest',
      {
        board: { id: '6', name: 'Weeknight Recipes', followedByMe: true },
        sourceInterest: { name: 'Vegetarian cooking', urlName: 'vegetarian-cooking' },
      },
      board,
    ],
  ])('%s', (_case, overrides, expected) => expect(followedSource(source(overrides))).toEqual(expected));
});

describe('hideSurface (which hide call: search and related pins have their own)', () => {
  it.each<[GridSurface, HideSurface]>([
    ['SearchItem', 'search'],
    ['SearchAdsOnlyModule', 'search'],
    ['RelatedPinGrid', 'related'],
    ['PdpRelatedPinGrid', 'related'],
    ['AuthHomefeed', 'feed'],
    ['BaseBoardPinGrid', 'feed'],
  ])('%s -> %s', (surface, expected) => expect(hideSurface(surface)).toBe(expected));
});

describe('feedbackOverlayType', () => {
  it.each<[Parameters<typeof feedbackOverlayType>, ReturnType<typeof feedbackOverlayType>]>([
    [['AuthHomefeed', true, user], 'hiddenForWeightLoss'],
    [['SearchItem', false, user], 'search'],
    [['SearchItemHighShoppingIntent', false, null], 'search'],
    [['RelatedPinGrid', false, null], 'related'],
    [['AuthHomefeed', false, user], 'followed'],
    [['AuthHomefeed', false, null], 'pfy'],
    [['BaseBoardPinGrid', false, null], 'pfyBoard'],
  ])('%j -> %s', (args, expected) => expect(feedbackOverlayType(...args)).toBe(expected));
});

describe('feedbackOverlayText (pin-card-and-grid.md section 8 texts)', () => {
  const hidden = 'Pin hidden';
  const fewer = "Got it! We'll show you fewer Pins like this.";
  const relevant = "Got it! We'll try to show you more relevant Pins in the future.";
  const glp1 = "Got it! You'll start seeing fewer ads about GLP-1 medication within a few hours.";
  it.each<[string, FeedbackOverlayInput, FeedbackOverlayText]>([
    [
      'reported: undo hidden',
      { state: 'reported', type: 'followed', target: user },
      { title: 'Reported', subtitle: 'Thanks! Your feedback helps us keep the community safe.', showUndo: false, showUnfollow: false },
    ],
    [
      'hidden on the home feed',
      { state: 'none', type: 'pfy', target: null },
      { title: hidden, subtitle: relevant, showUndo: true, showUnfollow: false },
    ],
    [
      'hidden on a board feed',
      { state: 'none', type: 'pfyBoard', target: null },
      { title: hidden, subtitle: relevant, showUndo: true, showUnfollow: false },
    ],
    [
      'hidden in related pins',
      { state: 'none', type: 'related', target: null },
      { title: hidden, subtitle: fewer, showUndo: true, showUnfollow: false },
    ],
    ['hidden in search', { state: 'none', type: 'search', target: null }, { title: hidden, subtitle: fewer, showUndo: true, showUnfollow: false }],
    [
      'hidden from a followed source offers Unfollow',
      { state: 'none', type: 'followed', target: user },
      { title: hidden, subtitle: fewer, showUndo: true, showUnfollow: true },
    ],
    [
      'hidden weight-loss ad',
      { state: 'hiddenForWeightLoss', type: 'hiddenForWeightLoss', target: null },
      { title: hidden, subtitle: glp1, showUndo: true, showUnfollow: false },
    ],
    [
      'weight-loss overlay type',
      { state: 'none', type: 'hiddenForWeightLoss', target: null },
      { title: hidden, subtitle: glp1, showUndo: true, showUnfollow: false },
    ],
    [
      '"See fewer Pins like this" on the home feed',
      { state: 'none', type: 'pfy', target: null, fewerLikeThis: true },
      { title: hidden, subtitle: fewer, showUndo: true, showUnfollow: false },
    ],
    [
      '"See fewer Pins like this" on a board feed',
      { state: 'none', type: 'pfyBoard', target: null, fewerLikeThis: true },
      { title: hidden, subtitle: fewer, showUndo: true, showUnfollow: false },
    ],
    [
      '"See fewer Pins like this" of a followed source still offers Unfollow',
      { state: 'none', type: 'followed', target: user, fewerLikeThis: true },
      { title: hidden, subtitle: fewer, showUndo: true, showUnfollow: true },
    ],
    [
      'fewer AI pins of a topic',
      { state: 'none', type: 'pfy', target: null, aiTopic: 'Interior design' },
      {
        title: hidden,
        subtitle: "Got it! You'll start seeing fewer AI Interior design Pins within a few hours.",
        showUndo: true,
        showUnfollow: false,
      },
    ],
    [
      'unfollowed a user',
      { state: 'unfollowed', type: 'followed', target: user },
      { title: hidden, subtitle: "You unfollowed Mia Chen and won't see Pins they save anymore.", showUndo: true, showUnfollow: false },
    ],
    [
      'unfollowed a board',
      { state: 'unfollowed', type: 'followed', target: board },
      {
        title: hidden,
        subtitle: "You unfollowed the board Weeknight Recipes and won't see Pins saved to it anymore.",
        showUndo: true,
        showUnfollow: false,
      },
    ],
    [
      'unfollowed a topic',
      { state: 'unfollowed', type: 'followed', target: interest },
      { title: hidden, subtitle: "We'll show you less Pins from Vegetarian cooking in the future.", showUndo: true, showUnfollow: false },
    ],
    [
      'user name cut to 22 at a word',
      { state: 'unfollowed', type: 'followed', target: { ...user, name: 'Alexandra Montgomery Smith' } },
      { title: hidden, subtitle: "You unfollowed Alexandra Montgomery… and won't see Pins they save anymore.", showUndo: true, showUnfollow: false },
    ],
    [
      'board name cut to 22 at a word',
      { state: 'unfollowed', type: 'followed', target: { ...board, name: 'Very long board name for dinners' } },
      {
        title: hidden,
        subtitle: "You unfollowed the board Very long board name… and won't see Pins saved to it anymore.",
        showUndo: true,
        showUnfollow: false,
      },
    ],
    [
      'topic name cut to 32 at a word',
      { state: 'unfollowed', type: 'followed', target: { ...interest, name: 'Quick and easy vegetarian weeknight dinners' } },
      { title: hidden, subtitle: "We'll show you less Pins from Quick and easy vegetarian… in the future.", showUndo: true, showUnfollow: false },
    ],
  ])('%s', (_case, input, expected) => expect(feedbackOverlayText(input)).toEqual(expected));
});

describe('searchPinType (section 9 search result type codes: pins 0, buyable pins 1, videos 2)', () => {
  it.each<[CardType, number]>([
    ['image', 0],
    ['recipe', 0],
    ['gif', 0],
    ['storyPin', 0],
    ['oneTap', 0],
    ['product', 1],
    ['video', 2],
  ])('%s -> %i', (kind, code) => expect(searchPinType(kind)).toBe(code));
});

describe('showFeedbackSubtitle ("The overlay subtitle is hidden when height is under 250 px")', () => {
  it.each([
    [249, false],
    [250, true],
    [600, true],
    [0, false],
  ])('%i px -> %s', (height, shown) => expect(showFeedbackSubtitle(height)).toBe(shown));
});

describe('feedbackUndo ("undo of an unfollow maps to the matching follow action")', () => {
  it.each<[Parameters<typeof feedbackUndo>, ReturnType<typeof feedbackUndo>]>([
    [['none', null], { kind: 'unhide' }],
    [['hiddenForWeightLoss', null], { kind: 'unhide' }],
    [['unfollowed', board], { kind: 'follow', target: board }],
    [['unfollowed', interest], { kind: 'follow', target: interest }],
    [['reported', null], null],
  ])('%j -> %j', (args, expected) => expect(feedbackUndo(...args)).toEqual(expected));
});
