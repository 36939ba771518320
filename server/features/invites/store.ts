import type { Db } from '../../sqlite/open';

export type InviteStatus = 'pending' | 'accepted' | 'declined';

/** An invite with what answering it needs of its board. */
export interface InviteRow {
  id: number;
  invite_code: string;
  board_id: number;
  inviter_id: number;
  invitee_id: number | null;
  invite_channel: number;
  status: InviteStatus;
  created_at: number;
  /** Links only: when it stops working (null: never). */
  expires_at: number | null;
  revoked_at: number | null;
  board_name: string;
  board_slug: string;
  owner_id: number;
  owner_username: string;
}

export interface NewInvite {
  code: string;
  board: number;
  inviter: number;
  invitee: number | null;
  channel: number;
  now: number;
  expiresAt: number | null;
}

export interface PendingLogin {
  nonceHash: string;
  code: string;
  now: number;
  expiresAt: number;
}

const INVITE_COLUMNS = `i.id, i.invite_code, i.board_id, i.inviter_id, i.invitee_id, i.invite_channel, i.status,
  i.created_at, i.expires_at, i.revoked_at,
  b.name AS board_name, b.slug AS board_slug, b.owner_id, u.username AS owner_username`;
const INVITE_FROM = `board_invites i JOIN boards b ON b.id = i.board_id JOIN users u ON u.id = b.owner_id`;

