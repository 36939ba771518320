import { cardType, type CardType, type CardTypeSource } from '../../shared/domain/cardType';
import type { Pin } from '../../shared/contracts/pin';
import { makePin } from '../client/helpers/factories';

const video: Pin['videos'] = { id: 'v', entityId: 'v', duration: 1000, videoList: {} };
const story = {
  isDeleted: false,
  hasProductPins: false,
  hasAffiliateProducts: false,
  staticPageCount: 1,
  totalVideoDuration: 0,
  metadata: { pinTitle: '' },
  pages: [],
};
const summary = (typeName: 'product' | 'recipe'): Pin['richSummary'] => ({
  typeName,
  displayName: '',
  siteName: '',
  url: '',
  displayCookTime: null,
  aggregateRating: null,
  products: [],
});

describe('cardType (precedence documented in cardType.ts)', () => {
  it.each<[string, Partial<CardTypeSource>, CardType]>([
    ['plain pin -> image', {}, 'image'],
    ['one-tap wins over any media', { isOneTap: true, videos: video, isGif: true, storyPinData: story }, 'oneTap'],
    ['video wins over gif, story and rich summary', { videos: video, isGif: true, storyPinData: story, richSummary: summary('product') }, 'video'],
    ['gif wins over story and rich summary', { isGif: true, storyPinData: story, richSummary: summary('product') }, 'gif'],
    ['story pin wins over rich summary', { storyPinData: story, richSummary: summary('recipe') }, 'storyPin'],
    ['product rich summary', { richSummary: summary('product') }, 'product'],
    ['recipe rich summary', { richSummary: summary('recipe') }, 'recipe'],
  ])('%s', (_rule, overrides, expected) => {
    expect(cardType(makePin('1', overrides))).toBe(expected);
  });
});
