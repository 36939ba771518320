-- People and boards are found by word prefix through FTS5, as pins are: the search box asks on every word typed, and a
-- LIKE '%words%' over every user and board read each row of both tables per keystroke. Names are not stemmed (porter
-- would make 'Bakes' find 'Baker'); accents fold, so 'zoe' finds 'Zoë'. Triggers keep both indexes current.
CREATE VIRTUAL TABLE user_search USING fts5(username, full_name, tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO user_search(rowid, username, full_name) SELECT id, username, full_name FROM users;

CREATE TRIGGER users_search_insert AFTER INSERT ON users BEGIN
  INSERT INTO user_search(rowid, username, full_name) VALUES (new.id, new.username, new.full_name);
END;
CREATE TRIGGER users_search_update AFTER UPDATE OF username, full_name ON users BEGIN
  UPDATE user_search SET username = new.username, full_name = new.full_name WHERE rowid = new.id;
END;
CREATE TRIGGER users_search_delete AFTER DELETE ON users BEGIN
  DELETE FROM user_search WHERE rowid = old.id;
END;

CREATE VIRTUAL TABLE board_search USING fts5(name, tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO board_search(rowid, name) SELECT id, name FROM boards;

CREATE TRIGGER boards_name_search_insert AFTER INSERT ON boards BEGIN
  INSERT INTO board_search(rowid, name) VALUES (new.id, new.name);
END;
CREATE TRIGGER boards_name_search_update AFTER UPDATE OF name ON boards BEGIN
  UPDATE board_search SET name = new.name WHERE rowid = new.id;
END;
CREATE TRIGGER boards_name_search_delete AFTER DELETE ON boards BEGIN
  DELETE FROM board_search WHERE rowid = old.id;
END;

-- Followers and following lists page newest follow first: (who, created_at, other) reads a page by keyset alone.
CREATE INDEX user_follows_followee_newest ON user_follows(followee_id, created_at, follower_id);
CREATE INDEX user_follows_follower_newest ON user_follows(follower_id, created_at, followee_id);
CREATE INDEX board_follows_board_newest ON board_follows(board_id, created_at, user_id);
DROP INDEX user_follows_followee;
DROP INDEX board_follows_board;

-- A signed-in person's recent searches, kept on the server so they follow the account to any device; the newest few
-- are offered under the search box (signed out, the browser keeps them). One row per query, whatever its case.
CREATE TABLE recent_searches (
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  query        TEXT NOT NULL COLLATE NOCASE,
  searched_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, query)
) WITHOUT ROWID;
CREATE INDEX recent_searches_newest ON recent_searches(user_id, searched_at);
