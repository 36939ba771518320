-- Collage pins: an original pin whose image is composed of cut-outs of other pins, its sources, in order. Its collage
-- chips need at least 3 items and show the first 3. Deleting the collage deletes its items; deleting a source drops
-- just that item (the collage keeps its image and its other sources, so its chips show the next ones in order).
CREATE TABLE collage_items (
  id              INTEGER PRIMARY KEY,
  collage_pin_id  INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  position        INTEGER NOT NULL CHECK (position >= 0),
  source_pin_id   INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  UNIQUE (collage_pin_id, position)
);
-- The cascade from a deleted source looks its items up by source.
CREATE INDEX collage_items_source ON collage_items(source_pin_id);
