-- Core schema. Times are integer milliseconds since the epoch (UTC), written by the server's clock.
-- Kind-specific, read-only pin payloads (rich summary, carousel, story pages, ad data) are JSON columns:
-- they are written once by their creator and always read whole with the pin.

CREATE TABLE users (
  id                          INTEGER PRIMARY KEY,
  username                    TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email                       TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash               TEXT NOT NULL,
  first_name                  TEXT NOT NULL DEFAULT '',
  full_name                   TEXT NOT NULL DEFAULT '',
  about                       TEXT NOT NULL DEFAULT '',
  country                     TEXT NOT NULL DEFAULT 'US',
  avatar_image_id             INTEGER REFERENCES images(id),
  is_partner                  INTEGER NOT NULL DEFAULT 0,
  is_employee                 INTEGER NOT NULL DEFAULT 0,
  is_verified_merchant        INTEGER NOT NULL DEFAULT 0,
  verified_identity           INTEGER NOT NULL DEFAULT 0,
  is_ads_only_profile         INTEGER NOT NULL DEFAULT 0,
  ads_only_profile_site       TEXT,
  is_primary_website_verified INTEGER NOT NULL DEFAULT 0,
  website_domain              TEXT,
  save_behavior               INTEGER NOT NULL DEFAULT 0 CHECK (save_behavior IN (0, 1)),
  created_at                  INTEGER NOT NULL
);

CREATE TABLE sessions (
  token_hash  TEXT PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- One row per source image; every size spec is a file derived from it (see db/seed/media).
CREATE TABLE images (
  id              INTEGER PRIMARY KEY,
  signature       TEXT NOT NULL UNIQUE,
  width           INTEGER NOT NULL,
  height          INTEGER NOT NULL,
  dominant_color  TEXT NOT NULL
);

CREATE TABLE videos (
  id                  INTEGER PRIMARY KEY,
  signature           TEXT NOT NULL UNIQUE,
  width               INTEGER NOT NULL,
  height              INTEGER NOT NULL,
  duration_ms         INTEGER NOT NULL,
  thumbnail_image_id  INTEGER NOT NULL REFERENCES images(id)
);

CREATE TABLE interests (
  id        INTEGER PRIMARY KEY,
  name      TEXT NOT NULL,
  url_name  TEXT NOT NULL UNIQUE
);

CREATE TABLE boards (
  id                INTEGER PRIMARY KEY,
  owner_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name              TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  slug              TEXT NOT NULL,
  description       TEXT NOT NULL DEFAULT '',
  privacy           TEXT NOT NULL DEFAULT 'public' CHECK (privacy IN ('public', 'protected', 'secret')),
  layout            TEXT NOT NULL DEFAULT 'default' CHECK (layout IN ('default', 'quick_saves')),
  is_collaborative  INTEGER NOT NULL DEFAULT 0,
  created_at        INTEGER NOT NULL,
  UNIQUE (owner_id, slug)
);
-- A user has at most one auto-created quick-saves board ("Profile"), whatever the concurrency.
CREATE UNIQUE INDEX boards_one_quick_saves ON boards(owner_id) WHERE layout = 'quick_saves';

CREATE TABLE board_sections (
  id        INTEGER PRIMARY KEY,
  board_id  INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  title     TEXT NOT NULL,
  slug      TEXT NOT NULL,
  UNIQUE (board_id, slug)
);

CREATE TABLE board_collaborators (
  board_id     INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  permissions  TEXT NOT NULL DEFAULT '["save","favorite"]',
  created_at   INTEGER NOT NULL,
  PRIMARY KEY (board_id, user_id)
) WITHOUT ROWID;
CREATE INDEX board_collaborators_user ON board_collaborators(user_id);

CREATE TABLE pins (
  id                  INTEGER PRIMARY KEY,
  pinner_id           INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  board_id            INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  section_id          INTEGER REFERENCES board_sections(id) ON DELETE SET NULL,
  native_creator_id   INTEGER REFERENCES users(id) ON DELETE SET NULL,
  origin_pin_id       INTEGER REFERENCES pins(id) ON DELETE SET NULL,
  image_id            INTEGER NOT NULL REFERENCES images(id),
  video_id            INTEGER REFERENCES videos(id),
  is_gif              INTEGER NOT NULL DEFAULT 0,
  title               TEXT NOT NULL DEFAULT '',
  description         TEXT NOT NULL DEFAULT '',
  pin_note            TEXT NOT NULL DEFAULT '',
  alt_text            TEXT,
  auto_alt_text       TEXT,
  link                TEXT,
  tracked_link        TEXT,
  domain              TEXT,
  category            TEXT,
  rich_summary_json   TEXT,
  carousel_json       TEXT,
  story_pin_json      TEXT,
  collection_json     TEXT,
  ad_json             TEXT,
  promoter_id         INTEGER REFERENCES users(id) ON DELETE SET NULL,
  sponsor_id          INTEGER REFERENCES users(id) ON DELETE SET NULL,
  sponsorship_status  INTEGER,
  is_promoted         INTEGER NOT NULL DEFAULT 0,
  is_one_tap          INTEGER NOT NULL DEFAULT 0,
  save_count          INTEGER NOT NULL DEFAULT 0,
  favorite_user_count INTEGER NOT NULL DEFAULT 0,
  created_at          INTEGER NOT NULL
);
CREATE INDEX pins_board ON pins(board_id, id DESC);
CREATE INDEX pins_pinner ON pins(pinner_id, id DESC);
CREATE INDEX pins_origin ON pins(origin_pin_id);
CREATE INDEX pins_popular ON pins(save_count DESC, id DESC) WHERE origin_pin_id IS NULL;

CREATE TABLE pin_interests (
  pin_id       INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  interest_id  INTEGER NOT NULL REFERENCES interests(id) ON DELETE CASCADE,
  PRIMARY KEY (pin_id, interest_id)
) WITHOUT ROWID;
CREATE INDEX pin_interests_interest ON pin_interests(interest_id, pin_id);

CREATE TABLE user_follows (
  follower_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followee_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
) WITHOUT ROWID;
CREATE INDEX user_follows_followee ON user_follows(followee_id);

CREATE TABLE board_follows (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  board_id    INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, board_id)
) WITHOUT ROWID;

