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
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const spec of SRCSET_SPECS) {
    const image = images[spec];
    if (!image || seen.has(image.width)) continue;
    seen.add(image.width);
    candidates.push(`${image.url} ${image.width}w`);
  }
  return candidates.join(', ');
}
