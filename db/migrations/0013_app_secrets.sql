-- Keys the server signs with (CSRF tokens now, offsite links later) when SECRET_KEY is not set: one random key per
-- purpose, made by whichever process needs it first, so restarts and every process on this file sign alike.
CREATE TABLE app_secrets (
  name    TEXT PRIMARY KEY,
  secret  BLOB NOT NULL
);

-- Expired sessions are purged whenever a session starts; the index keeps that a range delete, not a scan.
CREATE INDEX sessions_expires_at ON sessions(expires_at);
