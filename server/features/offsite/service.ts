import type { OffsiteCheck } from '../../../shared/contracts/offsite';
import { OFFSITE } from '../../../shared/constants';
import { coveringDomains, linkHost, spamVerdictOf, type SpamVerdict } from '../../../shared/domain/offsiteDomains';
import type { Clock } from '../../config';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { addressLiteral, isForbiddenAddress } from '../../http/imageFetch/address';
import type { OffsiteSigner } from './token';
import type { OffsiteStore, PinLinksRow } from './store';

interface StoredLinks {
  slots?: { link?: string }[];
  items?: { link?: string }[];
}
interface StoredAd {
  adDestinationUrl?: string | null;
  isThirdPartyAd?: boolean;
}

export interface CheckRequest {
  url: string;
  pin_id?: string;
  third_party_ad?: string;
  client_tracking_params?: string;
  csr?: string;
  aux_data?: Record<string, unknown>;
}

export interface Judgement {
  status: 'allowed' | SpamVerdict;
  message: string | null;
  host: string;
}

/** What /offsite/ does with a request (server/features/offsite/page.ts renders it). */
export type RedirectOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'warning'; judgement: Judgement; url: string; pinId: string }
  | { kind: 'refused'; judgement: Judgement; pinId: string }
  | { kind: 'broken'; reason: 'invalid' | 'expired' | 'gone'; pinId: string | null };

const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.lan'];
const INTERNAL_MESSAGE = 'This link goes to an address inside a private network, which we do not send people to.';

const parse = <T>(json: string | null): T | null => (json === null ? null : (JSON.parse(json) as T));

/**
 * A link in the form two spellings of it are compared in: as the browser reads it, and without the epik query parameter
 * the client removes from ad-click urls (the doubleclick host casing it fixes is already folded by the parser).
 */
function comparable(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.searchParams.has('epik')) url.searchParams.delete('epik');
  return url.href;
}

/**
 * The offsite check (GET and POST /v3/offsite/) and the /offsite/ redirect page: a pin sends people only to its own
 * links, through an address this server signed, never to a listed spam domain nor into a private network.
 */
