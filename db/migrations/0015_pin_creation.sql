-- How a pin was made (PinResource create's method: 'uploaded', 'scraped', 'button_external', ...); null for pins
-- that predate pin creation (the seed's, and saves, which are repins).
ALTER TABLE pins ADD COLUMN creation_method TEXT;
