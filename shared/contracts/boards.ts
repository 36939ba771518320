import { z } from 'zod';
import { LIMITS } from '../constants';
import { board, boardDetail, boardLayout, boardPrivacy, boardSection } from './board';
import { id } from './common';
import { displayName } from './displayName';
import { resource } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const WHO = 'The board owner, or a collaborator whose permissions list';

// Slugs are made from names of at most 50 characters; NFKD can lengthen a name, so the bound is generous.
const boardSlug = z.string().min(1).max(200);

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

export const boardGet = resource('BoardResource', 'get', {
  tag: 'boards',
  summary:
    "A board by board_id, or by its owner's username and its slug (the board page's url), with followedByMe, " +
    "collaboratedByMe, the viewer's permissions and the first collaborators.",
  auth: 'optional',
  options: z
    .object({
      board_id: id.optional(),
      username: z.string().min(1).max(LIMITS.username.max).optional(),
      slug: boardSlug.optional(),
      field_set_key: z.string().max(40).optional(),
    })
    .superRefine((o, ctx) => {
      const byName = o.username !== undefined || o.slug !== undefined;
      const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      if (o.board_id !== undefined && byName) issue(o.username !== undefined ? 'username' : 'slug', 'send board_id or username and slug, not both');
      else if (o.board_id === undefined && !byName) issue('board_id', 'board_id, or username and slug, is required');
      else if (byName && o.username === undefined) issue('username', 'required with slug');
      else if (byName && o.slug === undefined) issue('slug', 'required with username');
    }),
  data: boardDetail,
  answers: 'board',
});

export const boardCreate = resource('BoardResource', 'create', {
  tag: 'boards',
  summary:
    "Create a board. With layout 'quick_saves': the viewer's one quick-saves board ('Profile'), answered as it is when it exists and return_existing is true (409 when false). Otherwise a board (name 1..50, privacy public by default). 201 when created, 200 when existing.",
  auth: 'required',
  options: z.object({
    name: displayName(LIMITS.boardTitle),
    layout: boardLayout.default('default'),
    /** Quick-save form: a protected quick-saves board (privacy 'protected'). */
    protected: z.boolean().optional(),
    return_existing: z.boolean().optional(),
    privacy: boardPrivacy.default('public'),
    /** When sent, must be the viewer's (user_id, username, orbac_subject_id): acting for other profiles is not offered. */
    user_id: id.optional(),
    username: z.string().min(1).max(LIMITS.username.max).optional(),
    orbac_subject_id: id.optional(),
    description: z.string().max(LIMITS.pinDescription).optional(),
  }),
  data: board,
});
