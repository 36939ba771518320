import type { Impression } from '../../../shared/contracts/analytics';

/** An impression of `pin` in slot `slotIndex`, seen for half a second: what the grid sends, with fixed figures. */
export const impressionOf = (pin: string, slotIndex = 0): Impression => ({
  pin_id: pin,
  slotIndex,
  time: 1_764_000_000_000,
  renderDuration: 90,
  visibility: { 1: 500 },
  cellSize: { width: 236, height: 300 },
  windowSize: { width: 1280, height: 800 },
});
