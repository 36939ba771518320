import type { Db } from '../../db/open';

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
}

const INVITE_COLUMNS = `i.id, i.invite_code, i.board_id, i.inviter_id, i.invitee_id, i.invite_channel, i.status,
  b.name AS board_name, b.slug AS board_slug, b.owner_id, u.username AS owner_username`;
const INVITE_FROM = `board_invites i JOIN boards b ON b.id = i.board_id JOIN users u ON u.id = b.owner_id`;

export function createInvitesStore(db: Db) {
  const byCode = db.prepare<[string], InviteRow>(`SELECT ${INVITE_COLUMNS} FROM ${INVITE_FROM} WHERE i.invite_code = ?`);
  const insert = db.prepare<NewInvite>(
    `INSERT INTO board_invites (invite_code, board_id, inviter_id, invitee_id, invite_channel, created_at)
     VALUES (@code, @board, @inviter, @invitee, @channel, @now)`,
  );
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
  const isCollaborator = db
    .prepare<[number, number], number>(`SELECT 1 FROM board_collaborators WHERE board_id = ? AND user_id = ?`)
    .pluck();
  const collaboratorCount = db.prepare<[number], number>(`SELECT count(*) FROM board_collaborators WHERE board_id = ?`).pluck();

  return {
    byCode: (code: string) => byCode.get(code),
    /** A new link invite. */
    insertLink(invite: NewInvite & { invitee: null }): InviteRow {
      insert.run(invite);
      return byCode.get(invite.code)!;
    },
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
