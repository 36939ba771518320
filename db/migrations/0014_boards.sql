-- Boards and sections. A board can be archived and can name its cover pin; sections keep an order.

ALTER TABLE boards ADD COLUMN archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1));
-- NULL: the cover is the board's newest pin, as before. Deleting the chosen pin falls back to that.
ALTER TABLE boards ADD COLUMN cover_pin_id INTEGER REFERENCES pins(id) ON DELETE SET NULL;

-- A section's place in its board; existing sections keep the order they were shown in (by id).
ALTER TABLE board_sections ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
UPDATE board_sections SET position = id;
CREATE INDEX board_sections_order ON board_sections(board_id, position, id);
