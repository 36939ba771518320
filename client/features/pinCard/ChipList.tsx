import type { ComponentProps, ReactNode } from 'react';
import type { ChipItem } from '../../../shared/domain/chips';
import { safeWebLink } from '../../../shared/domain/links';

function chipImage(item: ChipItem): ReactNode {
  const image = item.images['136x136'] ?? item.images['236x'] ?? item.images.orig;
  return image ? <img className="collection-chips__image" src={image.url} alt={item.title} width={48} height={48} loading="lazy" /> : item.title;
}

/** The one chip row both kinds (collection ads' items, a collage's pins) share: small image links under the media, beside the closeup link, never in it. */
export function ChipList({
  label,
  items,
  link,
}: {
  label: string;
  items: readonly ChipItem[];
  link: (item: ChipItem, image: ReactNode, position: number) => ReactNode;
}) {
  return (
    <ul className="collection-chips" aria-label={label}>
      {items.map((item, position) => (
        <li key={item.id} className="collection-chips__item">
          {link(item, chipImage(item), position)}
        </li>
      ))}
    </ul>
  );
}

/** What a collection chip's link does with clicks, given its place among the chips and its checked href. */
export type ChipHandlers = (href: string, position: number) => Omit<ComponentProps<'a'>, 'href' | 'className' | 'rel'>;

/**
 * A collection ad's chips, each to the item's page. nofollow: these are paid placements. An item whose link is not
 * http(s) shows its image unlinked (the server leaves such items out; this holds should one get through).
 */
export function CollectionChipList({ items, handlers }: { items: readonly ChipItem[]; handlers?: ChipHandlers }) {
  return (
    <ChipList
      label="Items in this collection"
      items={items}
      link={(item, image, position) => {
        const href = safeWebLink(item.link);
        return href ? (
          <a className="collection-chips__link" href={href} rel="nofollow" {...handlers?.(href, position)}>
            {image}
          </a>
        ) : (
          image
        );
      }}
    />
  );
}
