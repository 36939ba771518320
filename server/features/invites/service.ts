import { randomBytes } from 'node:crypto';
import { INVITES } from '../../../shared/constants';
import type { DataOf, OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/invites';
import { INVITE_ERRORS, inviteLinkPath } from '../../../shared/domain/invites';
import type { Clock } from '../../config';
import type { Db } from '../../sqlite/open';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { boardUrl } from '../boards/serialize';
import type { BoardsService } from '../boards/service';
import { toUserSummary } from '../users/serialize';
import type { UsersStore } from '../users/store';
import type { InviteRow, InvitesStore } from './store';

type Created = DataOf<typeof contracts.inviteCreate>;

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** What a seamless join proves: hashes of this browser's pending-invite nonce and of its session token. */
export interface SeamlessProof {
  nonceHash: string | null;
  sessionHash: string | null;
}

const boardLink = (row: InviteRow) => ({ id: String(row.board_id), name: row.board_name, url: boardUrl(row.owner_username, row.board_slug) });

/** 96 random bits: codes are not guessable, and two never meet in practice. */
const newCode = () => randomBytes(INVITES.codeBytes).toString('base64url');

/**
 * Group-board invites and membership: making, opening, accepting and denying invites. The code is the capability: whoever
 * holds a link invite may join, so a board's invites are made only by those allowed to invite on it.
 */
export function createInvitesService(db: Db, store: InvitesStore, users: UsersStore, boards: BoardsService, clock: Clock) {
  const invitableBoard = (boardId: number, viewerId: number) =>
    boards.allowing(boardId, viewerId, 'invite', 'Only the board owner, or a collaborator allowed to invite, can do that.');

  function create(viewerId: number, o: OptionsOf<typeof contracts.inviteCreate>): { data: Created; created: boolean } {
    const boardId = Number(o.board_id);
    const board = invitableBoard(boardId, viewerId);
    if (board.layout === 'quick_saves') {
      throw badRequest('The quick-saves board cannot have collaborators.', { board_id: 'is the quick-saves board' });
    }
    const invitee = o.invited_user_id === undefined ? null : Number(o.invited_user_id);
    if (invitee !== null) {
      if (!users.byId(invitee)) throw notFound('User');
      if (invitee === board.owner_id) throw badRequest('The owner is already on the board.', { invited_user_id: "is the board's owner" });
      if (store.isCollaborator(boardId, invitee)) {
        throw conflict('That user already collaborates on the board.', { invited_user_id: 'is already a collaborator' });
      }
    }
    const now = clock.now();
    const invite = { code: newCode(), board: boardId, inviter: viewerId, channel: o.invite_channel, now };
    if (invitee !== null) {
      const { invite: row, created } = store.insertPersonal({ ...invite, invitee, expiresAt: null });
      return { created, data: createdData(row) };
    }
    // An expired link leaves its place to the new one in the same write, so no click ever answers a dead link.
    const { invite: row, created } = db
      .transaction(() => {
        store.revokeLink(boardId, now, true);
        return store.insertLink({ ...invite, invitee: null, expiresAt: now + o.expires_in_days * DAY_MS });
      })
      .immediate();
    return { created, data: createdData(row) };
  }

  function createdData(row: InviteRow): Created {
    const link = boardLink(row);
    return {
      invite_code: row.invite_code,
      invite_url: inviteLinkPath(link.url, row.invite_code),
      invite_channel: row.invite_channel,
      status: row.status,
      invited_user_id: row.invitee_id === null ? null : String(row.invitee_id),
      board: link,
      expires_at: iso(row.expires_at),
    };
  }

  function linkBoard(viewerId: number, boardIdOption: string) {
    const boardId = Number(boardIdOption);
    const board = invitableBoard(boardId, viewerId);
    if (board.layout === 'quick_saves') {
      throw badRequest('The quick-saves board cannot have collaborators.', { board_id: 'is the quick-saves board' });
    }
    return boardId;
  }

  /** BoardInviteLinkResource update: the active link is revoked and a new one takes its place, in one write. */
  function rotateLink(viewerId: number, o: OptionsOf<typeof contracts.inviteLinkRotate>): Created {
    const boardId = linkBoard(viewerId, o.board_id);
    const now = clock.now();
    const row = db
      .transaction(() => {
        store.revokeLink(boardId, now);
        const invite = { code: newCode(), board: boardId, inviter: viewerId, channel: INVITES.copiedLinkChannel, now };
        return store.insertLink({ ...invite, invitee: null, expiresAt: now + o.expires_in_days * DAY_MS }).invite;
      })
      .immediate();
    return createdData(row);
  }

  /** BoardInviteLinkResource delete: the board is left with no link; invites addressed to people stay. */
  function revokeLink(viewerId: number, o: OptionsOf<typeof contracts.inviteLinkRevoke>): DataOf<typeof contracts.inviteLinkRevoke> {
    const boardId = linkBoard(viewerId, o.board_id);
    const code = store.revokeLink(boardId, clock.now());
    if (code === null) throw notFound('Invite link');
    return { board_id: String(boardId), invite_code: code, status: 'revoked' };
  }

  /** Why a link can no longer be used by anyone, or null. Personal invites have their own end (spent). */
  function closedLink(row: InviteRow): ApiError | null {
    if (row.invitee_id !== null) return null;
    if (row.expires_at !== null && row.expires_at <= clock.now()) {
      return new ApiError(409, INVITE_ERRORS.expired, 'This invite link has expired.', { invite_code: 'has expired' });
    }
    if (row.revoked_at !== null) {
      return new ApiError(409, INVITE_ERRORS.revoked, 'This invite link is no longer active.', { invite_code: 'was revoked' });
    }
    return null;
  }

  /** The invite for a code that can still be opened: 404 unknown, 409 an expired or revoked link. */
  function openInvite(code: string): InviteRow {
    const row = store.byCode(code);
    if (!row) throw notFound('Invite');
    const closed = closedLink(row);
    if (closed) throw closed;
    return row;
  }

  /**
   * PendingInviteResource create: a signed-out visitor opened the invite, and may log in from it. The record, keyed
   * by the hash of the nonce the cookie holds, is what lets the join after that login skip the question.
   */
  function pending(viewerId: number | null, code: string, nonceHash: string): DataOf<typeof contracts.pendingInviteCreate> {
    if (viewerId !== null) throw new ApiError(403, INVITE_ERRORS.signedIn, 'You are already logged in: accept the invite on the board.');
    openInvite(code);
    const now = clock.now();
    const expiresAt = now + INVITES.pendingLoginTtlMs;
    store.insertPending({ nonceHash, code, now, expiresAt });
    return { invite_code: code, expires_at: iso(expiresAt)! };
  }

  /** InviteCodeMetadataResource get: the sender as the login modal's header and the inviter popover show them. */
  function metadata(code: string): DataOf<typeof contracts.inviteMetadataGet> {
    const row = openInvite(code);
    const senderRow = users.summaries([row.inviter_id], null).get(row.inviter_id)!;
    const sender = toUserSummary(senderRow);
    return {
      invite_code: row.invite_code,
      invite_channel: row.invite_channel,
      status: row.status,
      invited_user_id: row.invitee_id === null ? null : String(row.invitee_id),
      sender: {
        id: sender.id,
        first_name: sender.firstName,
        full_name: sender.fullName,
        image_medium_url: sender.imageMediumUrl,
        is_default_image: senderRow.avatar_signature === null,
        // No messaging settings exist yet: everyone can receive messages.
        should_show_messaging: true,
      },
      board: boardLink(row),
      expires_at: iso(row.expires_at),
    };
  }

  /** Why an invite addressed to one user can no longer be used, or null when it can. */
  function spent(row: InviteRow, viewerId: number): string | null {
    if (row.invitee_id === null || row.status === 'pending') return null;
    if (row.status === 'declined') return 'This invite was declined.';
    return store.isCollaborator(row.board_id, viewerId) ? null : 'This invite was already used.';
  }

  /**
   * A seamless join is the last step of a login this invite started in this browser: its pending record, made
   * before the session began, is used up by this join. A signed-in visitor sent a crafted link has none.
   */
  function useSeamlessRecord(code: string, proof: SeamlessProof) {
    const sessionStart = proof.sessionHash === null ? null : store.sessionStart(proof.sessionHash);
    const used =
      proof.nonceHash !== null && sessionStart !== null && store.consumePending({ nonceHash: proof.nonceHash, code, now: clock.now(), sessionStart });
    if (!used) {
      throw new ApiError(403, INVITE_ERRORS.seamlessRefused, 'Accept the invite on the board to join it.', {
        seamless: 'needs a login started from this invite in this browser',
      });
    }
  }

  /**
   * BoardInviteResource update with accept: the viewer joins with the default permissions; a repeat changes nothing.
   * `seamless` (the join without a click after logging in) carries the proof that this browser's login came from
   * this invite.
   */
  function accept(viewerId: number, code: string, seamless: SeamlessProof | null): DataOf<typeof contracts.inviteAccept> {
    const row = store.byCode(code);
    if (!row) throw notFound('Invite');
    let joined = false;
    if (row.owner_id !== viewerId) {
      if (row.invitee_id !== null && row.invitee_id !== viewerId) throw forbidden('This invite is for someone else.');
      const closed = closedLink(row);
      if (closed) throw closed;
      const problem = spent(row, viewerId);
      if (problem) throw conflict(problem, { invite_code: `is ${row.status}` });
      // Only an invite addressed to them brings back someone the owner removed; a link they kept does not.
      if (row.invitee_id === null && store.wasRemoved(row.board_id, viewerId)) {
        throw new ApiError(403, INVITE_ERRORS.removed, "The board's owner removed you; ask them for a new invite.", {
          invite_code: 'is a link, and the owner removed you from this board',
        });
      }
      joined = db
        .transaction(() => {
          const added = store.addCollaborator(row.board_id, viewerId, clock.now());
          // A member already needs no proof; a join that does throws here, and the whole write rolls back.
          if (added && seamless) useSeamlessRecord(code, seamless);
          if (row.invitee_id !== null) {
            store.markAccepted(row.id);
            store.clearRemoved(row.board_id, viewerId);
          }
          return added;
        })
        .immediate();
    }
    return { board: boards.boards([row.board_id], viewerId)[0], joined };
  }

  /** BoardInviteResource delete: the invitee declines, or someone who may invite on the board revokes. */
  function deny(viewerId: number, o: OptionsOf<typeof contracts.inviteDeny>): DataOf<typeof contracts.inviteDeny> {
    const boardId = Number(o.board_id);
    const invitee = Number(o.invited_user_id);
    if (invitee !== viewerId) invitableBoard(boardId, viewerId);
    if (store.declinePending(boardId, invitee) === 0) throw notFound('Invite');
    return { board_id: String(boardId), invited_user_id: String(invitee), status: 'declined' };
  }

  return { create, rotateLink, revokeLink, pending, metadata, accept, deny };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
