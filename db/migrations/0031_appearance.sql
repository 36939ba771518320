-- A person's appearance choice (UserSettingsResource, part appearance): light or dark, one row per person who picked
-- one; no row means 'system', the default, which follows the device's colour scheme. Signed-out visitors keep their
-- choice in their browser's local storage.
CREATE TABLE appearance_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  theme TEXT NOT NULL CHECK (theme IN ('light', 'dark')),
  updated_at INTEGER NOT NULL
);
