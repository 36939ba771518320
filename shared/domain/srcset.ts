import { SRCSET_SPECS } from '../constants';

interface SizedImage {
  url: string;
  width: number;
}

/**
 * A `srcset` over the grid's width-only specs. Small originals are never upscaled, so several specs can share one
 * width; a repeated width descriptor makes the whole attribute invalid, hence only the first of each width is kept.
 */
export function pinSrcSet(images: Partial<Record<string, SizedImage>>): string {
  return srcSetCandidates(images)
    .map((image) => `${image.url} ${image.width}w`)
    .join(', ');
}

function srcSetCandidates(images: Partial<Record<string, SizedImage>>): SizedImage[] {
  const seen = new Set<number>();
  const candidates: SizedImage[] = [];
  for (const spec of SRCSET_SPECS) {
    const image = images[spec];
    if (!image || seen.has(image.width)) continue;
    seen.add(image.width);
    candidates.push(image);
  }
  return candidates;
}

/** The candidate of pinSrcSet a box `width` CSS px wide needs: the narrowest that covers its device pixels, else the widest. */
function neededCandidate(candidates: readonly SizedImage[], width: number, pixelRatio: number): SizedImage | undefined {
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return sorted.find((image) => image.width >= width * pixelRatio) ?? sorted.at(-1);
}

/**
 * Whether a card that was `from` CSS px wide and is now `to` needs the same file of its srcset. Changing an image's
 * `sizes` makes the browser fetch and paint it again even when it picks the same file, so the card keeps its `sizes`
 * while this holds.
 */
export function sameSrcSetCandidate(images: Partial<Record<string, SizedImage>>, from: number, to: number, pixelRatio: number): boolean {
  const candidates = srcSetCandidates(images);
  return neededCandidate(candidates, from, pixelRatio) === neededCandidate(candidates, to, pixelRatio);
}
