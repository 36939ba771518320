-- Analytics: the events and impressions a client logs, stored only where the visitor allowed analytic cookies. Ids only
-- grow and rows are only removed oldest first (the roll-up), so max(id) - min(id) + 1 is the number of raw rows, read
-- from the primary key without a scan.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recorded_at INTEGER NOT NULL,
  -- Who: a signed-in person, or a signed-out visitor's key (the hash of their visitor cookie), or neither.
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  visitor_key TEXT,
  event_type INTEGER NOT NULL,
  view_type INTEGER,
  view_parameter INTEGER,
  component INTEGER,
  element INTEGER,
  object_id_str TEXT,
  aux_data TEXT
);

CREATE TABLE analytics_impressions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recorded_at INTEGER NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  visitor_key TEXT,
  pin_id TEXT NOT NULL,
  client_tracking_params TEXT,
  slot_index INTEGER NOT NULL,
  -- The client's clock (ms since the epoch) when the pin came into view; how long it took to render (ms).
  time INTEGER NOT NULL,
  render_duration INTEGER NOT NULL,
  -- How long (ms) at least 1, 50, 80 and 100 percent of the cell was visible; null: never.
  visible_1 INTEGER,
  visible_50 INTEGER,
  visible_80 INTEGER,
  visible_100 INTEGER,
  cell_width INTEGER NOT NULL,
  cell_height INTEGER NOT NULL,
  window_width INTEGER NOT NULL,
  window_height INTEGER NOT NULL
);

-- Raw rows from before the current UTC day (or past the cap) become counts per object, kind and day. kind is
-- 'impression' (event_type 0) or 'event' with its event_type; object_id is the pin id or the event's object_id_str
-- ('' when it had none).
CREATE TABLE analytics_daily_counts (
  object_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('impression', 'event')),
  event_type INTEGER NOT NULL,
  day TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (object_id, kind, event_type, day)
) WITHOUT ROWID;
