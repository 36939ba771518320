-- Password reset links. Only the token's SHA-256 is kept, so a copy of the database resets nobody's password; each
-- row is bound to the account it was made for, lives for an hour, and is deleted with every other link of that
-- account when one of them is used (a link works once), or with the account.
CREATE TABLE password_resets (
  token_hash  TEXT PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX password_resets_user ON password_resets(user_id);
CREATE INDEX password_resets_expiry ON password_resets(expires_at);
