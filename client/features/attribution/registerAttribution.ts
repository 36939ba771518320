import { ATTRIBUTION } from '../../../shared/constants';
import type { Pin } from '../../../shared/contracts/pin';
import { httpsOrigin, type SourceEventType } from '../../../shared/domain/attributionSource';
import type { AppDispatch, RootState } from '../../app/store';
import { consentAllowsNow } from '../consent/consentSlice';
import { sendAttributionSource } from './attributionApi';

type Thunk = (dispatch: AppDispatch, getState: () => RootState) => Promise<boolean>;
export type AttributionPin = Pick<Pin, 'id' | 'isPromoted' | 'adData' | 'trackedLink' | 'link'>;

/** Pins registered this page, per event type: scrolling past a pin again or clicking it twice is the same event. */
const registered = new Set<string>();

/** The origin a promoted pin sends people to (its ad destination, else its tracked link, else its link), if https. */
function destinationOf(pin: AttributionPin): string | null {
  const link = pin.adData?.adDestinationUrl ?? pin.trackedLink ?? pin.link;
  if (!link || !URL.canParse(link)) return null;
  return httpsOrigin(new URL(link).origin);
}

/** An unsigned 64-bit source event id, as the Attribution Reporting API takes it. */
function sourceEventId(): string {
  return crypto.getRandomValues(new BigUint64Array(1))[0].toString();
}

/**
 * Registers a promoted pin's click or view as an attribution source (a GET on our own host, a click kept 604800 s at
 * priority 2, a view 86400 s at priority 1), only where the visitor allowed marketing cookies: no consent, no call.
 * Answers whether a registration was sent and taken (a non-ok answer is a failure); a failure is only sampled to the
 * metrics, never shown, so it never throws. Meant to be dispatched from a lazily loaded chunk:
 * `import('.../attribution/registerAttribution').then((m) => dispatch(m.registerAttribution(pin, 'click')))`.
 */
export function registerAttribution(pin: AttributionPin, type: SourceEventType): Thunk {
  return async (_dispatch, getState) => {
    if (!consentAllowsNow(getState(), 'allow_marketing_cookies')) return false;
    const { advertiserId, campaignId } = pin.adData ?? {};
    const destination = destinationOf(pin);
    const key = `${pin.id} ${type}`;
    if (!pin.isPromoted || !advertiserId || !campaignId || !destination || registered.has(key)) return false;
    registered.add(key);
    const { expiry, priority } = ATTRIBUTION.bySourceType[type];
    return sendAttributionSource({
      source_event_id: sourceEventId(),
      destination: JSON.stringify([destination]),
      source_event_type: type,
      expiry,
      priority,
      advertiser_id: advertiserId,
      campaign_id: campaignId,
      hostname: window.location.hostname,
    });
  };
}
