import type { Impression } from '../../../shared/contracts/analytics';

/** An impression of `pin` with only its sizes known: the roll-up counts impressions, not what they measured. */
export const impressionOf = (pin: string): Impression => ({
  pin_id: pin,
  slotIndex: 0,
  time: 0,
  renderDuration: 0,
  visibility: {},
  cellSize: { width: 236, height: 300 },
  windowSize: { width: 1280, height: 800 },
});
