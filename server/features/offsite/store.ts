import type { SpamVerdict } from '../../../shared/domain/offsiteDomains';
import { BOARD_VISIBLE } from '../../common/visibility';
import type { Db } from '../../sqlite/open';

/** The parts of a pin that hold the links it may send people to; a repin shows its original's carousel and collection. */
export interface PinLinksRow {
  id: number;
  link: string | null;
  tracked_link: string | null;
  carousel_json: string | null;
  collection_json: string | null;
  ad_json: string | null;
}

export interface SpamDomainRow {
  domain: string;
  verdict: SpamVerdict;
  created_at: number;
}

const PIN_LINKS = `SELECT p.id, p.link, p.tracked_link, COALESCE(p.carousel_json, o.carousel_json) AS carousel_json,
    COALESCE(p.collection_json, o.collection_json) AS collection_json, p.ad_json
  FROM pins p JOIN boards b ON b.id = p.board_id LEFT JOIN pins o ON o.id = p.origin_pin_id`;

export function createOffsiteStore(db: Db) {
  const visiblePin = db.prepare<{ id: number; viewer: number }, PinLinksRow>(`${PIN_LINKS} WHERE p.id = @id AND ${BOARD_VISIBLE}`);
  // The redirect page holds a token the server signed for this pin, which is the proof the signer could see it.
  const signedPin = db.prepare<[number], PinLinksRow>(`${PIN_LINKS} WHERE p.id = ?`);
  const verdicts = db.prepare<[string], { domain: string; verdict: SpamVerdict }>(
    `SELECT domain, verdict FROM spam_domains WHERE domain IN (SELECT value FROM json_each(?))`,
  );
  const upsert = db.prepare<[string, SpamVerdict, number]>(
    `INSERT INTO spam_domains (domain, verdict, created_at) VALUES (?, ?, ?)
     ON CONFLICT (domain) DO UPDATE SET verdict = excluded.verdict`,
  );
  const exists = db.prepare<[string], number>('SELECT 1 FROM spam_domains WHERE domain = ?').pluck();
  const addOrChange = db.transaction((domain: string, verdict: SpamVerdict, now: number) => {
    const isNew = exists.get(domain) === undefined;
    upsert.run(domain, verdict, now);
    return isNew;
  });
  const remove = db.prepare<[string]>(`DELETE FROM spam_domains WHERE domain = ?`);
  const list = db.prepare<[], SpamDomainRow>(`SELECT domain, verdict, created_at FROM spam_domains ORDER BY domain`);

  return {
    /** Signed out is viewer 0, as BOARD_VISIBLE expects. */
    visiblePin: (pinId: number, viewerId: number | null) => visiblePin.get({ id: pinId, viewer: viewerId ?? 0 }),
    signedPin: (pinId: number) => signedPin.get(pinId),
    /** The list's entries among `domains` (a host and its parents): one indexed probe each. */
    verdicts: (domains: readonly string[]) => new Map(verdicts.all(JSON.stringify(domains)).map((r) => [r.domain, r.verdict])),
    /** Adds the domain or changes its verdict; answers whether it was new. */
    upsert: (domain: string, verdict: SpamVerdict, now: number): boolean => addOrChange(domain, verdict, now),
    remove: (domain: string) => remove.run(domain).changes > 0,
    list: () => list.all(),
  };
}

export type OffsiteStore = ReturnType<typeof createOffsiteStore>;
