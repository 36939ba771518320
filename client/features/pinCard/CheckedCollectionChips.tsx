import type { MouseEvent } from 'react';
import type { Pin } from '../../../shared/contracts/pin';
import type { ChipItem } from '../../../shared/domain/chips';
import { useAppDispatch } from '../../app/hooks';
import { loadClickOut, onMiddleClick, useClickOut } from '../offsite/useClickOut';
import { CollectionChipList } from './ChipList';

/**
 * A collection ad's chips whose clicks go out through the chip's offsite check (offsiteChipClick), as a source link's
 * do through the pin's: 'Heads up!' on a spam verdict, the signed address otherwise, the link itself when the check
 * fails; a middle-click goes the same way. A right click is reported to the check; the browser's menu has the href.
 */
export default function CheckedCollectionChips({ pin, items }: { pin: Pick<Pin, 'id' | 'adData'>; items: readonly ChipItem[] }) {
  const dispatch = useAppDispatch();
  const clickOut = useClickOut();
  // Chips show only for collection click types 2 and 3 (shared/domain/chips), the ad's creative type.
  const creativeType = pin.adData?.collectionGridClickType ?? 0;
  return (
    <>
      <CollectionChipList
        items={items}
        handlers={(href, position) => {
          const chip = { position, creativeType };
          const onClick = (event: MouseEvent<HTMLAnchorElement>) =>
            clickOut.start(event, { pinId: pin.id, target: { url: href, isAdClick: false }, thirdPartyAd: false, slotIndex: null, chip });
          return {
            onClick,
            onAuxClick: onMiddleClick(onClick),
            onContextMenu: () => void loadClickOut().then(({ chipRightClick }) => chipRightClick(dispatch, pin.id, href, chip)),
            onPointerEnter: () => void loadClickOut(),
            onFocus: () => void loadClickOut(),
          };
        }}
      />
      {clickOut.modal}
    </>
  );
}
