import { useState } from 'react';
import { sameSrcSetCandidate } from '../../../shared/domain/srcset';

type SrcSetImages = Parameters<typeof sameSrcSetCandidate>[0];

/**
 * A card image's `sizes`: the width the card first rendered at, until it is laid out at a width that needs another
 * file of its srcset. Setting `sizes` makes the browser fetch and paint the image again even when it picks the same
 * file; masonic takes a phone's first screen over a few pixels wider than the server's column, and that repaint was
 * the page's largest contentful paint.
 */
export function useKeptSizes(images: SrcSetImages, width: number): string {
  const [kept, setKept] = useState(width);
  // Never on the server, where a card renders once: only a later render sees another width.
  if (kept !== width && !sameSrcSetCandidate(images, kept, width, window.devicePixelRatio)) {
    setKept(width);
    return `${width}px`;
  }
  return `${kept}px`;
}
