import { z } from 'zod';
import { BOARD_ACTIONS } from '../domain/boardPermissions';
import { id } from './common';
import { resource } from './endpoint';
import { userSummary } from './user';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const boardAction = z.enum(BOARD_ACTIONS);

/** A member of a board: the board and the user. */
const membership = { board_id: id, invited_user_id: id };

const collaborator = z.object({
  user: userSummary,
  /** The actions the owner allows them, in BOARD_ACTIONS order. */
  permissions: z.array(boardAction),
});
export type Collaborator = z.infer<typeof collaborator>;

const collaboratorsPage = z.object({
  board: z.object({ id: z.string(), name: z.string(), url: z.string(), ownerId: z.string() }),
  owner: userSummary,
  collaborators: z.array(collaborator),
  /** People invited by name who have not answered yet. */
  pendingInvites: z.array(z.object({ user: userSummary, invitedAt: z.string() })),
  /** The board's active invite link; only for someone who may invite, since holding the code is enough to join. */
  inviteLink: z.object({ inviteUrl: z.string(), expiresAt: z.string().nullable() }).nullable(),
  /** What the viewer may do on the board (allowedActions). */
  viewerPermissions: z.array(boardAction),
});
export type CollaboratorsPage = z.infer<typeof collaboratorsPage>;

export const collaboratorsGet = resource('BoardCollaboratorsResource', 'get', {
  tag: 'invites',
  summary:
    "A board's owner, collaborators with their permissions, and pending invites: for the owner and its collaborators. Anyone else is a 403, or a 404 when the board is secret (as for a board that does not exist).",
  auth: 'required',
  options: z.object({ board_id: id }),
  data: collaboratorsPage,
});

export const collaboratorUpdate = resource('BoardCollaboratorResource', 'update', {
  tag: 'invites',
  summary:
    "The owner sets which board actions a collaborator may take (save, favorite, edit, delete, invite, move, create_section, edit_section, delete_section, edit_board, delete_board), replacing the list. An unknown action is a 400 naming permissions; the owner's own rights are not a list (400 naming invited_user_id); not the owner is a 403; someone not on the board a 404.",
  auth: 'required',
  options: z.object({ board_id: id, invited_user_id: id, permissions: z.array(boardAction).max(BOARD_ACTIONS.length) }),
  data: z.object({ board_id: z.string(), invited_user_id: z.string(), permissions: z.array(boardAction) }),
});

export const collaboratorRemove = resource('BoardCollaboratorResource', 'delete', {
  tag: 'invites',
  summary: 'Remove a collaborator from a board: the owner removes anyone, a collaborator removes themselves (leaves).',
  auth: 'required',
  options: z.object({ ...membership, field_set_key: z.string().max(40).optional() }),
  data: z.object({ board_id: z.string(), invited_user_id: z.string(), collaborator_count: z.number().int() }),
});
