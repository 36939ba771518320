import { lazy, Suspense, useEffect, useState } from 'react';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { useAppSelector } from '../../app/hooks';
import { useHoverHold } from '../../ui/hoverHold';
import { loadFeedbackOverlay } from './FeedbackOverlay';
import { MenuTriggerButton } from './MenuTriggerButton';
import { selectPinFeedback } from './feedbackSlice';

const loadPinMenu = () => Promise.all([import(/* webpackChunkName: "pin-menu" */ './PinMenu'), loadFeedbackOverlay()]).then(([menu]) => menu);
const PinMenu = lazy(loadPinMenu);

interface PinMenuButtonProps {
  pinId: string;
  /** Controlled open state, so a long press on mobile can open the same menu. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The grid the card is in: it picks the hide call and the overlay's sentence. */
  surface?: GridSurface;
}

/**
 * The card's overflow menu (Hide Pin, See fewer Pins like this, Report Pin, Unfollow; Hide ad and Report ad on an
 * ad). The menu (Radix) loads on first use, so a grid of cards
 * costs the home route one button each; pointing at the button starts the load early. While the menu is open the
 * hover controls stay up, though the pointer and focus are in the menu's portal.
 */
export function PinMenuButton({ pinId, open, onOpenChange, surface = 'AuthHomefeed' }: PinMenuButtonProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [keyboardOpened, setKeyboardOpened] = useState(false);
  const hidden = useAppSelector((state) => selectPinFeedback(state, pinId)?.hidden === true);
  const hold = useHoverHold();
  const isOpen = open ?? ownOpen;

  useEffect(() => {
    hold(isOpen);
    return () => hold(false);
  }, [hold, isOpen]);

  const setOpen = (next: boolean) => {
    // Later opens go through Radix's own trigger, which tells keyboard from pointer itself.
    if (!next) setKeyboardOpened(false);
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  // A hidden pin's overlay holds its actions; hiding or reporting it again means nothing.
  if (hidden) return null;
  if (!used && !isOpen) {
    return (
      <MenuTriggerButton
        data-pin-id={pinId}
        aria-expanded={false}
        onPointerEnter={() => void loadPinMenu()}
        onClick={(event) => {
          // A click from Enter or Space has no pointer position: detail counts pointer clicks.
          setKeyboardOpened(event.detail === 0);
          setUsed(true);
          setOpen(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<MenuTriggerButton data-pin-id={pinId} aria-expanded={isOpen} />}>
      <PinMenu pinId={pinId} surface={surface} open={isOpen} onOpenChange={setOpen} focusFirstItem={keyboardOpened} />
    </Suspense>
  );
}
