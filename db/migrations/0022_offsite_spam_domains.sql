-- Spam domains: the offsite check's list (a click out to one is blocked with a warning). A row covers the domain and
-- every subdomain of it. Domains are stored as the URL parser spells a hostname: lower case, IDNs in punycode, no
-- trailing dot, so a lookup of a parsed URL's hostname and its parent domains is exact.
CREATE TABLE spam_domains (
  domain      TEXT PRIMARY KEY,
  verdict     TEXT NOT NULL CHECK (verdict IN ('blocked', 'suspicious', 'porn')),
  created_at  INTEGER NOT NULL
) WITHOUT ROWID;
