import { LIMITS } from '../constants';
import { parsePinSlug } from './attribution';

export type RouteKind = 'PIN' | 'BOARD' | 'PROFILE' | 'TODAY' | 'IDEA' | 'SHOPPING' | 'UNKNOWN';

/**
 * Top-level path segments that belong to the product, never to a user: every first segment of the route catalogue
 * (platform-services.md 2.1) plus the server's own prefixes. A user named like one of these could never be reached.
 */
const RESERVED_TOP_LEVEL: ReadonlySet<string> = new Set([
  '_',
  'about',
  'advertiser',
  'age-appeal',
  'api',
  'app-factory-oauth',
  'appealed-pin',
  'assets',
  'board',
  'boardsection',
  'business',
  'categories',
  'collage-creation-tool',
  'conversation',
  'discover',
  'edit',
  'email',
  'email_verification_error',
  'explore',
  'help',
  'homefeed',
  'idea-ads-tool',
  'idea-pin-builder',
  'ideas',
  'invited',
  'login',
  'logout',
  'me',
  'media',
  'news_hub',
  'notifications',
  'oauth',
  'offsite',
  'password',
  'pin',
  'pin-builder',
  'pin-creation-tool',
  'pin-editor',
  'pin_redirect',
  'privacy',
  'pw',
  'reports-and-violations',
  'resource',
  'search',
  'secure',
  'settings',
  'shopping',
  'signup',
  'story-pin-builder',
  'terms',
  'today',
  'topics',
  'tv',
  'unauth-profile',
  'v3',
  'videos',
  'vx',
]);

const USERNAME = new RegExp(`^[A-Za-z0-9_]{${LIMITS.username.min},${LIMITS.username.max}}$`);
const PROFILE_TABS = new Set(['_saved', '_created']);

const PIN_ID = /^[1-9][0-9]*$/;

/**
 * The pin id a pin path's second segment names: a bare id ('123') or the search-friendly form signed-out links use
 * ('blue-door-ideas--123', section 2). The text before '--' is only for people and search engines, so any text
 * resolves to the same pin. null when the segment names no pin ('create', 'x--abc').
 */
export function pinIdOfSegment(segment: string): string | null {
  const { pinId } = parsePinSlug(segment);
  return PIN_ID.test(pinId) ? pinId : null;
}

/** A pin path with its slug dropped ('/pin/blue-door--123/repin/' is '/pin/123/repin/'); any other path unchanged. */
export function withoutPinSlug(pathname: string): string {
  const match = /^\/pin\/([^/]*--[^/]*)(\/.*)?$/.exec(pathname);
  const id = match ? pinIdOfSegment(match[1]) : null;
  return id === null ? pathname : `/pin/${id}${match![2] ?? ''}`;
}

/**
 * Where a card's closeup link goes (section 2): signed out, the search-friendly seoUrl, so crawlers and shared links
 * carry the words; signed in, the bare id. A seoUrl that does not resolve to this pin's own closeup is not trusted.
 */
export function pinCloseupPath(pin: { id: string; seoUrl: string }, signedIn: boolean): string {
  const bare = `/pin/${pin.id}/`;
  return !signedIn && withoutPinSlug(pin.seoUrl) === bare ? pin.seoUrl : bare;
}

/** Paths are compared with a trailing slash, so `/pin/1` and `/pin/1/` are one route. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

function isUsernameSegment(segment: string): boolean {
  return USERNAME.test(segment) && !RESERVED_TOP_LEVEL.has(segment.toLowerCase());
}

/** Board slugs and section ids never start with `_`: that prefix marks profile tabs. */
function isBoardSegment(segment: string): boolean {
  return segment.length > 0 && !segment.startsWith('_');
}

/** Route classification (platform-services.md 2.1): the kind of page a path or url (query and hash ignored) shows. */
export function classifyRoute(url: string): RouteKind {
  const pathname = withTrailingSlash(url.split(/[?#]/, 1)[0]);
  if (!pathname.startsWith('/') || pathname.includes('//')) return 'UNKNOWN';
  const segments = pathname.slice(1, -1).split('/');
  const [first, second] = segments;

  switch (first) {
    case 'pin':
      return pinIdOfSegment(second ?? '') !== null ? 'PIN' : 'UNKNOWN';
    case 'today':
      return 'TODAY';
    case 'ideas':
      return 'IDEA';
    case 'shopping':
      return 'SHOPPING';
    case 'me':
      return segments.length === 1 ? 'PROFILE' : 'UNKNOWN';
  }

  if (!isUsernameSegment(first)) return 'UNKNOWN';
  if (segments.length === 1) return 'PROFILE';
  if (segments.length === 2 && PROFILE_TABS.has(second)) return 'PROFILE';
  if (segments.length <= 3 && segments.slice(1).every(isBoardSegment)) return 'BOARD';
  return 'UNKNOWN';
}
