-- Export and import. An import runs as a job the client polls; its counts are the result it shows.
CREATE TABLE archive_import_jobs (
  id                INTEGER PRIMARY KEY,
  user_id           INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state             TEXT NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done', 'failed')),
  total             INTEGER NOT NULL,
  done              INTEGER NOT NULL DEFAULT 0,
  boards_created    INTEGER NOT NULL DEFAULT 0,
  boards_reused     INTEGER NOT NULL DEFAULT 0,
  sections_created  INTEGER NOT NULL DEFAULT 0,
  pins_created      INTEGER NOT NULL DEFAULT 0,
  pins_skipped      INTEGER NOT NULL DEFAULT 0,
  error             TEXT,
  created_at        INTEGER NOT NULL
);
CREATE INDEX archive_import_jobs_user ON archive_import_jobs(user_id);

-- What each import made, per importer: (source instance, kind, source id) -> the local row. A second import of the
-- same archive finds every board, section and pin here and creates nothing new. A local row deleted since is made
-- again (the mapping is then replaced).
CREATE TABLE archive_imported (
  user_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source_instance  TEXT NOT NULL,
  kind             TEXT NOT NULL CHECK (kind IN ('board', 'section', 'pin')),
  source_id        TEXT NOT NULL,
  local_id         INTEGER NOT NULL,
  PRIMARY KEY (user_id, source_instance, kind, source_id)
) WITHOUT ROWID;
