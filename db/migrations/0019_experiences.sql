-- Server-driven experiences: banners, modals, tooltips, surveys and toasts served at named placements, each viewed,
-- then completed or dismissed.

-- Operators author experiences (ExperienceAdminResource, `npm run admin -- experiences ...`). The role is granted and
-- revoked by `npm run admin -- operator grant|revoke <username>`, never through the API.
CREATE TABLE operators (
  user_id    INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  granted_at INTEGER NOT NULL
);

-- An experience placed on a placement: the placed id is '{placement_id}:{experience_id}', so the pair is unique.
-- display_data, metadata and the lists are JSON written by the server after validation. Targeting columns: NULL means
-- anyone as far as that column goes. Retiring keeps the row (and its viewers' states) but stops serving it.
CREATE TABLE experiences (
  id                      INTEGER PRIMARY KEY,
  placement_id            INTEGER NOT NULL CHECK (placement_id > 0),
  experience_id           INTEGER NOT NULL CHECK (experience_id > 0),
  type                    INTEGER NOT NULL CHECK (type IN (0, 5, 8, 10, 14, 26, 27, 28, 29)),
  display_data            TEXT NOT NULL CHECK (json_valid(display_data)),
  metadata                TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
  triggerable_placed_exps TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(triggerable_placed_exps)),
  priority                INTEGER NOT NULL DEFAULT 0,
  target_auth             TEXT NOT NULL DEFAULT 'any' CHECK (target_auth IN ('any', 'signed_in', 'signed_out')),
  target_countries        TEXT CHECK (target_countries IS NULL OR json_valid(target_countries)),
  target_new_user         INTEGER CHECK (target_new_user IN (0, 1)),
  target_partner          INTEGER CHECK (target_partner IN (0, 1)),
  target_platforms        TEXT CHECK (target_platforms IS NULL OR json_valid(target_platforms)),
  target_paths            TEXT CHECK (target_paths IS NULL OR json_valid(target_paths)),
  starts_at               INTEGER,
  ends_at                 INTEGER CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  retired_at              INTEGER,
  created_by              INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at              INTEGER NOT NULL,
  updated_at              INTEGER NOT NULL,
  UNIQUE (placement_id, experience_id)
);
CREATE INDEX experiences_live ON experiences(placement_id, priority DESC, id) WHERE retired_at IS NULL;

-- Where each viewer is with each experience; no row means unviewed. A viewer is a user, or a signed-out visitor known
-- by the hash of their HttpOnly visitor cookie. Viewed is recorded once; completed and dismissed are final (neither
-- replaces the other), so both calls are idempotent.
CREATE TABLE experience_states (
  experience_row INTEGER NOT NULL REFERENCES experiences(id) ON DELETE CASCADE,
  viewer_key     TEXT NOT NULL,
  user_id        INTEGER REFERENCES users(id) ON DELETE CASCADE,
  status         TEXT NOT NULL CHECK (status IN ('viewed', 'completed', 'dismissed')),
  viewed_at      INTEGER NOT NULL,
  finished_at    INTEGER,
  PRIMARY KEY (experience_row, viewer_key),
  CHECK ((status = 'viewed') = (finished_at IS NULL))
) WITHOUT ROWID;
CREATE INDEX experience_states_viewer ON experience_states(viewer_key);

-- Experiment triggers (PUT /v3/experiences/{placed}/trigger/): a viewer's first trigger of a placed experience, with
-- the context it came with.
CREATE TABLE experience_triggers (
  experience_row INTEGER NOT NULL REFERENCES experiences(id) ON DELETE CASCADE,
  viewer_key     TEXT NOT NULL,
  user_id        INTEGER REFERENCES users(id) ON DELETE CASCADE,
  extra_context  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_context)),
  triggered_at   INTEGER NOT NULL,
  PRIMARY KEY (experience_row, viewer_key)
) WITHOUT ROWID;
