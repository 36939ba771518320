-- Spam domains (issue 14; pin-card-and-grid.md 4, 5, 8): the offsite check's list. A row covers the domain and every
-- subdomain of it. Domains are stored as the URL parser spells a hostname: lower case, IDNs in punycode, no trailing
-- dot, so a lookup of a parsed URL's hostname and its parent domains is exact.
CREATE TABLE spam_domains (
  domain      TEXT PRIMARY KEY,
  verdict     TEXT NOT NULL CHECK (verdict IN ('blocked', 'suspicious', 'porn')),
  created_at  INTEGER NOT NULL
) WITHOUT ROWID;
