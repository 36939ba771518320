import { lazy, Suspense } from 'react';
import { pinAltText } from '../../../shared/domain/altText';
import { imageLoadAttributes, type ImageLoad } from '../../../shared/domain/firstScreenImages';
import { cardType } from '../../../shared/domain/cardType';
import { pinSrcSet } from '../../../shared/domain/srcset';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { prefersReducedMotion } from '../../ui/reducedMotion';
import { useClientStyle } from '../../ui/useHydrated';
import type { MediaPin } from './mediaPin';
import { useKeptSizes } from './useKeptSizes';
import { StoryPinBadge } from './StoryPinBadge';
import './PinMedia.css';

// Most cards are a still image: the video player and the carousel load only where a card shows one, so the home
// route does not carry them. Until they arrive the still fills the same reserved box, so nothing moves.
const PinVideo = lazy(() => import(/* webpackChunkName: "pin-media" */ './PinVideo').then((m) => ({ default: m.PinVideo })));
const Carousel = lazy(() => import(/* webpackChunkName: "pin-media" */ './Carousel').then((m) => ({ default: m.Carousel })));

interface PinMediaProps {
  pin: MediaPin;
  /** The column width the grid laid the card out at. */
  width: number;
  /** How the image is fetched: the first screen's cards load at once, those that may be its largest paint first. */
  load: ImageLoad;
  /** Not read yet: kept so surface-specific media rules (shopping indicators, autoplay policy) need no new prop. */
  surface: GridSurface;
}

/** The card's visual area: image, gif, video or carousel, in a box sized before any media arrives. */
export function PinMedia({ pin, width, load }: PinMediaProps) {
  const image = pin.images['236x'] ?? pin.images.orig;
  const alt = pinAltText(pin);
  // The box takes the image's height before the media arrives, so the masonry layout never shifts.
  const style = useClientStyle({
    height: Math.round((width * image.height) / image.width),
    backgroundColor: image.dominantColor || pin.dominantColor,
  });
  const sizes = useKeptSizes(pin.images, width);
  const kind = cardType(pin);
  const slots = pin.carouselData?.carouselSlots ?? [];

  const still = (
    <img
      className="pin-media__fill"
      src={image.url}
      srcSet={pinSrcSet(pin.images)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      {...imageLoadAttributes(load)}
      decoding="async"
    />
  );

  let content = still;
  if (kind === 'video') {
    content = (
      <Suspense fallback={still}>
        <PinVideo pin={pin} alt={alt} fallbackSrc={image.url} />
      </Suspense>
    );
  } else if (slots.length > 0) {
    content = (
      <Suspense fallback={still}>
        <Carousel slots={slots} width={width} load={load} alt={alt} initialIndex={pin.carouselData?.index} />
      </Suspense>
    );
  } else if (kind === 'gif' && pin.embed?.src && !prefersReducedMotion()) {
    // The animated file has one size only, so no srcset; the still stays the fallback for reduced motion.
    content = (
      <img
        className="pin-media__fill"
        src={pin.embed.src}
        width={image.width}
        height={image.height}
        alt={alt}
        {...imageLoadAttributes(load)}
        decoding="async"
      />
    );
  }

  return (
    <div className="pin-media" style={style} data-media={slots.length > 0 && kind !== 'video' ? 'carousel' : kind}>
      {content}
      {kind === 'storyPin' && pin.storyPinData && <StoryPinBadge data={pin.storyPinData} />}
    </div>
  );
}
