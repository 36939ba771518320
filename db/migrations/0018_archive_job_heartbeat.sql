-- An import job's heartbeat: when its process last said it was still working (shared/constants.ts ARCHIVE_IMPORT).
-- A job left 'running' by a restart stops beating, and reads as failed once the heartbeat is stale.
ALTER TABLE archive_import_jobs ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0;
UPDATE archive_import_jobs SET updated_at = created_at;
