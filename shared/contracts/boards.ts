import { z } from 'zod';
import { LIMITS } from '../constants';
import { board, boardPrivacy, boardSection } from './board';
import { id } from './common';
import { displayName } from './displayName';
import { resource } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const WHO = 'The board owner, or a collaborator whose permissions list';

/** A section as the board lists it, with its board's id so the client knows which board changed. */
const sectionAnswer = boardSection.extend({ board_id: z.string() });

export const boardUpdate = resource('BoardResource', 'update', {
  tag: 'boards',
  summary: `Edit a board: name (1..${LIMITS.boardTitle}, unique per owner ignoring case: 409 naming name), description, privacy (the owner's alone: anyone else changing it is a 403 naming privacy, and nothing of the edit is written), cover pin (a pin on the board; null: the newest pin), archived. ${WHO} edit_board. Only the fields sent change; the url keeps its slug.`,
  auth: 'required',
  options: z.object({
    board_id: id,
    name: displayName(LIMITS.boardTitle).optional(),
    description: z.string().max(LIMITS.boardDescription).optional(),
    privacy: boardPrivacy.optional(),
    cover_pin_id: id.nullable().optional(),
    archived: z.boolean().optional(),
  }),
  data: board,
});

export const boardDelete = resource('BoardResource', 'delete', {
  tag: 'boards',
  summary: `Delete a board with its sections and every pin on it, in one transaction; each original saved there loses those saves from its save count. ${WHO} delete_board. The quick-saves board cannot be deleted (409 naming board_id).`,
  auth: 'required',
  options: z.object({ board_id: id }),
  data: z.object({ id: z.string(), deleted_pin_count: z.number().int() }),
});

export const sectionCreate = resource('BoardSectionResource', 'create', {
  tag: 'boards',
  summary: `Add a section at the end of a board (title 1..${LIMITS.sectionTitle}; a title whose slug the board already has is a 409 naming title). ${WHO} create_section.`,
  auth: 'required',
  options: z.object({ board_id: id, title: displayName(LIMITS.sectionTitle) }),
  data: sectionAnswer,
});

export const sectionUpdate = resource('BoardSectionResource', 'update', {
  tag: 'boards',
  summary: `Rename a section (its slug follows the title). ${WHO} edit_section.`,
  auth: 'required',
  options: z.object({ section_id: id, title: displayName(LIMITS.sectionTitle) }),
  data: sectionAnswer,
});

export const sectionDelete = resource('BoardSectionResource', 'delete', {
  tag: 'boards',
  summary: `Delete a section; its pins stay on the board, outside any section (one transaction). ${WHO} delete_section.`,
  auth: 'required',
  options: z.object({ section_id: id }),
  data: z.object({ id: z.string(), board_id: z.string(), moved_pin_count: z.number().int() }),
});

export const sectionsReorder = resource('BoardSectionOrderResource', 'update', {
  tag: 'boards',
  summary: `Put a board's sections in the order given: section_ids must be exactly the board's sections, each once (400 naming section_ids otherwise). ${WHO} edit_section.`,
  auth: 'required',
  options: z.object({ board_id: id, section_ids: z.array(id).max(LIMITS.sectionsPerBoard) }),
  data: z.array(sectionAnswer),
});

export const sectionGet = resource('BoardSectionResource', 'get', {
  tag: 'boards',
  summary:
    "A section by id with its board (the viewer's permissions included), for the section's edit page and its id-form url. 404 when it does not exist or its board is one the viewer may not see.",
  auth: 'optional',
  options: z.object({ section_id: id }),
  data: sectionAnswer.extend({ board }),
});
