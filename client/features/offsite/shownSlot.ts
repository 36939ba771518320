import { createContext } from 'react';

/** The carousel slot a card is showing, whose link overrides the pin's click-through link. */
export interface ShownSlot {
  index: number;
  link: string;
}

/**
 * Where a card's carousel tells its source link which slot is on show. A holder read at click time, not state: the
 * link needs the slot only when clicked, so paging the carousel re-renders nothing else.
 */
export interface ShownSlotHolder {
  get(): ShownSlot | null;
  set(slot: ShownSlot | null): void;
}

export function createShownSlot(): ShownSlotHolder {
  let shown: ShownSlot | null = null;
  return {
    get: () => shown,
    set: (slot) => {
      shown = slot;
    },
  };
}

export const ShownSlotContext = createContext<ShownSlotHolder | null>(null);
