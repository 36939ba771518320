-- Invite hardening. A board's link invite can now expire and be revoked, a collaborator the owner removed cannot come
-- back by a link, and a seamless join after login needs a record made by the signed-out visit that started that login.

-- When a link stops working on its own (NULL: never, for links made before expiries existed), and when it was
-- revoked (reset or revoked by someone who may invite, or retired on expiry when Invite made the next one).
ALTER TABLE board_invites ADD COLUMN expires_at INTEGER;
ALTER TABLE board_invites ADD COLUMN revoked_at INTEGER;

-- One active link per board, so Invite answers the same link to everyone who asks and a reset replaces it. Boards
-- that already have several keep their newest; the older ones are retired, as a reset would.
UPDATE board_invites SET revoked_at = created_at
  WHERE invitee_id IS NULL
    AND id NOT IN (SELECT max(id) FROM board_invites WHERE invitee_id IS NULL GROUP BY board_id);
CREATE UNIQUE INDEX board_invites_one_link ON board_invites(board_id) WHERE invitee_id IS NULL AND revoked_at IS NULL;

-- People the board's owner removed: no link lets them back in; an invite addressed to them does, and clears the row.
CREATE TABLE board_removed_members (
  board_id    INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  removed_at  INTEGER NOT NULL,
  PRIMARY KEY (board_id, user_id)
) WITHOUT ROWID;

-- A signed-out visitor opened an invite link: the browser holds a random nonce in an HttpOnly cookie, the table only
-- its hash. A seamless join uses the record up, once, if it was made before the joiner's session began.
CREATE TABLE pending_invite_logins (
  nonce_hash   TEXT PRIMARY KEY,
  invite_code  TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX pending_invite_logins_expiry ON pending_invite_logins(expires_at);
