import type { Pin } from '../../../shared/contracts/pin';

type CollectionItem = NonNullable<Pin['collectionPin']>['items'][number];

/** Collection and collage chips both need at least three items, and show the first three (section 5). */
export const CHIP_COUNT = 3;
/** Collection grid click types that turn chips on for a collection ad (section 5). */
const CHIP_CLICK_TYPES: ReadonlySet<number> = new Set([2, 3]);

/** The items to show as chips, or null when there are fewer than three. */
export function chipItems<T>(items: readonly T[] | null | undefined): T[] | null {
  if (!items || items.length < CHIP_COUNT) return null;
  return items.slice(0, CHIP_COUNT);
}

/** A collection ad's chips: three or more items and click type 2 or 3. */
export function collectionChipItems(pin: Pick<Pin, 'collectionPin' | 'adData'>): CollectionItem[] | null {
  const clickType = pin.adData?.collectionGridClickType;
  if (clickType == null || !CHIP_CLICK_TYPES.has(clickType)) return null;
  return chipItems(pin.collectionPin?.items);
}

/**
 * Small image links under a collection ad's media, each to the item's page. They sit beside the closeup link, never
 * in it. nofollow: these are paid placements.
 */
export function CollectionChips({ items }: { items: readonly CollectionItem[] }) {
  return (
    <ul className="collection-chips" aria-label="Items in this collection">
      {items.map((item) => {
        const image = item.images['136x136'] ?? item.images['236x'] ?? item.images.orig;
        return (
          <li key={item.id} className="collection-chips__item">
            <a className="collection-chips__link" href={item.link} rel="nofollow">
              {image ? <img className="collection-chips__image" src={image.url} alt={item.title} width={48} height={48} loading="lazy" /> : item.title}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
