-- Each page's pins, in order, as a JSON array of ids: what the counting job and a pin's stats read, so that neither
-- parses the whole page (counting from the pins costs about a quarter of counting from the impressions).
ALTER TABLE analytics_impression_pages ADD COLUMN pins TEXT NOT NULL DEFAULT '[]';
UPDATE analytics_impression_pages SET pins = (SELECT json_group_array(j.value ->> 0) FROM json_each(impressions) j);
