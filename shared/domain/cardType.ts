import type { Pin } from '../contracts/pin';

export type CardType = 'oneTap' | 'video' | 'gif' | 'product' | 'recipe' | 'storyPin' | 'image';

export type CardTypeSource = Pick<Pin, 'isOneTap' | 'videos' | 'isGif' | 'storyPinData' | 'richSummary'>;

/**
 * The kind of card a pin renders as. A pin can match several kinds; precedence follows what changes the card most:
 * one-tap first (the whole card is an outbound link, whatever its media), then the media that plays (video, then
 * gif), then story pins (their own pages replace the image), then rich summaries (product before recipe, since a
 * product adds price and shopping chrome), else a plain image.
 */
export function cardType(pin: CardTypeSource): CardType {
  if (pin.isOneTap) return 'oneTap';
  if (pin.videos) return 'video';
  if (pin.isGif) return 'gif';
  if (pin.storyPinData) return 'storyPin';
  if (pin.richSummary?.typeName === 'product') return 'product';
  if (pin.richSummary?.typeName === 'recipe') return 'recipe';
  return 'image';
}
