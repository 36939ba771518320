import { createContext, useContext } from 'react';

/**
 * Lets a control in a card's hover overlay keep the overlay active: an open menu renders in a portal, so the pointer
 * and focus leave the card while the viewer is still using its controls. The overlay (features/pinCard) provides it;
 * the controls it shows (the overflow menu of features/feedback) use it, neither importing the other.
 */
export const HoverHoldContext = createContext<(held: boolean) => void>(() => {});
export const useHoverHold = () => useContext(HoverHoldContext);
