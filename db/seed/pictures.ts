import type { ImageSource } from './media/images';
import { PALETTES } from './media/palettes';
import type { PictureSpec } from './media/picture';
import { createRandom } from './random';
import { CATEGORIES, type CategoryKey } from './text/catalogue';

/** Width of every generated pin picture's original. */
export const ORIG_WIDTH = 900;
/**
 * Carousel slides, story pages and collection items are only shown up to 736 px wide, so their originals are
 * made at 720 px: the largest size is then the original itself, which halves their share of the first seed.
 */
export const SECONDARY_WIDTH = 720;
const AVATAR_SIZE = 600;

/** Aspect ratios (width:height) with how often each appears, portrait-heavy like a real pin grid. */
const RATIOS: readonly { w: number; h: number; weight: number }[] = [
  { w: 2, h: 3, weight: 6 },
  { w: 1, h: 1, weight: 2 },
  { w: 3, h: 4, weight: 3 },
  { w: 4, h: 5, weight: 3 },
  { w: 9, h: 16, weight: 2 },
  { w: 4, h: 3, weight: 2 },
  { w: 16, h: 9, weight: 1 },
  { w: 2, h: 5, weight: 1 },
];

/** Ids are 1-based positions in the list, as they will be in the images table. */
export class ImageRegistry {
  readonly sources: ImageSource[] = [];

  add(source: ImageSource): number {
    this.sources.push(source);
    return this.sources.length;
  }
}

/**
 * A picture for a pin. Its look comes from its own seed, not from the stream that plans the rows, so changing the
 * demo data elsewhere does not change (and regenerate) every picture.
 */
type PictureSource = Extract<ImageSource, { kind: 'picture' }>;

export function pinPicture(
  category: CategoryKey,
  seed: string,
  caption: string | null,
  ratio?: { w: number; h: number },
  width = ORIG_WIDTH,
): PictureSource {
  const r = createRandom(`picture/${seed}`);
  const { w, h } = ratio ?? r.weighted(RATIOS, (x) => x.weight);
  const picture: PictureSpec = {
    scene: r.pick(CATEGORIES[category].scenes),
    width,
    height: Math.round((width * h) / w),
    palette: r.int(0, PALETTES.length - 1),
    seed,
    caption,
  };
  return { kind: 'picture', picture, animated: false };
}

export const STORY_PAGE_RATIO = { w: 9, h: 16 };

export function avatarPicture(username: string, fullName: string, palette: number): PictureSource {
  return {
    kind: 'picture',
    picture: { scene: 'avatar', width: AVATAR_SIZE, height: AVATAR_SIZE, palette, seed: `avatar-${username}`, caption: fullName },
    animated: false,
  };
}