export function createInvitesStore(db: Db) {
  const byCode = db.prepare<[string], InviteRow>(`SELECT ${INVITE_COLUMNS} FROM ${INVITE_FROM} WHERE i.invite_code = ?`);
  // The partial unique index board_invites_one_link decides: while the board has an active link, none is added.
  const insertLink = db.prepare<NewInvite>(
    `INSERT INTO board_invites (invite_code, board_id, inviter_id, invitee_id, invite_channel, created_at, expires_at)
     VALUES (@code, @board, @inviter, NULL, @channel, @now, @expiresAt)
     ON CONFLICT (board_id) WHERE invitee_id IS NULL AND revoked_at IS NULL DO NOTHING`,
  );
  const activeLink = db.prepare<[number], InviteRow>(
    `SELECT ${INVITE_COLUMNS} FROM ${INVITE_FROM} WHERE i.board_id = ? AND i.invitee_id IS NULL AND i.revoked_at IS NULL`,
  );
  const revokeLink = db
    .prepare<{ board: number; now: number; expiredOnly: number }, string>(
      `UPDATE board_invites SET revoked_at = @now
     WHERE board_id = @board AND invitee_id IS NULL AND revoked_at IS NULL
       AND (@expiredOnly = 0 OR (expires_at IS NOT NULL AND expires_at <= @now))
     RETURNING invite_code`,
    )
    .pluck();
  const markRemoved = db.prepare<[number, number, number]>(
    `INSERT INTO board_removed_members (board_id, user_id, removed_at) VALUES (?, ?, ?)
     ON CONFLICT (board_id, user_id) DO UPDATE SET removed_at = excluded.removed_at`,
  );
  const clearRemoved = db.prepare<[number, number]>(`DELETE FROM board_removed_members WHERE board_id = ? AND user_id = ?`);
  const wasRemoved = db.prepare<[number, number], number>(`SELECT 1 FROM board_removed_members WHERE board_id = ? AND user_id = ?`).pluck();
  const purgePending = db.prepare<[number]>(`DELETE FROM pending_invite_logins WHERE expires_at <= ?`);
  const insertPending = db.prepare<PendingLogin>(
    `INSERT INTO pending_invite_logins (nonce_hash, invite_code, created_at, expires_at) VALUES (@nonceHash, @code, @now, @expiresAt)`,
  );
  // One use: the row goes in the same statement that finds it, so two joins cannot both use it.
  const consumePending = db.prepare<{ nonceHash: string; code: string; now: number; sessionStart: number }>(
    `DELETE FROM pending_invite_logins
     WHERE nonce_hash = @nonceHash AND invite_code = @code AND expires_at > @now AND created_at <= @sessionStart`,
  );
  // The session table belongs to auth; only its start is read here, for the pending record's "made before".
  const sessionStart = db.prepare<[string], number>(`SELECT created_at FROM sessions WHERE token_hash = ?`).pluck();
  // The partial unique index board_invites_one_pending decides: a second pending invite for the same user is not made.
  const insertPersonal = db.prepare<NewInvite>(
    `INSERT INTO board_invites (invite_code, board_id, inviter_id, invitee_id, invite_channel, created_at)
     VALUES (@code, @board, @inviter, @invitee, @channel, @now)
     ON CONFLICT (board_id, invitee_id) WHERE invitee_id IS NOT NULL AND status = 'pending' DO NOTHING`,
  );
  const pendingFor = db.prepare<[number, number], InviteRow>(
    `SELECT ${INVITE_COLUMNS} FROM ${INVITE_FROM} WHERE i.board_id = ? AND i.invitee_id = ? AND i.status = 'pending'`,
  );
  const setStatus = db.prepare<[InviteStatus, number]>(`UPDATE board_invites SET status = ? WHERE id = ? AND status = 'pending'`);
  const declinePending = db.prepare<[number, number]>(
    `UPDATE board_invites SET status = 'declined' WHERE board_id = ? AND invitee_id = ? AND status = 'pending'`,
  );
  // The column's default holds the collaborators' default permissions, so they are written in one place.
  const addCollaborator = db.prepare<[number, number, number]>(
    `INSERT INTO board_collaborators (board_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT (board_id, user_id) DO NOTHING`,
  );
  const removeCollaborator = db.prepare<[number, number]>(`DELETE FROM board_collaborators WHERE board_id = ? AND user_id = ?`);
  const isCollaborator = db.prepare<[number, number], number>(`SELECT 1 FROM board_collaborators WHERE board_id = ? AND user_id = ?`).pluck();
  const collaboratorCount = db.prepare<[number], number>(`SELECT count(*) FROM board_collaborators WHERE board_id = ?`).pluck();

  return {
    byCode: (code: string) => byCode.get(code),
    /** The board's active link: the one made now (created), or the one it already had. */
    insertLink(invite: NewInvite & { invitee: null }): { invite: InviteRow; created: boolean } {
      const created = insertLink.run(invite).changes === 1;
      return { invite: activeLink.get(invite.board)!, created };
    },
    /** Revokes the board's active link (only if it has expired, with expiredOnly): its code, or null when none was. */
    revokeLink: (board: number, now: number, expiredOnly = false) => revokeLink.get({ board, now, expiredOnly: expiredOnly ? 1 : 0 }) ?? null,
    markRemoved: (boardId: number, userId: number, now: number) => void markRemoved.run(boardId, userId, now),
    clearRemoved: (boardId: number, userId: number) => void clearRemoved.run(boardId, userId),
    wasRemoved: (boardId: number, userId: number) => wasRemoved.get(boardId, userId) !== undefined,
    /** A signed-out visit's pending invite, after clearing the expired ones. */
    insertPending(p: PendingLogin): void {
      purgePending.run(p.now);
      insertPending.run(p);
    },
    /** true when this browser's record for the code was there, unexpired and older than the session, and is now used. */
    consumePending: (p: { nonceHash: string; code: string; now: number; sessionStart: number }) => consumePending.run(p).changes === 1,
    sessionStart: (tokenHash: string) => sessionStart.get(tokenHash) ?? null,
    /** The user's pending invite to the board: the one made now, or the one that was already waiting. */
    insertPersonal(invite: NewInvite & { invitee: number }): { invite: InviteRow; created: boolean } {
      const created = insertPersonal.run(invite).changes === 1;
      return { invite: pendingFor.get(invite.board, invite.invitee)!, created };
    },
    markAccepted: (inviteId: number) => setStatus.run('accepted', inviteId).changes === 1,
    /** How many pending invites addressed to the user were declined. */
    declinePending: (boardId: number, inviteeId: number) => declinePending.run(boardId, inviteeId).changes,
    /** true when the user was not a collaborator before. */
    addCollaborator: (boardId: number, userId: number, now: number) => addCollaborator.run(boardId, userId, now).changes === 1,
    /** true when the user was a collaborator. */
    removeCollaborator: (boardId: number, userId: number) => removeCollaborator.run(boardId, userId).changes === 1,
    isCollaborator: (boardId: number, userId: number) => isCollaborator.get(boardId, userId) !== undefined,
    collaboratorCount: (boardId: number) => collaboratorCount.get(boardId)!,
  };
}

export type InvitesStore = ReturnType<typeof createInvitesStore>;
