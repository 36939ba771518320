import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Pin } from '../../../shared/contracts/pin';
import type { ChipItem } from '../../../shared/domain/chips';
import { pinCloseupPath } from '../../../shared/domain/routes';
import { ChipList, CollectionChipList } from './ChipList';

// Collection ads are rare: their clicks' offsite check loads with the first one shown, never on the home's first load.
const CheckedCollectionChips = lazy(() => import(/* webpackChunkName: "collection-chips" */ './CheckedCollectionChips'));

/** A collection ad's chips, whose clicks go out through the chip offsite check; plain links until that has loaded. */
export function CollectionChips({ pin, items }: { pin: Pick<Pin, 'id' | 'adData'>; items: readonly ChipItem[] }) {
  return (
    <Suspense fallback={<CollectionChipList items={items} />}>
      <CheckedCollectionChips pin={pin} items={items} />
    </Suspense>
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
