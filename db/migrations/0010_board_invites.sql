-- Group-board invites. The code is the invite: whoever holds it can read who sent it and, signed in, join the board. An
-- invite with no invitee is a link, open to anyone who has it, and stays 'pending'; one addressed to a user is theirs
-- alone and ends 'accepted' or 'declined'.
CREATE TABLE board_invites (
  id              INTEGER PRIMARY KEY,
  invite_code     TEXT NOT NULL UNIQUE,
  board_id        INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  inviter_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  invitee_id      INTEGER REFERENCES users(id) ON DELETE CASCADE,
  invite_channel  INTEGER NOT NULL,
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at      INTEGER NOT NULL
);
CREATE INDEX board_invites_board ON board_invites(board_id);
-- One open invite per board and invitee, whatever the concurrency: asking again answers the pending one.
CREATE UNIQUE INDEX board_invites_one_pending ON board_invites(board_id, invitee_id)
  WHERE invitee_id IS NOT NULL AND status = 'pending';
