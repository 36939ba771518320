-- Today articles (/today/article/{id}/): editorial collections of pins, each with a title, a description and a cover
-- image. The seed writes a few; TodayArticleResource get reads one and TodayArticleFeedResource get its pins, in the
-- editors' order, as the viewer may see them.
CREATE TABLE today_articles (
  id              INTEGER PRIMARY KEY,
  title           TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  description     TEXT NOT NULL DEFAULT '',
  cover_image_id  INTEGER NOT NULL REFERENCES images(id),
  created_at      INTEGER NOT NULL
);

-- A pin is in an article once, at one position; a deleted pin leaves its article.
CREATE TABLE today_article_pins (
  article_id  INTEGER NOT NULL REFERENCES today_articles(id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  pin_id      INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  PRIMARY KEY (article_id, position),
  UNIQUE (article_id, pin_id)
) WITHOUT ROWID;
CREATE INDEX today_article_pins_pin ON today_article_pins(pin_id);
