import { z } from 'zod';
import { INVITES } from '../constants';
import { board } from './board';
import { id } from './common';
import { resource } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const inviteCode = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be an invite code');
const inviteStatus = z.enum(['pending', 'accepted', 'declined']);
const boardLink = z.object({ id: z.string(), name: z.string(), url: z.string() });

/** Invite code metadata: the sender, the invite channel and the board (the sender's fields include the shared header's). */
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
  /** When a link stops working (ISO 8601); null for an invite addressed to one user, or a link with no end. */
  expires_at: z.string().nullable(),
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
  expires_at: z.string().nullable(),
});
export type CreatedInvite = z.infer<typeof createdInvite>;

const membership = { board_id: id, invited_user_id: id };
const expiresInDays = z.number().int().min(1).max(INVITES.linkExpiryMaxDays).default(INVITES.linkExpiryDefaultDays);

export const inviteCreate = resource('BoardInviteResource', 'create', {
  tag: 'invites',
  summary:
    "Invite people to a board: the owner, or a collaborator allowed 'invite'. Without invited_user_id it answers the board's one active link (200), or makes one that lasts expires_in_days (default 7, at most 90; 201); anyone holding it may join, except people the owner removed. With invited_user_id, an invite for that user alone (asking again answers the pending one, 200). 201 when created.",
  auth: 'required',
  options: z.object({
    board_id: id,
    invited_user_id: id.optional(),
    invite_channel: z.number().int().min(0).max(INVITES.maxChannel).default(INVITES.copiedLinkChannel),
    /** For a link made now; the active link keeps its own expiry (reset it for another). */
    expires_in_days: expiresInDays,
  }),
  data: createdInvite,
});

export const inviteMetadataGet = resource('InviteCodeMetadataResource', 'get', {
  tag: 'invites',
  summary:
    "Who sent an invite, on which channel, for which board. Signed out too: the login modal's header reads it. An unknown code is a 404; an expired or revoked link a 409 (invite_expired, invite_revoked) naming invite_code.",
  auth: 'optional',
  options: z.object({ invite_code: inviteCode }),
  data: inviteMetadata,
});

export const inviteAccept = resource('BoardInviteResource', 'update', {
  tag: 'invites',
  summary:
    "Accept an invite: the viewer becomes a collaborator with the default permissions (save, favorite). Idempotent; the owner accepting changes nothing. An invite addressed to someone else is a 403, a declined one a 409, an expired or revoked link a 409 (invite_expired, invite_revoked), a link to a board whose owner removed the viewer a 403 (removed_from_board). With seamless (the join after logging in from the invite, without a click), the join needs this browser's PendingInviteResource record for the code, made before this session began, and uses it up; otherwise a 403 seamless_not_allowed naming seamless.",
  auth: 'required',
  options: z.object({ invite_code: inviteCode, accept: z.literal(true, 'must be true'), seamless: z.boolean().default(false) }),
  data: z.object({
    board,
    /** false when the viewer was already the owner or a collaborator. */
    joined: z.boolean(),
  }),
});

export const inviteDeny = resource('BoardInviteResource', 'delete', {
  tag: 'invites',
  summary:
    'Deny the pending invites to a board addressed to invited_user_id: by that user (decline), or by someone who may invite on the board (revoke). 404 when there is none.',
  auth: 'required',
  options: z.object(membership),
  data: z.object({ board_id: z.string(), invited_user_id: z.string(), status: z.literal('declined') }),
});

export const pendingInviteCreate = resource('PendingInviteResource', 'create', {
  tag: 'invites',
  summary:
    "A signed-out visitor opened an invite: records, for 15 minutes, that a login in this browser may end in a seamless join of this invite (an HttpOnly, SameSite=Lax cookie holds the record's nonce). 403 signed_in for a signed-in viewer, 404 for an unknown code, 409 for an expired or revoked link. 201.",
  auth: 'optional',
  options: z.object({ invite_code: inviteCode }),
  data: z.object({ invite_code: z.string(), expires_at: z.string() }),
});

export const inviteLinkRotate = resource('BoardInviteLinkResource', 'update', {
  tag: 'invites',
  summary:
    "Reset a board's invite link: the active link (if any) is revoked and a new one, lasting expires_in_days (default 7), replaces it. The owner, or a collaborator allowed 'invite'. 201.",
  auth: 'required',
  options: z.object({ board_id: id, expires_in_days: expiresInDays }),
  data: createdInvite,
});

export const inviteLinkRevoke = resource('BoardInviteLinkResource', 'delete', {
  tag: 'invites',
  summary: "Revoke a board's invite link, leaving none: the owner, or a collaborator allowed 'invite'. 404 when the board has no active link.",
  auth: 'required',
  options: z.object({ board_id: id }),
  data: z.object({ board_id: z.string(), invite_code: z.string(), status: z.literal('revoked') }),
});
