import type { ImpressionRow } from '../../../server/features/analytics/store';

/** A stored impression of `pin` with only its sizes known: the roll-up counts rows, not what they measured. */
export const impressionRow = (pin: string): ImpressionRow => ({
  pin_id: pin,
  client_tracking_params: null,
  slot_index: 0,
  time: 0,
  render_duration: 0,
  visible_1: null,
  visible_50: null,
  visible_80: null,
  visible_100: null,
  cell_width: 236,
  cell_height: 300,
  window_width: 1280,
  window_height: 800,
});