export function createOffsiteService(store: OffsiteStore, signer: OffsiteSigner, clock: Clock, allowHosts: readonly string[]) {
  const allowed = new Set(allowHosts.map((h) => h.toLowerCase()));

  /** Loopback, private and link-local addresses and local-only names: someone's browser must not be sent there by us. */
  function isInternal(host: string): boolean {
    if (allowed.has(host)) return false;
    const literal = addressLiteral(host);
    if (literal) return isForbiddenAddress(literal);
    return host === 'localhost' || !host.includes('.') || INTERNAL_SUFFIXES.some((s) => host.endsWith(s));
  }

  function judge(url: string): Judgement {
    const host = linkHost(url) ?? '';
    if (isInternal(host)) return { status: 'blocked', message: INTERNAL_MESSAGE, host };
    const verdict = spamVerdictOf(url, store.verdicts(coveringDomains(host)));
    return verdict ? { status: verdict, message: OFFSITE.messages[verdict], host } : { status: 'allowed', message: null, host };
  }

  /** Every link the pin may send people to: link, tracked link, ad destination, carousel slots and collection items. */
  function pinLinks(row: PinLinksRow): Set<string> {
    const ad = parse<StoredAd>(row.ad_json);
    const candidates = [
      row.link,
      row.tracked_link,
      ad?.adDestinationUrl,
      ...(parse<StoredLinks>(row.carousel_json)?.slots ?? []).map((s) => s.link),
      ...(parse<StoredLinks>(row.collection_json)?.items ?? []).map((i) => i.link),
    ];
    return new Set(candidates.flatMap((c) => (c ? [comparable(c)] : [])).filter((c): c is string => c !== null));
  }

  function visiblePin(viewerId: number | null, req: CheckRequest): PinLinksRow {
    const row = store.visiblePin(Number(req.pin_id ?? req.third_party_ad), viewerId);
    if (!row) throw notFound('Pin');
    if (req.third_party_ad !== undefined && !parse<StoredAd>(row.ad_json)?.isThirdPartyAd)
      throw badRequest('That Pin is not a third-party ad: send its id as pin_id.', { third_party_ad: 'is not a third-party ad' });
    return row;
  }

  /** Our /offsite/ address for the link, relative to our own origin, with the context the client gave passed along. */
  function offsiteAddress(pinId: string, req: CheckRequest): string {
    const query = new URLSearchParams({
      token: signer.sign(pinId, req.url, clock.now() + OFFSITE.tokenTtlMs),
      url: req.url,
      pin: pinId,
      isThirdPartyAd: String(req.third_party_ad !== undefined),
    });
    if (req.csr !== undefined) query.set('csr', req.csr);
    if (req.client_tracking_params !== undefined) query.set('client_tracking_params', req.client_tracking_params);
    if (req.aux_data !== undefined) query.set('aux_data', JSON.stringify(req.aux_data));
    return `/offsite/?${query.toString()}`;
  }

  function answer(row: PinLinksRow, req: CheckRequest): OffsiteCheck {
    const { status, message } = judge(req.url);
    const followable = status === 'allowed' || status === 'suspicious';
    return { message, redirect_status: status, url: followable ? offsiteAddress(String(row.id), req) : null };
  }

  const notThePins = () => badRequest('That url is not a link of this Pin.', { url: 'is not a link of this Pin' });

  return {
    check(viewerId: number | null, req: CheckRequest): OffsiteCheck {
      const row = visiblePin(viewerId, req);
      const url = comparable(req.url);
      const links = req.third_party_ad !== undefined ? new Set([comparable(parse<StoredAd>(row.ad_json)?.adDestinationUrl ?? '')]) : pinLinks(row);
      if (url === null || !links.has(url)) throw notThePins();
      return answer(row, req);
    },

    /** A collection chip click: the url must be the item at the position clicked. */
    chipClick(viewerId: number | null, req: CheckRequest & { aux_data: { collection_pin_click_position: number } }): OffsiteCheck {
      const row = visiblePin(viewerId, req);
      const items = parse<StoredLinks>(row.collection_json)?.items ?? [];
      const position = req.aux_data.collection_pin_click_position;
      const item = items[position];
      if (!item?.link) {
        throw new ApiError(400, 'invalid_options', `The Pin has no collection item at position ${position}.`, {
          'aux_data.collection_pin_click_position': items.length ? `must be below ${items.length}` : 'the Pin is not a collection',
        });
      }
      if (comparable(req.url) !== comparable(item.link)) throw notThePins();
      return answer(row, req);
    },

    /**
     * /offsite/: follows a link only with a token this server signed for that pin and url, unexpired, while the url is
     * still the pin's, and judged again now: a domain listed after the check was made is refused all the same.
     */
    redirect(query: Record<string, unknown>): RedirectOutcome {
      const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
      const [token, url, pin] = [text(query.token), text(query.url), text(query.pin)];
      const pinId = pin && /^[1-9]\d{0,17}$/.test(pin) ? pin : null;
      if (!token || !url || !pinId) return { kind: 'broken', reason: 'invalid', pinId };
      const check = signer.check(token, pinId, url, clock.now());
      if (check !== 'valid') return { kind: 'broken', reason: check, pinId };
      const row = store.signedPin(Number(pinId));
      const target = comparable(url);
      if (!row || target === null || !pinLinks(row).has(target)) return { kind: 'broken', reason: 'gone', pinId };
      const judgement = judge(url);
      if (judgement.status === 'allowed') return { kind: 'redirect', url: target };
      if (judgement.status === 'suspicious') return { kind: 'warning', judgement, url: target, pinId };
      return { kind: 'refused', judgement, pinId };
    },
  };
}

export type OffsiteService = ReturnType<typeof createOffsiteService>;
