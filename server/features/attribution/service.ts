import { createHash } from 'node:crypto';
import type { AttributionSourceOptions } from '../../../shared/contracts/attribution';
import { ATTRIBUTION } from '../../../shared/constants';
import { httpsOrigin, registerSourceHeader } from '../../../shared/domain/attributionSource';
import type { Clock } from '../../config';
import { badRequest, notFound } from '../../http/errors';
import { visitorAllows, type Visitor } from '../../http/visitor';
import type { ConsentService } from '../consent/service';
import type { AttributionStore } from './store';

export interface AttributionAnswer {
  reason: 'registered' | 'no_consent' | 'duplicate';
  /** The Attribution-Reporting-Register-Source header's value, when the source is registered. */
  header: string | null;
  expiry: number;
  priority: number;
}

/** The https origin a campaign's link leads to; null for any other link. */
function originOf(link: string | null): string | null {
  if (!link || !URL.canParse(link)) return null;
  const url = new URL(link);
  return url.protocol === 'https:' ? httpsOrigin(url.origin) : null;
}

/** Ours: how many of a campaign's pins are read for its links. */
const CAMPAIGN_PINS_MAX = 100;

/**
 * The attribution-source GET on the product host: the browser registers a promoted pin's click or view as
 * an attribution source from our header. The header only ever names a campaign we carry and the sites its pins link
 * to, so our host cannot be used to attribute conversions to sites we never sent anyone to. Marketing consent is
 * checked here too, not only by the client, and an identical event (same fields) registers once.
 */
export function createAttributionService(store: AttributionStore, consent: ConsentService, clock: Clock) {
  const allows = (v: Visitor) => visitorAllows(v, 'allow_marketing_cookies', consent.allows);

  function campaignOrigins(o: AttributionSourceOptions): Set<string> {
    const rows = store.campaignLinks(o.advertiser_id, o.campaign_id, CAMPAIGN_PINS_MAX);
    if (rows.length === 0) throw notFound('Campaign');
    const links = rows.flatMap((r) => [r.link, r.tracked_link, r.ad_destination]);
    return new Set(links.map(originOf).filter((origin) => origin !== null));
  }

  return {
    register(viewer: Visitor, o: AttributionSourceOptions): AttributionAnswer {
      const { expiry, priority } = ATTRIBUTION.bySourceType[o.source_event_type];
      const origins = campaignOrigins(o);
      const foreign = o.destination.find((d) => !origins.has(d));
      if (foreign) throw badRequest(`destination ${foreign} is not a site of this campaign.`, { destination: "must be the campaign's own sites" });
      if (!allows(viewer)) return { reason: 'no_consent', header: null, expiry, priority };

      const fields = [o.source_event_id, o.source_event_type, o.advertiser_id, o.campaign_id, o.hostname, ...[...o.destination].sort()];
      const key = createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
      const now = clock.now();
      if (!store.registerOnce(key, now, now + expiry * 1000)) return { reason: 'duplicate', header: null, expiry, priority };
      return { reason: 'registered', header: registerSourceHeader(o), expiry, priority };
    },
  };
}

export type AttributionService = ReturnType<typeof createAttributionService>;
