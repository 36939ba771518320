import type { Db } from '../../sqlite/open';

/** The promoted pins' links a campaign may be attributed to, and the sources registered so far (each once until it expires). */
export function createAttributionStore(db: Db) {
  const campaignLinks = db.prepare<[string, string, number], { link: string | null; tracked_link: string | null; ad_destination: string | null }>(
    `SELECT link, tracked_link, json_extract(ad_json, '$.adDestinationUrl') AS ad_destination FROM pins
     WHERE is_promoted = 1 AND ad_json IS NOT NULL
       AND json_extract(ad_json, '$.advertiserId') = ? AND json_extract(ad_json, '$.campaignId') = ? LIMIT ?`,
  );
  const forget = db.prepare<[number]>('DELETE FROM attribution_sources WHERE expires_at <= ?');
  const remember = db.prepare<[string, number]>('INSERT INTO attribution_sources (event_key, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING');
  // Expired keys go first, so a repeat after its source expired registers again, and the table holds live sources only.
  const registerOnce = db.transaction((key: string, now: number, expiresAt: number) => {
    forget.run(now);
    return remember.run(key, expiresAt).changes === 1;
  });

  return {
    campaignLinks: (advertiserId: string, campaignId: string, max: number) => campaignLinks.all(advertiserId, campaignId, max),
    /** Whether the source is new (and now registered until `expiresAt`); false for one already registered and live. */
    registerOnce: (key: string, now: number, expiresAt: number): boolean => registerOnce.immediate(key, now, expiresAt),
  };
}

export type AttributionStore = ReturnType<typeof createAttributionStore>;