CREATE TABLE interest_follows (
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  interest_id  INTEGER NOT NULL REFERENCES interests(id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,
  PRIMARY KEY (user_id, interest_id)
) WITHOUT ROWID;

-- Reaction types from the spec: love 1, haha 5, goodIdea 7, wow 11, thanks 13.
CREATE TABLE reactions (
  pin_id         INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  user_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reaction_type  INTEGER NOT NULL CHECK (reaction_type IN (1, 5, 7, 11, 13)),
  created_at     INTEGER NOT NULL,
  PRIMARY KEY (pin_id, user_id)
) WITHOUT ROWID;

CREATE TABLE favorites (
  pin_id      INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (pin_id, user_id)
) WITHOUT ROWID;

-- Full-text search over a pin's title, description, board name and interests (BM25 ranking).
CREATE VIRTUAL TABLE pin_search USING fts5(
  title, description, board_name, interests,
  tokenize = 'porter unicode61'
);

CREATE TRIGGER pins_search_insert AFTER INSERT ON pins BEGIN
  INSERT INTO pin_search(rowid, title, description, board_name, interests)
  VALUES (new.id, new.title, new.description, (SELECT name FROM boards WHERE id = new.board_id), '');
END;
CREATE TRIGGER pins_search_update AFTER UPDATE OF title, description, board_id ON pins BEGIN
  UPDATE pin_search SET title = new.title, description = new.description,
    board_name = (SELECT name FROM boards WHERE id = new.board_id)
  WHERE rowid = new.id;
END;
CREATE TRIGGER pins_search_delete AFTER DELETE ON pins BEGIN
  DELETE FROM pin_search WHERE rowid = old.id;
END;
CREATE TRIGGER boards_search_rename AFTER UPDATE OF name ON boards BEGIN
  UPDATE pin_search SET board_name = new.name WHERE rowid IN (SELECT id FROM pins WHERE board_id = new.id);
END;
CREATE TRIGGER pin_interests_search AFTER INSERT ON pin_interests BEGIN
  UPDATE pin_search SET interests = trim(interests || ' ' || (SELECT name FROM interests WHERE id = new.interest_id))
  WHERE rowid = new.pin_id;
END;
