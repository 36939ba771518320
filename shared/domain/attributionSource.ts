import { ATTRIBUTION } from '../constants';

export type SourceEventType = keyof typeof ATTRIBUTION.bySourceType;

/**
 * The value is exactly an https origin (scheme, host, optional port; no credentials, path, query or fragment), as the
 * Attribution Reporting API's destinations are: answers it in canonical form (lowercase host, default port dropped),
 * null otherwise.
 */
export function httpsOrigin(value: string): string | null {
  if (value.length > ATTRIBUTION.originMax || !/^https:\/\/[^/?#@\s]+\/?$/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  // A bare IP or a single label (localhost) is no advertiser's site.
  if (!url.hostname.includes('.') || /^[\d.]+$|^\[/.test(url.hostname)) return null;
  return url.origin;
}

export interface SourceRegistration {
  source_event_id: string;
  destination: string[];
  source_event_type: SourceEventType;
}

/**
 * The Attribution-Reporting-Register-Source header's JSON (spec: expiry 604800 s and priority 2 for a click, 86400 s
 * and 1 for a view). The API reads expiry and priority as strings of integers.
 */
export function registerSourceHeader(r: SourceRegistration): string {
  const { expiry, priority } = ATTRIBUTION.bySourceType[r.source_event_type];
  return JSON.stringify({ source_event_id: r.source_event_id, destination: r.destination, expiry: String(expiry), priority: String(priority) });
}
