import { z } from 'zod';
import { BULK_EDIT, LIMITS } from '../constants';
import { id } from './common';
import { displayName } from './displayName';
import { resource } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const distinctIds = (max: number, min: number) =>
  z
    .array(id)
    .min(min)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a pin');

/**
 * Where the pins are: a board, or one of its sections. An explicit list names the pins (each must be there); a
 * select-all call means every pin there except `excluded_pin_ids`.
 */
const scope = { board_id: id, section_id: id.optional(), orbac_subject_id: id.optional() };
const picked = z.object({ ...scope, pin_ids: distinctIds(BULK_EDIT.maxPins, 1) });
const allBut = z.object({ ...scope, excluded_pin_ids: distinctIds(BULK_EDIT.maxPins, 0).default([]) });

/** Where moved or copied pins go: another board (and optionally one of its sections), or a section of the same board. */
const target = { to_board_id: id, to_section_id: id.optional() };
const sectionTitle = { title: displayName(LIMITS.sectionTitle) };

const ref = z.object({ id: z.string(), name: z.string(), url: z.string() });
const sectionRef = z.object({ id: z.string(), slug: z.string(), title: z.string() });
/** `count`: pins the call acted on; `board` and `section`: where they are now (the source board for a delete). */
const outcome = z.object({ count: z.number().int(), board: ref, section: sectionRef.nullable() });
/** A copy the viewer already had on the target counts as `already_saved` and is left as it was. */
const copyOutcome = outcome.extend({ already_saved: z.number().int() });

const ONE = 'One transaction: a pin not on the board (or section), an unknown target or a missing permission changes nothing (4xx naming the field).';
const PICKED = `pin_ids: 1..${BULK_EDIT.maxPins} distinct pins of board_id (and section_id when sent).`;
const ALL = `Every pin of board_id (or of section_id) except excluded_pin_ids (0..${BULK_EDIT.maxPins}, each one of those pins); nothing left is a 400 naming excluded_pin_ids.`;
const DELETE = `The board owner, or a collaborator allowed delete; without it, only when every pin is the viewer's own. Each original loses the deleted saves of it from its save count. ${ONE}`;
const MOVE = `Move to to_board_id (needs move on the board and save on another target) and optionally to_section_id, or to a section of the same board (none: out of any section). A pin whose pinner already saved the same original on the target is a 409 naming pin_ids. ${ONE}`;
const COPY = `Save the pins to to_board_id (and to_section_id) as repins of their originals: needs save on the target; each original's save count grows by the copies made. ${ONE}`;
const SECTION = `Create a section (title; 409 naming title when the board has one of that name) and move the pins into it. Needs create_section. ${ONE}`;

/** One bulk action: its words, its rules, what its options add to the pins' scope, and its answer. */
interface BulkAction<T extends z.ZodRawShape, D extends z.ZodType> {
  verb: string;
  rules: string;
  extra: T;
  data: D;
}
const deleting = { verb: 'Delete', rules: DELETE, extra: {}, data: outcome };
const moving = { verb: 'Move', rules: MOVE, extra: target, data: outcome };
const copying = { verb: 'Copy', rules: COPY, extra: target, data: copyOutcome };
const sectioning = { verb: 'Make a section of', rules: SECTION, extra: sectionTitle, data: outcome };

// Each action comes twice, with the same rules and answer: on the pins listed, and on all but the excluded.
const onListed = <T extends z.ZodRawShape, D extends z.ZodType>({ verb, rules, extra, data }: BulkAction<T, D>) =>
  ({ tag: 'bulk edit', auth: 'required', summary: `${verb} the pins listed. ${PICKED} ${rules}`, options: picked.extend(extra), data }) as const;
const onAllBut = <T extends z.ZodRawShape, D extends z.ZodType>({ verb, rules, extra, data }: BulkAction<T, D>) =>
  ({ tag: 'bulk edit', auth: 'required', summary: `${verb} all but the excluded. ${ALL} ${rules}`, options: allBut.extend(extra), data }) as const;

export const bulkDelete = resource('BulkEditResource', 'delete', onListed(deleting));
export const bulkMove = resource('BulkEditMoveResource', 'update', onListed(moving));
export const bulkCopy = resource('BulkEditCopyResource', 'create', onListed(copying));
export const bulkCreateSection = resource('BulkEditSectionResource', 'create', onListed(sectioning));

export const bulkDeleteAll = resource('BulkEditSelectAllResource', 'delete', onAllBut(deleting));
export const bulkMoveAll = resource('BulkEditSelectAllMoveResource', 'update', onAllBut(moving));
export const bulkCopyAll = resource('BulkEditSelectAllCopyResource', 'create', onAllBut(copying));
export const bulkCreateSectionAll = resource('BulkEditSelectAllSectionResource', 'create', onAllBut(sectioning));
