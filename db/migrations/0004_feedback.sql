-- Feedback: what a viewer asked not to see. Each table is keyed by the viewer first, so every feed filters a pin
-- with one primary-key probe (no scan), and a viewer without feedback costs one probe that finds nothing.

-- A hidden pin is stored by its original (a pin's own id when it is not a save), so the pin and every save of it
-- leave that viewer's feeds. A report hides too; a hide never downgrades a report, and undo removes only hides.
CREATE TABLE hidden_pins (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id      INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  reason      TEXT NOT NULL CHECK (reason IN ('hide', 'report')),
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, pin_id)
) WITHOUT ROWID;

-- Reports are kept for review, one per reporter and pin.
CREATE TABLE pin_reports (
  id                INTEGER PRIMARY KEY,
  reporter_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id            INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  complaint_reason  TEXT NOT NULL,
  created_at        INTEGER NOT NULL,
  UNIQUE (reporter_id, pin_id)
);
CREATE INDEX pin_reports_pin ON pin_reports(pin_id);

-- 'fewer': the interest no longer brings pins into the viewer's home feed, and popular pins tagged with it are
-- left out of the top-up. 'ads': promoted pins tagged with it leave the viewer's feeds.
CREATE TABLE interest_feedback (
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  interest_id  INTEGER NOT NULL REFERENCES interests(id) ON DELETE CASCADE,
  kind         TEXT NOT NULL CHECK (kind IN ('fewer', 'ads')),
  created_at   INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind, interest_id)
) WITHOUT ROWID;

-- Every feedback call with the context the client sent (surface, query, tracking), for ranking and review.
CREATE TABLE feedback_log (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  feedback_type  INTEGER NOT NULL,
  undo           INTEGER NOT NULL,
  surface        TEXT NOT NULL,
  pin_id         INTEGER,
  context_json   TEXT NOT NULL,
  created_at     INTEGER NOT NULL
);
CREATE INDEX feedback_log_user ON feedback_log(user_id, id);

-- Follows the viewer dropped. The unfollow message promises 'You unfollowed {pinner} and won't see Pins they save
-- anymore', so the home feed's popular top-up leaves out the pins of users and boards the viewer unfollowed; following
-- again clears the row.
CREATE TABLE user_unfollows (
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followee_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,
  PRIMARY KEY (user_id, followee_id)
) WITHOUT ROWID;

CREATE TABLE board_unfollows (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  board_id    INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, board_id)
) WITHOUT ROWID;
