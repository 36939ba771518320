import type { MediaPin } from './mediaPin';

/**
 * The height the card's visual area takes at a column width: the same image and rounding PinMedia uses for its box,
 * so the card can choose its layout (header-only, placeholder height) before any media loads.
 */
export function mediaHeight(pin: Pick<MediaPin, 'images'>, width: number): number {
  const image = pin.images['236x'] ?? pin.images.orig;
  if (!image || image.width <= 0) return 0;
  return Math.round((width * image.height) / image.width);
}
