import { z } from 'zod';
import { id } from './common';

/**
 * One signed-out save as the client keeps it in local storage (at most 2 are kept; saving beyond that is ignored). The
 * merge resource takes a list of unknown values and checks each against this, so one bad entry is ignored instead of
 * failing all.
 */
export const localSaveEntry = z.object({
  pin_id: id,
  /** Set when the entry was made for a particular account; an entry for another user is ignored. */
  user_id: id.nullable().optional(),
});
export type LocalSaveEntry = z.input<typeof localSaveEntry>;
