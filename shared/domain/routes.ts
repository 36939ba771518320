import { LIMITS } from '../constants';
import { parsePinSlug } from './attribution';
import { RESERVED_UNSERVED, ROUTES, type RouteDef, type RouteKind } from './routeTable';

export type { RouteKind } from './routeTable';

const USERNAME = new RegExp(`^[A-Za-z0-9_]{${LIMITS.username.min},${LIMITS.username.max}}$`);

/** An id in a path: a positive decimal integer without leading zeros (pins, boards, interests, articles, users). */
const ID = /^[1-9][0-9]*$/;

/**
 * The pin id a pin path's second segment names: a bare id ('123') or the search-friendly form signed-out links use
 * ('blue-door-ideas--123'). The text before '--' is only for people and search engines, so any text
 * resolves to the same pin. null when the segment names no pin ('create', 'x--abc').
 */
export function pinIdOfSegment(segment: string): string | null {
  const { pinId } = parsePinSlug(segment);
  return ID.test(pinId) ? pinId : null;
}

/** A pin path with its slug dropped ('/pin/blue-door--123/repin/' is '/pin/123/repin/'); any other path unchanged. */
export function withoutPinSlug(pathname: string): string {
  const match = /^\/pin\/([^/]*--[^/]*)(\/.*)?$/.exec(pathname);
  const id = match ? pinIdOfSegment(match[1]) : null;
  return id === null ? pathname : `/pin/${id}${match![2] ?? ''}`;
}

/**
 * Where a card's closeup link goes: signed out, the search-friendly seoUrl, so crawlers and shared links
 * carry the words; signed in, the bare id. A seoUrl that does not resolve to this pin's own closeup is not trusted.
 */
export function pinCloseupPath(pin: { id: string; seoUrl: string }, signedIn: boolean): string {
  const bare = `/pin/${pin.id}/`;
  return !signedIn && withoutPinSlug(pin.seoUrl) === bare ? pin.seoUrl : bare;
}

/** A Today article's page. */
export const todayArticlePath = (id: string): string => `/today/article/${id}/`;

/** Paths are compared with a trailing slash, so `/pin/1` and `/pin/1/` are one route. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** The first segment of each route that has a fixed one: the top-level words of the site. */
const SERVED_TOP_LEVEL = ROUTES.map((r) => r.path.split('/')[0]).filter((first) => first !== '' && !first.startsWith(':'));

/**
 * Top-level path segments that belong to the product, never to a user: every first segment of the route table
 * (client pages, 'Coming soon' paths, the server's own prefixes) and the words kept for pages to come. A user named
 * like one of these could never be reached at /{username}/.
 */
const RESERVED_TOP_LEVEL: ReadonlySet<string> = new Set([...SERVED_TOP_LEVEL, ...RESERVED_UNSERVED].map((word) => word.toLowerCase()));

/** Whether a name is one of the site's own top-level words, in any case: sign-up refuses it as a username. */
export function isReservedName(name: string): boolean {
  return RESERVED_TOP_LEVEL.has(name.toLowerCase());
}

function isUsernameSegment(segment: string): boolean {
  return USERNAME.test(segment) && !isReservedName(segment);
}

/** Board slugs and section ids never start with `_`: that prefix marks profile tabs. */
function isBoardSegment(segment: string): boolean {
  return segment.length > 0 && !segment.startsWith('_');
}

/** What a route's `:name` segments accept, by name; a name not listed accepts any segment (words for people). */
const PARAMS: Readonly<Record<string, (segment: string) => boolean>> = {
  id: (segment) => ID.test(segment),
  username: isUsernameSegment,
  slug: isBoardSegment,
  section: isBoardSegment,
};

/** A route's path split into parts, its fixed parts lowercased: they match a path's segments in any case. */
const COMPILED = ROUTES.map((route) => ({
  route,
  parts: route.path === '' ? [] : route.path.split('/').map((part) => (part.startsWith(':') ? part : part.toLowerCase())),
}));

/** The route parts' parameters in a path's segments (and the same segments lowercased), or null when it does not match. */
function paramsOf(parts: readonly string[], segments: readonly string[], lower: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (part === '*') return params;
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      const name = part.slice(1);
      if (!(PARAMS[name]?.(segment) ?? true)) return null;
      params[name] = segment;
    } else if (part !== lower[i]) return null;
  }
  return segments.length === parts.length ? params : null;
}

export interface RouteMatch {
  route: RouteDef;
  /** The `:name` segments as the path spells them (a pin's `id` without its slug). */
  params: Record<string, string>;
}

/**
 * The route of the table (shared/domain/routeTable.ts) a path or url names (query and hash ignored, a trailing
 * slash added, a pin's slug dropped), or null: a path the site does not have, which is 'Page not found' (a 404).
 */
export function matchRoute(url: string): RouteMatch | null {
  const pathname = withTrailingSlash(withoutPinSlug(url.split(/[?#]/, 1)[0]));
  if (!pathname.startsWith('/') || pathname.includes('//')) return null;
  const segments = pathname === '/' ? [] : pathname.slice(1, -1).split('/');
  const lower = segments.map((segment) => segment.toLowerCase());
  for (const { route, parts } of COMPILED) {
    const params = paramsOf(parts, segments, lower);
    if (params) return { route, params };
  }
  return null;
}

/** Route classification: the kind of page a path or url (query and hash ignored) shows. */
export function classifyRoute(url: string): RouteKind {
  return matchRoute(url)?.route.kind ?? 'UNKNOWN';
}
