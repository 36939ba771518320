-- Business access: a manager may read the stats of the profiles they manage. Nothing grants access yet (business access
-- is its own work); reads look up by the manager, so the key leads with them.
CREATE TABLE profile_managers (
  manager_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  profile_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (manager_id, profile_id),
  CHECK (manager_id <> profile_id)
) WITHOUT ROWID;

-- Attribution sources registered: one row per distinct event, so an identical event is counted once. The key is a
-- digest of the event's fields; rows leave once their source has expired, which bounds the table.
CREATE TABLE attribution_sources (
  event_key   TEXT PRIMARY KEY,
  expires_at  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX attribution_sources_expiry ON attribution_sources(expires_at);

-- The attribution-source GET finds a campaign's promoted pins by their ad data's campaign id.
CREATE INDEX pins_promoted_campaign ON pins(json_extract(ad_json, '$.campaignId')) WHERE is_promoted = 1;
