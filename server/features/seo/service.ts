import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { classifyRoute, pinIdOfSegment, withTrailingSlash } from '../../../shared/domain/routes';
import type { Db } from '../../sqlite/open';
import { ApiError } from '../../http/errors';
import type { FeedsService } from '../feeds/service';
import { createSnapshotCache } from '../../common/snapshot';
import { homePage, notFoundPage, pinPage, profilePage, type SeoPage } from './render';

/** The pages that have metadata of their own; every other path is served the generic index.html. */
export type SeoRoute = { kind: 'home' } | { kind: 'pin'; id: string } | { kind: 'profile'; username: string; tab: string | null };

/** `/pin/{id}/` and `/pin/{slug}--{id}/` (the closeup, not its sub-pages), home, and a profile with its tabs. */
export function seoRoute(pathname: string): SeoRoute | null {
  const path = withTrailingSlash(pathname);
  if (path === '/' || path === '/homefeed/') return { kind: 'home' };
  const segments = path.slice(1, -1).split('/');
  if (segments[0] === 'pin') {
    const id = segments.length === 2 ? pinIdOfSegment(segments[1]) : null;
    return id === null ? null : { kind: 'pin', id };
  }
  if (segments[0] !== 'me' && classifyRoute(path) === 'PROFILE') return { kind: 'profile', username: segments[0], tab: segments[1] ?? null };
  return null;
}

export interface PageRequest {
  pathname: string;
  /** Where the site is served from, for absolute urls: the process's one public origin (server/http/publicOrigin). */
  origin: string;
  bot: boolean;
}

// Distinct (path, bot) pairs kept until the next write; a crawl walks many pins, each rendered once.
const CACHED_PAGES = 2_000;

/**
 * Page metadata (and, for bots, content) as a signed-out visitor would see the page: the HTML is never more than
 * the public API gives anyone. Pages are kept until the database next changes, like the signed-out feed pages.
 */
export function createSeoService(db: Db, feeds: FeedsService) {
  const pages = createSnapshotCache<string, SeoPage>(db, CACHED_PAGES);
  // The origin is not in the key: it is one per process, so two Hosts share a page. Should it ever change, the pages
  // built for the old one are dropped rather than served.
  let pagesOrigin: string | null = null;

  function build(route: SeoRoute, { origin, bot }: PageRequest): SeoPage {
    try {
      switch (route.kind) {
        case 'pin':
          return pinPage(feeds.pin(route.id, null), origin, bot);
        case 'home':
          return homePage(bot ? feeds.homefeed({ page_size: DEFAULT_PAGE_SIZE }, null).data : [], origin, bot);
        case 'profile': {
          const user = feeds.profile({ username: route.username }, null);
          const filter = route.tab === '_saved' ? 'saved' : 'created';
          const pins = bot ? feeds.userPins({ username: route.username, filter, page_size: DEFAULT_PAGE_SIZE }, null).data : [];
          return profilePage(user, route.tab, pins, origin, bot);
        }
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return notFoundPage;
      throw error;
    }
  }

  return {
    /** The page for a path, or null when the path has no metadata of its own. */
    page(request: PageRequest): SeoPage | null {
      const route = seoRoute(request.pathname);
      if (!route) return null;
      pages.sync();
      if (request.origin !== pagesOrigin) {
        pages.clear();
        pagesOrigin = request.origin;
      }
      const key = `${request.bot ? 'bot' : 'person'} ${request.pathname}`;
      let page = pages.get(key);
      if (!page) {
        page = build(route, request);
        pages.set(key, page);
      }
      return page;
    },

    /** Whether a signed-in viewer may see a page that does not exist for signed-out visitors (their secret pin). */
    existsFor(pathname: string, viewerId: number): boolean {
      const route = seoRoute(pathname);
      if (route?.kind !== 'pin') return false;
      try {
        feeds.pin(route.id, viewerId);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
