import type { DataOf, OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/collaborators';
import { allowedActions, BOARD_ACTIONS } from '../../../shared/domain/boardPermissions';
import { inviteLinkPath } from '../../../shared/domain/invites';
import type { Clock } from '../../config';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { boardRole, boardUrl } from '../boards/serialize';
import type { BoardsService } from '../boards/service';
import { toUserSummary } from '../users/serialize';
import type { UsersStore } from '../users/store';
import type { Db } from '../../sqlite/open';
import type { InvitesStore } from '../invites/store';
import type { CollaboratorsStore } from './store';

/**
 * A board's members and what each may do: a board action is allowed for the owner, or a collaborator whose permissions list
 * holds it; the owner sets those lists and removes collaborators, and a collaborator may leave.
 */
export function createCollaboratorsService(
  db: Db,
  store: CollaboratorsStore,
  users: UsersStore,
  boards: BoardsService,
  invites: InvitesStore,
  clock: Clock,
) {
  /** BoardCollaboratorsResource get: the members' page, for the people on the board. */
  function list(viewerId: number, o: OptionsOf<typeof contracts.collaboratorsGet>): DataOf<typeof contracts.collaboratorsGet> {
    const boardId = Number(o.board_id);
    // A secret board is invisible to strangers (404); a public one they may see, but not who may do what on it.
    const board = boards.access(boardId, viewerId);
    if (!board) throw notFound('Board');
    const viewerRole = boardRole(board.owner_id, board.my_permissions, viewerId);
    if (viewerRole.kind === 'none') throw forbidden("Only the board's owner and collaborators can see who may do what on it.");

    const members = store.members(boardId);
    const invites = store.pendingInvites(boardId);
    const summaries = users.summaries([board.owner_id, ...members.map((m) => m.user_id), ...invites.map((i) => i.invitee_id)], viewerId);
    const summary = (userId: number) => toUserSummary(summaries.get(userId)!);
    const viewerPermissions = allowedActions(viewerRole);
    const link = viewerPermissions.includes('invite') ? store.activeLink(boardId, clock.now()) : undefined;
    const url = boardUrl(board.owner_username, board.slug);
    return {
      board: { id: String(boardId), name: board.name, url, ownerId: String(board.owner_id) },
      owner: summary(board.owner_id),
      collaborators: members.map((m) => ({
        user: summary(m.user_id),
        permissions: allowedActions(boardRole(board.owner_id, m.permissions, m.user_id)),
      })),
      pendingInvites: invites.map((i) => ({ user: summary(i.invitee_id), invitedAt: new Date(i.created_at).toISOString() })),
      inviteLink: link
        ? { inviteUrl: inviteLinkPath(url, link.invite_code), expiresAt: link.expires_at === null ? null : new Date(link.expires_at).toISOString() }
        : null,
      viewerPermissions,
    };
  }

  /** BoardCollaboratorResource update: the owner replaces a collaborator's permissions. */
  function update(viewerId: number, o: OptionsOf<typeof contracts.collaboratorUpdate>): DataOf<typeof contracts.collaboratorUpdate> {
    const boardId = Number(o.board_id);
    const target = Number(o.invited_user_id);
    const board = boards.access(boardId, viewerId);
    if (!board) throw notFound('Board');
    if (viewerId !== board.owner_id) throw forbidden("Only the board's owner can change what collaborators may do.");
    if (target === board.owner_id)
      throw badRequest('The owner may always do everything on their board.', { invited_user_id: "is the board's owner" });
    // Stored in the table's order, once each, whatever order or repeats the caller sent.
    const permissions = BOARD_ACTIONS.filter((action) => o.permissions.includes(action));
    if (!store.setPermissions(boardId, target, permissions)) throw notFound('Collaborator');
    return { board_id: String(boardId), invited_user_id: String(target), permissions };
  }

  /**
   * BoardCollaboratorResource delete: the owner removes a collaborator, or a collaborator leaves. Leaving is the
   * collaborator's own choice, so the board's link still lets them back; a removal is the owner's, and holds.
   */
  function removeCollaborator(viewerId: number, o: OptionsOf<typeof contracts.collaboratorRemove>): DataOf<typeof contracts.collaboratorRemove> {
    const boardId = Number(o.board_id);
    const target = Number(o.invited_user_id);
    const board = boards.access(boardId, viewerId);
    if (!board) throw notFound('Board');
    if (target === board.owner_id) throw badRequest('The owner cannot leave their own board.', { invited_user_id: "is the board's owner" });
    if (viewerId !== board.owner_id && viewerId !== target) throw forbidden('Only the board owner can remove other collaborators.');
    const removedByOwner = viewerId !== target;
    const count = db
      .transaction(() => {
        if (!invites.removeCollaborator(boardId, target)) throw notFound('Collaborator');
        // Removed, they stay out: no link of the board lets them back, nor an invite to them made before.
        if (removedByOwner) {
          invites.markRemoved(boardId, target, clock.now());
          invites.declinePending(boardId, target);
        }
        return invites.collaboratorCount(boardId);
      })
      .immediate();
    return { board_id: String(boardId), invited_user_id: String(target), collaborator_count: count };
  }

  return { list, update, remove: removeCollaborator };
}

export type CollaboratorsService = ReturnType<typeof createCollaboratorsService>;
