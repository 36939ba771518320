import type { DataOf } from '../../../shared/contracts/endpoint';
import * as endpoints from '../../../shared/contracts/analytics';
import type { Endpoints } from '../../../shared/contracts/registry';
import type { ArgsOf } from '../../app/api';
import { buildRequest } from '../../app/contractBaseQuery';

type Recording = 'analyticsEventsCreate' | 'analyticsImpressionsCreate';

/**
 * The analytics family (shared/contracts/analytics.ts). Sent with fetch rather than through RTK Query: a batch sent as
 * the page is left must outlive it (keepalive, which RTK Query cannot ask for; sendBeacon cannot carry the CSRF
 * header), and nothing reads these answers back, so no batch needs a cache entry in the store. Resolves to the
 * answer, or null when the server was not reached or refused.
 */
export async function sendAnalytics<K extends Recording>(
  name: K,
  options: ArgsOf<Endpoints[K]>,
  keepalive: boolean,
): Promise<DataOf<Endpoints[K]> | null> {
  const { url, method, body, headers } = buildRequest({ contract: endpoints[name], options: options as Record<string, unknown> });
  const request = new Request(new URL(url, window.location.href), {
    method,
    body: JSON.stringify(body),
    headers: { ...(headers as Record<string, string>), 'content-type': 'application/json' },
    credentials: 'same-origin',
    keepalive,
  });
  const res = await fetch(request);
  if (!res.ok) return null;
  return ((await res.json()) as { resource_response: { data: DataOf<Endpoints[K]> } }).resource_response.data;
}
