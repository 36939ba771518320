import { randomBytes } from 'node:crypto';
import { INVITES } from '../../../shared/constants';
import type { DataOf, OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/invites';
import { inviteLinkPath } from '../../../shared/domain/invites';
import type { Clock } from '../../config';
import type { Db } from '../../db/open';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { boardUrl } from '../boards/serialize';
import { createBoardsService } from '../boards/service';
import { toUserSummary } from '../users/serialize';
import type { UsersStore } from '../users/store';
import { createInvitesStore, type InviteRow } from './store';

type Created = DataOf<typeof contracts.inviteCreate>;

const boardLink = (row: InviteRow) => ({ id: String(row.board_id), name: row.board_name, url: boardUrl(row.owner_username, row.board_slug) });

/** 96 random bits: codes are not guessable, and two never meet in practice. */
const newCode = () => randomBytes(INVITES.codeBytes).toString('base64url');

/**
 * Group-board invites and membership (platform-services.md sections 4, 6 and 7). The code is the capability: whoever
 * holds a link invite may join, so a board's invites are made only by those allowed to invite on it.
 */
export function createInvitesService(db: Db, users: UsersStore, clock: Clock) {
  const store = createInvitesStore(db);
  const boards = createBoardsService(db, users);

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
    const invite = { code: newCode(), board: boardId, inviter: viewerId, channel: o.invite_channel, now: clock.now() };
    const { invite: row, created } =
      invitee === null ? { invite: store.insertLink({ ...invite, invitee: null }), created: true } : store.insertPersonal({ ...invite, invitee });
    const link = boardLink(row);
    return {
      created,
      data: {
        invite_code: row.invite_code,
        invite_url: inviteLinkPath(link.url, row.invite_code),
        invite_channel: row.invite_channel,
        status: row.status,
        invited_user_id: row.invitee_id === null ? null : String(row.invitee_id),
        board: link,
      },
    };
  }

  /** InviteCodeMetadataResource get: the sender as the login modal's header and the inviter popover show them. */
  function metadata(code: string): DataOf<typeof contracts.inviteMetadataGet> {
    const row = store.byCode(code);
    if (!row) throw notFound('Invite');
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
    };
  }

  /** Why an invite addressed to one user can no longer be used, or null when it can. */
  function spent(row: InviteRow, viewerId: number): string | null {
    if (row.invitee_id === null || row.status === 'pending') return null;
    if (row.status === 'declined') return 'This invite was declined.';
    return store.isCollaborator(row.board_id, viewerId) ? null : 'This invite was already used.';
  }

  /** BoardInviteResource update with accept: the viewer joins with the default permissions; a repeat changes nothing. */
  function accept(viewerId: number, code: string): DataOf<typeof contracts.inviteAccept> {
    const row = store.byCode(code);
    if (!row) throw notFound('Invite');
    let joined = false;
    if (row.owner_id !== viewerId) {
      if (row.invitee_id !== null && row.invitee_id !== viewerId) throw forbidden('This invite is for someone else.');
      const problem = spent(row, viewerId);
      if (problem) throw conflict(problem, { invite_code: `is ${row.status}` });
      joined = db.transaction(() => {
        const added = store.addCollaborator(row.board_id, viewerId, clock.now());
        if (row.invitee_id !== null) store.markAccepted(row.id);
        return added;
      })();
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

  /** BoardCollaboratorResource delete: the owner removes a collaborator, or a collaborator leaves. */
  function removeCollaborator(viewerId: number, o: OptionsOf<typeof contracts.collaboratorRemove>): DataOf<typeof contracts.collaboratorRemove> {
    const boardId = Number(o.board_id);
    const target = Number(o.invited_user_id);
    const board = boards.access(boardId, viewerId);
    if (!board) throw notFound('Board');
    if (target === board.owner_id) throw badRequest('The owner cannot leave their own board.', { invited_user_id: "is the board's owner" });
    if (viewerId !== board.owner_id && viewerId !== target) throw forbidden('Only the board owner can remove other collaborators.');
    const count = db.transaction(() => {
      if (!store.removeCollaborator(boardId, target)) throw notFound('Collaborator');
      return store.collaboratorCount(boardId);
    })();
    return { board_id: String(boardId), invited_user_id: String(target), collaborator_count: count };
  }

  return { create, metadata, accept, deny, removeCollaborator };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
