-- Cookie consent (analytic, marketing and personalization cookies): a signed-in person's choice, one row once they have
-- made one; no row means undecided (the banner asks). A signed-out visitor's choice lives in their cookie until they
-- log in.
CREATE TABLE cookie_consents (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  allow_analytic_cookies INTEGER NOT NULL CHECK (allow_analytic_cookies IN (0, 1)),
  allow_marketing_cookies INTEGER NOT NULL CHECK (allow_marketing_cookies IN (0, 1)),
  allow_personalization_cookies INTEGER NOT NULL CHECK (allow_personalization_cookies IN (0, 1)),
  -- Where the choice was made (the banner, the settings modal, carried from a signed-out visit); null when not said.
  surface_tag TEXT,
  decided_at INTEGER NOT NULL
);
