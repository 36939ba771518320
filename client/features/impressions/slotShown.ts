/**
 * The DOM event a card's carousel sends up when it shows another slot. An event rather than a context: the carousel
 * and the impression tracker are lazy chunks of their own, and the grid between them carries no code for either.
 */
export const SLOT_SHOWN = 'pinboard:slotshown';

export function announceSlotShown(element: Element): void {
  element.dispatchEvent(new Event(SLOT_SHOWN, { bubbles: true }));
}
