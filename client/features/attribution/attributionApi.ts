import type { OptionsInputOf } from '../../../shared/contracts/endpoint';
import * as endpoints from '../../../shared/contracts/attribution';
import { buildRequest } from '../../app/contractBaseQuery';

type Options = OptionsInputOf<typeof endpoints.attributionSource>;

/**
 * The attribution family (shared/contracts/attribution.ts). Sent with fetch rather than RTK Query: nothing reads the
 * answer back, the browser does, from its header, and only a fetch can ask it to (attributionReporting, which Chromium
 * honours and other browsers ignore). Resolves to whether the server took it; failures have no visible effect.
 */
export async function sendAttributionSource(options: Options): Promise<boolean> {
  const { url, method } = buildRequest({ contract: endpoints.attributionSource, options: options as Record<string, unknown> });
  const init: RequestInit & { attributionReporting?: { eventSourceEligible: boolean; triggerEligible: boolean } } = {
    method,
    credentials: 'same-origin',
    keepalive: true,
    attributionReporting: { eventSourceEligible: true, triggerEligible: false },
  };
  try {
    return (await fetch(new Request(new URL(url, window.location.href), init))).ok;
  } catch {
    return false;
  }
}
