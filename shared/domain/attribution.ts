import type { BoardRef } from '../contracts/board';
import type { Pin } from '../contracts/pin';
import type { UserSummary } from '../contracts/user';
import { safeWebLink } from './links';

export type AttributionSource =
  { kind: 'promoter' | 'sponsor' | 'nativeCreator' | 'pinner'; user: UserSummary } | { kind: 'claimedDomain'; domain: string };

/**
 * Attribution priority: whoever paid (promoter, then sponsor) must be named first, then whoever made the
 * content (native creator, then the site that claimed the link's domain), and only then who saved it. The claimed
 * domain comes from the caller because the pin itself does not say whether its domain is claimed.
 */
export function attributionSource(
  pin: Pick<Pin, 'promoter' | 'sponsorship' | 'nativeCreator' | 'pinner'>,
  claimedDomain: string | null,
): AttributionSource {
  if (pin.promoter) return { kind: 'promoter', user: pin.promoter };
  if (pin.sponsorship) return { kind: 'sponsor', user: pin.sponsorship.sponsor };
  if (pin.nativeCreator) return { kind: 'nativeCreator', user: pin.nativeCreator };
  if (claimedDomain) return { kind: 'claimedDomain', domain: claimedDomain };
  return { kind: 'pinner', user: pin.pinner };
}

/** Hosts compare without case and without a leading 'www.', which names the same site. */
function siteHost(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
}

/**
 * The claimed-domain step of attributionSource: the pin's domain, when the pinner has verified that domain as their
 * website, so the site is credited rather than a person who merely saved its page. null otherwise.
 */
export function claimedDomain(pin: Pick<Pin, 'domain'>, pinner: Pick<UserSummary, 'isPrimaryWebsiteVerified' | 'websiteDomain'>): string | null {
  if (!pin.domain || !pinner.isPrimaryWebsiteVerified || !pinner.websiteDomain) return null;
  return siteHost(pin.domain) === siteHost(pinner.websiteDomain) ? pin.domain : null;
}

/**
 * Where a user's name links. An ads-only profile has no profile page worth visiting, so it links to its site, but
 * only when it has both the flag and the site. Signed-out links are lowercase: the search-friendly canonical form.
 */
export function profileHref(user: Pick<UserSummary, 'username' | 'isAdsOnlyProfile' | 'adsOnlyProfileSite'>, signedIn: boolean): string {
  // The advertiser's own site, when it is a web link; anything else (javascript:, data:) falls back to the profile.
  const site = user.isAdsOnlyProfile ? safeWebLink(user.adsOnlyProfileSite) : null;
  if (site) return site;
  return `/${signedIn ? user.username : user.username.toLowerCase()}/`;
}

/** A protected board is visible only to its members, so attribution never links to it (null: show the name unlinked). */
export function boardAttributionHref(board: Pick<BoardRef, 'privacy' | 'url'>): string | null {
  return board.privacy === 'protected' ? null : board.url;
}

export interface PinSlug {
  text: string;
  pinId: string;
}

/**
 * A pin slug 'some-words--123' is search-friendly text plus the pin id after the last '--' (the text may itself
 * contain '--'); a slug without '--' is a bare pin id.
 */
export function parsePinSlug(slug: string): PinSlug {
  const at = slug.lastIndexOf('--');
  return at < 0 ? { text: '', pinId: slug } : { text: slug.slice(0, at), pinId: slug.slice(at + 2) };
}
