-- Archive imports after a restart. What a job writes to the media folder, recorded before the files are written: the
-- images it prepares are made before the transaction that gives them a pin, so a job that stops in between leaves files
-- no pin uses. A job's own end, or the start-up sweep for a job whose process stopped, removes those that no image row
-- took and no other job still holds.
CREATE TABLE archive_import_prepared (
  job_id     INTEGER NOT NULL REFERENCES archive_import_jobs(id) ON DELETE CASCADE,
  signature  TEXT NOT NULL,
  PRIMARY KEY (job_id, signature)
) WITHOUT ROWID;
CREATE INDEX archive_import_prepared_signature ON archive_import_prepared(signature);

-- The running jobs, for the sweep and for one import at a time per person.
CREATE INDEX archive_import_jobs_running ON archive_import_jobs(user_id, updated_at) WHERE state = 'running';
