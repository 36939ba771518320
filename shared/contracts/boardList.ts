import { z } from 'zod';
import { id } from './common';
import { resource } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

/** A custom order lists every board of a profile; none has more. */
const MAX_ORDERED_BOARDS = 2000;

export const boardOrderUpdate = resource('BoardOrderResource', 'update', {
  tag: 'boards',
  summary:
    "Store the viewer's custom board order (BoardsResource get, sort custom): board_ids must be exactly the boards the viewer's profile lists (owned and collaborated), each once (400 naming board_ids otherwise). Answers the ids in their new order.",
  auth: 'required',
  options: z.object({ board_ids: z.array(id).max(MAX_ORDERED_BOARDS) }),
  data: z.array(z.string()),
});
