import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Pin } from '../../../shared/contracts/pin';
import type { ChipItem } from '../../../shared/domain/chips';
import { pinCloseupPath } from '../../../shared/domain/routes';
import { safeWebLink } from '../../../shared/domain/links';
import { useAppDispatch } from '../../app/hooks';
import { loadClickOut, useClickOut } from '../offsite/useClickOut';

function chipImage(item: ChipItem): ReactNode {
  const image = item.images['136x136'] ?? item.images['236x'] ?? item.images.orig;
  return image ? <img className="collection-chips__image" src={image.url} alt={item.title} width={48} height={48} loading="lazy" /> : item.title;
}

/** The one chip row both kinds share: small image links under the media, beside the closeup link, never in it. */
function ChipList({
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

/**
 * A collection ad's chips, each to the item's page. nofollow: these are paid placements. An item whose link is not
 * http(s) shows its image unlinked (the server leaves such items out; this holds should one get through). A click goes
 * out through the chip's offsite check (offsiteChipClick), as a source link's does; a right click is reported to it.
 */
export function CollectionChips({ pin, items }: { pin: Pick<Pin, 'id' | 'adData'>; items: readonly ChipItem[] }) {
  const dispatch = useAppDispatch();
  const clickOut = useClickOut();
  // Chips show only for collection click types 2 and 3 (shared/domain/chips), the ad's creative type.
  const creativeType = pin.adData?.collectionGridClickType ?? 0;
  return (
    <>
      <ChipList
        label="Items in this collection"
        items={items}
        link={(item, image, position) => {
          const href = safeWebLink(item.link);
          const chip = { position, creativeType };
          return href ? (
            <a
              className="collection-chips__link"
              href={href}
              rel="nofollow"
              onClick={(event) =>
                clickOut.start(event, { pinId: pin.id, target: { url: href, isAdClick: false }, thirdPartyAd: false, slotIndex: null, chip })
              }
              onContextMenu={() => void loadClickOut().then(({ chipRightClick }) => chipRightClick(dispatch, pin.id, href, chip))}
              onPointerEnter={() => void loadClickOut()}
              onFocus={() => void loadClickOut()}
            >
              {image}
            </a>
          ) : (
            image
          );
        }}
      />
      {clickOut.modal}
    </>
  );
}

/**
 * A collage's chips, each to its source pin's closeup, by the same rule as the card's own closeup link (the
 * seoUrl signed out, the bare id signed in).
 */
export function CollageChips({ items, signedIn }: { items: readonly ChipItem[]; signedIn: boolean }) {
  return (
    <ChipList
      label="Pins in this collage"
      items={items}
      link={(item, image) => (
        <Link className="collection-chips__link" to={pinCloseupPath({ id: item.id, seoUrl: item.link }, signedIn)}>
          {image}
        </Link>
      )}
    />
  );
}
