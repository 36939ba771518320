-- Board list options (sorted last_pinned_to, alphabetical, newest, oldest, group_boards_at_top or custom) and profile
-- view settings.

-- A person's custom board order (BoardsResource get, sort 'custom'): the boards their profile lists, owned or
-- collaborated. A board with no row (made after the last reorder) comes after the ordered ones, oldest first.
CREATE TABLE board_order (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (user_id, board_id)
) WITHOUT ROWID;

-- The profile view settings (UserSettingsResource, part profile_view), one row per person who changed one; no row
-- means the defaults. The values are checked here too, so a bad write cannot store what the client cannot show.
CREATE TABLE profile_view_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  board_sort_order TEXT NOT NULL DEFAULT 'last_pinned_to'
    CHECK (board_sort_order IN ('alphabetical', 'last_pinned_to', 'oldest', 'newest', 'group_boards_at_top', 'custom')),
  board_filter TEXT NOT NULL DEFAULT 'NONE' CHECK (board_filter IN ('NONE', 'GROUP', 'SECRET', 'ARCHIVED')),
  board_pin_density TEXT NOT NULL DEFAULT 'default' CHECK (board_pin_density IN ('compact', 'default', 'comfy')),
  profile_pin_density TEXT NOT NULL DEFAULT 'default' CHECK (profile_pin_density IN ('compact', 'default', 'comfy')),
  self_profile_pin_filter TEXT NOT NULL DEFAULT 'none'
    CHECK (self_profile_pin_filter IN ('none', 'COLORS', 'CREATED_BY_ME', 'FAVORITED', 'FAVORITED_AND_CREATED_BY_ME', 'INTERESTS')),
  updated_at INTEGER NOT NULL
);
