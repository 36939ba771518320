-- Impressions by the page (a page of 25 must record as fast as a trivial POST). A raw row is one request's page, its
-- impressions one JSON array, so a page costs one row instead of 25. Each impression is a JSON array of
-- [pin_id, client_tracking_params, slot_index, time, render_duration, visible_1, visible_50, visible_80, visible_100,
-- cell_width, cell_height, window_width, window_height]. Ids only grow and pages are only removed oldest first, so
-- max(id) - min(id) + 1 is the number of raw pages.
CREATE TABLE analytics_impression_pages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recorded_at INTEGER NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  visitor_key TEXT,
  impressions TEXT NOT NULL
);

-- The pages whose impressions analytics_daily_counts already holds: every page up to page_id. The server counts
-- later pages in memory and adds them in one statement per flush; after a crash it recounts them from the pages.
CREATE TABLE analytics_impressions_counted (
  only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
  page_id INTEGER NOT NULL
);
INSERT INTO analytics_impressions_counted (only_row, page_id) VALUES (1, 0);

-- The raw impressions recorded so far become pages of one, not counted yet (their counts are added at start-up).
INSERT INTO analytics_impression_pages (recorded_at, user_id, visitor_key, impressions)
SELECT recorded_at, user_id, visitor_key,
  json_array(json_array(pin_id, client_tracking_params, slot_index, time, render_duration, visible_1, visible_50,
    visible_80, visible_100, cell_width, cell_height, window_width, window_height))
FROM analytics_impressions ORDER BY id;
DROP TABLE analytics_impressions;

-- One row per impression, as the table was (for reading: operators' queries, exports, tests). A page holds at most
-- 100 impressions, so id * 128 + its index orders them as recorded.
CREATE VIEW analytics_impressions AS
SELECT p.id * 128 + j.key AS id, p.recorded_at, p.user_id, p.visitor_key,
  j.value ->> 0 AS pin_id, j.value ->> 1 AS client_tracking_params, j.value ->> 2 AS slot_index, j.value ->> 3 AS time,
  j.value ->> 4 AS render_duration, j.value ->> 5 AS visible_1, j.value ->> 6 AS visible_50, j.value ->> 7 AS visible_80,
  j.value ->> 8 AS visible_100, j.value ->> 9 AS cell_width, j.value ->> 10 AS cell_height,
  j.value ->> 11 AS window_width, j.value ->> 12 AS window_height
FROM analytics_impression_pages p, json_each(p.impressions) j;
