import type { Pin } from '../contracts/pin';

/** A collection item or a collage source: what one chip shows and where it leads. */
export type ChipItem = NonNullable<Pin['collectionPin']>['items'][number];

/** Collection and collage chips both need at least three items, and show the first three. */
export const CHIP_COUNT = 3;
/** Collection grid click types that turn chips on for a collection ad. */
const CHIP_CLICK_TYPES: ReadonlySet<number> = new Set([2, 3]);

/** The items to show as chips, or null when there are fewer than three. */
export function chipItems<T>(items: readonly T[] | null | undefined): T[] | null {
  if (!items || items.length < CHIP_COUNT) return null;
  return items.slice(0, CHIP_COUNT);
}

/** A collection ad's chips: three or more items and click type 2 or 3. */
export function collectionChipItems(pin: Pick<Pin, 'collectionPin' | 'adData'>): ChipItem[] | null {
  const clickType = pin.adData?.collectionGridClickType;
  if (clickType == null || !CHIP_CLICK_TYPES.has(clickType)) return null;
  return chipItems(pin.collectionPin?.items);
}

/**
 * A collage's chips: its first three sources, when the viewer may see three or more (the server leaves out sources
 * on boards the viewer may not see, so a collage with hidden sources can fall under three and show none).
 */
export function collageChipItems(pin: Pick<Pin, 'collageItems'>): ChipItem[] | null {
  return chipItems(pin.collageItems);
}
