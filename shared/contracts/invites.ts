import { z } from 'zod';
import { INVITES } from '../constants';
import { board } from './board';
import { id } from './common';
import { resource } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const inviteCode = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be an invite code');
const inviteStatus = z.enum(['pending', 'accepted', 'declined']);
const boardLink = z.object({ id: z.string(), name: z.string(), url: z.string() });

/** platform-services.md section 3, Invite code metadata (and the shared header's sender fields). */
const inviteMetadata = z.object({
  invite_code: z.string(),
  invite_channel: z.number().int(),
  status: inviteStatus,
  /** Set when the invite is addressed to one user; null for a link anyone holding it may use. */
  invited_user_id: z.string().nullable(),
  sender: z.object({
    id: z.string(),
    first_name: z.string(),
    full_name: z.string(),
    image_medium_url: z.string(),
    is_default_image: z.boolean(),
    should_show_messaging: z.boolean(),
  }),
  board: boardLink,
});
export type InviteMetadata = z.infer<typeof inviteMetadata>;

const createdInvite = z.object({
  invite_code: z.string(),
  /** The board's page with ?invite_code=..., as a path on this host. */
  invite_url: z.string(),
  invite_channel: z.number().int(),
  status: inviteStatus,
  invited_user_id: z.string().nullable(),
  board: boardLink,
});
export type CreatedInvite = z.infer<typeof createdInvite>;

const membership = { board_id: id, invited_user_id: id };

export const inviteCreate = resource('BoardInviteResource', 'create', {
  tag: 'invites',
  summary:
    "Invite people to a board: the owner, or a collaborator allowed 'invite'. Without invited_user_id it makes a link anyone holding it may use; with one, an invite for that user alone (asking again answers the pending one, 200). 201 when created.",
  auth: 'user',
  options: z.object({
    board_id: id,
    invited_user_id: id.optional(),
    invite_channel: z.number().int().min(0).max(INVITES.maxChannel).default(INVITES.copiedLinkChannel),
  }),
  data: createdInvite,
});

export const inviteMetadataGet = resource('InviteCodeMetadataResource', 'get', {
  tag: 'invites',
  summary: 'Who sent an invite, on which channel, for which board. Signed out too: the login modal\'s header reads it. An unknown code is a 404.',
  options: z.object({ invite_code: inviteCode }),
  data: inviteMetadata,
});

export const inviteAccept = resource('BoardInviteResource', 'update', {
  tag: 'invites',
  summary:
    "Accept an invite: the viewer becomes a collaborator with the default permissions (save, favorite). Idempotent; the owner accepting changes nothing. An invite addressed to someone else is a 403, a declined one a 409.",
  auth: 'user',
  options: z.object({ invite_code: inviteCode, accept: z.literal(true, 'must be true') }),
  data: z.object({
    board,
    /** false when the viewer was already the owner or a collaborator. */
    joined: z.boolean(),
  }),
});

export const inviteDeny = resource('BoardInviteResource', 'delete', {
  tag: 'invites',
  summary:
    "Deny the pending invites to a board addressed to invited_user_id: by that user (decline), or by someone who may invite on the board (revoke). 404 when there is none.",
  auth: 'user',
  options: z.object(membership),
  data: z.object({ board_id: z.string(), invited_user_id: z.string(), status: z.literal('declined') }),
});

export const collaboratorRemove = resource('BoardCollaboratorResource', 'delete', {
  tag: 'invites',
  summary: 'Remove a collaborator from a board: the owner removes anyone, a collaborator removes themselves (leaves).',
  auth: 'user',
  options: z.object({ ...membership, field_set_key: z.string().max(40).optional() }),
  data: z.object({ board_id: z.string(), invited_user_id: z.string(), collaborator_count: z.number().int() }),
});
