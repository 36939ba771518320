import { z } from 'zod';
import { LIMITS, SAVES } from '../constants';
import { board, boardLayout } from './board';
import { boundedJson } from './boundedJson';
import { clientTrackingParams, id, paging } from './common';
import { savedInfo } from './pin';
import { BOARD_FILTERS, BOARD_SORT_ORDERS } from '../domain/profileViewSettings';
import { resource } from './endpoint';

// Only contracts are exported as values: the registry spreads every value export of this module into its endpoints.

/** The repin response: the board saved to and, when one was chosen, its section. */
const repinResult = z.object({
  id: z.string(),
  board: z.object({ id: z.string(), url: z.string(), name: z.string(), layout: boardLayout }),
  section: z.object({ id: z.string(), slug: z.string(), title: z.string() }).optional(),
  /** The original the save counts toward (the pin itself when it is an original): the client marks it saved too. */
  origin_pin_id: z.string(),
  /** The original's save count after this save. */
  save_count: z.number().int(),
  /** The pin entity's savedInfo from now on (for the pin and its original): this save. */
  savedInfo,
});
export type RepinResult = z.infer<typeof repinResult>;

export const repinCreate = resource('RepinResource', 'create', {
  tag: 'saves',
  summary:
    'Save a pin to a board (or a section of it) the viewer may save to. 201 with the new save; 200 with the existing one when the viewer already saved that pin there.',
  auth: 'required',
  options: z.object({
    pin_id: id,
    board_id: id,
    section: id.nullable().optional(),
    clientTrackingParams: clientTrackingParams.optional(),
    /** When sent, must be the signed-in viewer (403 otherwise). */
    user_id: id.optional(),
    /** true: the pin-saved event is still logged, without the client's tracking params and event context. */
    disable_event_log_info: z.boolean().optional(),
    eventContext: boundedJson(z.record(z.string(), z.unknown()), SAVES.eventContextBounds).optional(),
  }),
  data: repinResult,
});

export const userStateGet = resource('UserStateResource', 'get', {
  tag: 'saves',
  summary: "A piece of the viewer's state. QUICK_SAVES_BOARD_ID: the id of the viewer's quick-saves board, or null.",
  auth: 'required',
  options: z.object({ state: z.enum(['QUICK_SAVES_BOARD_ID']) }),
  data: z.string().nullable(),
});

/** Board list options (25 boards a page); `writable_only` is ours (the board picker). */
export const boardsGet = resource('BoardsResource', 'get', {
  tag: 'boards',
  summary:
    "Boards, 25 a page. writable_only: true lists the boards the viewer may save to (own boards and group boards with the 'save' permission, with sections; archived ones too, each answering `archived`). Otherwise the boards of `username` (default: the viewer) that the viewer may see, own and collaborated. sort custom: the order that user stored (BoardOrderResource update), boards made since at the end, oldest first. board_filter (profile view settings): GROUP, SECRET or ARCHIVED boards only (GROUP and SECRET leave archived boards out). filter_all_pins: true leaves out the quick-saves board (the automatic 'Profile' board that gathers all quick saves). include_archived: false leaves out archived boards.",
  paged: true,
  auth: 'optional',
  options: z.object({
    username: z.string().min(1).max(LIMITS.username.max).optional(),
    writable_only: z.boolean().default(false),
    privacy_filter: z.enum(['all', 'public', 'protected', 'secret']).default('all'),
    sort: z.enum(BOARD_SORT_ORDERS).default('last_pinned_to'),
    board_filter: z.enum(BOARD_FILTERS).default('NONE'),
    group_by: z.enum(['mix_public_private', 'visibility']).default('mix_public_private'),
    field_set_key: z.string().max(40).optional(),
    include_archived: z.boolean().default(true),
    filter_stories: z.boolean().optional(),
    filter_all_pins: z.boolean().optional(),
    filter_shopping_list: z.boolean().optional(),
    ...paging,
  }),
  data: z.array(board),
  answers: 'boards',
});

const localSaveIgnoredReason = z.enum(['malformed', 'not_found', 'other_user', 'duplicate', 'over_limit']);

export const localSavesMerge = resource('LocalSavesResource', 'create', {
  tag: 'saves',
  summary: `Merge signed-out saves into the viewer's quick-saves board (created when needed): at most ${LIMITS.anonymousSaves}, malformed, unknown, invisible or foreign entries ignored, idempotent.`,
  auth: 'required',
  // Entries are checked one by one against localSaveEntry (./localSave), so a bad one is ignored, not fatal.
  options: z.object({ saves: boundedJson(z.array(z.unknown()).max(SAVES.mergeMaxEntries), SAVES.mergeBounds) }),
  data: z.object({
    /** The quick-saves board, or null when nothing was merged. */
    board: repinResult.shape.board.nullable(),
    /** Per merged entry, as a repin answers: the new save, its original's count and the pins' savedInfo. */
    merged: z.array(
      z.object({
        index: z.number().int(),
        pin_id: z.string(),
        id: z.string(),
        created: z.boolean(),
        origin_pin_id: z.string(),
        save_count: z.number().int(),
        savedInfo,
      }),
    ),
    ignored: z.array(z.object({ index: z.number().int(), reason: localSaveIgnoredReason })),
  }),
});
