import type { Db } from '../../sqlite/open';

export interface MemberRow {
  user_id: number;
  permissions: string;
}

export interface PendingInviteRow {
  invitee_id: number;
  created_at: number;
}

export interface LinkRow {
  invite_code: string;
  expires_at: number | null;
}

export function createCollaboratorsStore(db: Db) {
  // Oldest membership first, as the board's header lists them.
  const members = db.prepare<[number], MemberRow>(
    `SELECT user_id, permissions FROM board_collaborators WHERE board_id = ? ORDER BY created_at, user_id`,
  );
  const pendingInvites = db.prepare<[number], PendingInviteRow>(
    `SELECT invitee_id, created_at FROM board_invites
     WHERE board_id = ? AND invitee_id IS NOT NULL AND status = 'pending' ORDER BY created_at, id`,
  );
  const activeLink = db.prepare<{ board: number; now: number }, LinkRow>(
    `SELECT invite_code, expires_at FROM board_invites
     WHERE board_id = @board AND invitee_id IS NULL AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > @now)`,
  );
  const setPermissions = db.prepare<[string, number, number]>(`UPDATE board_collaborators SET permissions = ? WHERE board_id = ? AND user_id = ?`);

  return {
    members: (boardId: number) => members.all(boardId),
    pendingInvites: (boardId: number) => pendingInvites.all(boardId),
    /** The board's link while it still works, or undefined. */
    activeLink: (boardId: number, now: number) => activeLink.get({ board: boardId, now }),
    /** false when the user is not a collaborator on the board. */
    setPermissions: (boardId: number, userId: number, permissions: readonly string[]) =>
      setPermissions.run(JSON.stringify(permissions), boardId, userId).changes === 1,
  };
}

export type CollaboratorsStore = ReturnType<typeof createCollaboratorsStore>;
