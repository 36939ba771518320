-- Board follower counts (board pages, board search results) look follows up by board; the primary key leads with user_id.
CREATE INDEX board_follows_board ON board_follows(board_id);
