-- Saving. A viewer saves a given original to a given board once: a second save answers the first, so concurrent or
-- repeated requests cannot make a second row. Originals (origin_pin_id NULL) are not saves.
CREATE UNIQUE INDEX pins_one_save_per_board ON pins(pinner_id, board_id, origin_pin_id) WHERE origin_pin_id IS NOT NULL;

-- Logged product events, e.g. the pin-saved event: event_type 5 with pin_id (the pin saved), new_pin_id (the save) and
-- did_repin. A log, so no foreign keys: it outlives the rows it names.
CREATE TABLE events (
  id          INTEGER PRIMARY KEY,
  event_type  INTEGER NOT NULL,
  user_id     INTEGER,
  pin_id      INTEGER,
  new_pin_id  INTEGER,
  did_repin   INTEGER,
  -- The client's clientTrackingParams and eventContext, as JSON; null when the client disabled event log info.
  aux_json    TEXT,
  created_at  INTEGER NOT NULL
);
