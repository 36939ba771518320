import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { matchRoute, type RouteMatch } from '../../../shared/domain/routes';
import type { Db } from '../../sqlite/open';
import { ApiError } from '../../http/errors';
import type { BoardsService } from '../boards/service';
import type { FeedsService } from '../feeds/service';
import type { TodayService } from '../today/service';
import { createSnapshotCache } from '../../common/snapshot';
import { catalogPage, homePage, interestPage, notFoundPage, pinPage, profilePage, todayArticlePage, type SeoPage } from './render';

/** The pages that have metadata of their own; every other page of the route table is served the generic index.html. */
export type SeoRoute =
  | { kind: 'home' }
  | { kind: 'pin'; id: string }
  | { kind: 'profile'; username: string; tab: string | null }
  | { kind: 'interest'; id: string; videos: boolean }
  | { kind: 'todayArticle'; id: string }
  | { kind: 'catalog'; userId: string };

/**
 * The route's own metadata, by the page the route table names: home, a pin's closeup (not its sub-pages), a profile,
 * an interest's page and its video category page, a Today article, a business catalogue.
 */
function seoRouteOf({ route, params }: RouteMatch): SeoRoute | null {
  switch (route.page) {
    case 'home':
      return { kind: 'home' };
    case 'closeup':
      return { kind: 'pin', id: params.id };
    case 'profile':
    case 'profileCreated':
      // The tab as the table spells it ('_saved', '_created'), whatever case the url typed.
      return { kind: 'profile', username: params.username, tab: route.path.split('/')[1] ?? null };
    case 'interest':
    case 'videos':
      return { kind: 'interest', id: params.id, videos: route.page === 'videos' };
    case 'todayArticle':
      return { kind: 'todayArticle', id: params.id };
    case 'catalog':
      return { kind: 'catalog', userId: params.id };
    default:
      return null;
  }
}

export function seoRoute(pathname: string): SeoRoute | null {
  const match = matchRoute(pathname);
  return match && seoRouteOf(match);
}

/** A board page's address in the route's parameters (`/{username}/{slug}/` and `/{username}/{slug}/{section}/`). */
const boardAddress = ({ username, slug, section }: Record<string, string>) => ({ username, slug, section: section ?? null });

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
export function createSeoService(db: Db, feeds: FeedsService, boards: BoardsService, today: TodayService) {
  // A null page is a page of the table that is there but has no metadata of its own (a board).
  const pages = createSnapshotCache<string, SeoPage | null>(db, CACHED_PAGES);
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
          const filter = route.tab === '_created' ? 'created' : 'saved';
          const pins = bot ? feeds.userPins({ username: route.username, filter, page_size: DEFAULT_PAGE_SIZE }, null).data : [];
          return profilePage(user, route.tab, pins, origin, bot);
        }
        case 'interest': {
          const interest = feeds.interest({ interest_id: route.id }, null);
          const kind = route.videos ? ('video' as const) : undefined;
          const pins = bot ? feeds.interestFeed({ interest_id: route.id, kind, page_size: DEFAULT_PAGE_SIZE }, null).data : [];
          return interestPage(interest, route.videos, pins, origin, bot);
        }
        case 'todayArticle': {
          const article = today.article({ article_id: route.id });
          const pins = bot ? today.articlePins({ article_id: route.id, page_size: DEFAULT_PAGE_SIZE }, null).data : [];
          return todayArticlePage(article, pins, origin, bot);
        }
        case 'catalog':
          // Private: nothing about the account, only whether there is one (a 404 otherwise).
          feeds.profile({ user_id: route.userId }, null);
          return catalogPage;
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return notFoundPage;
      throw error;
    }
  }

  /** A board page has no metadata of its own: it is there (null, index.html as it is) or it is not found. */
  const boardPage = (match: RouteMatch): SeoPage | null => (boards.pageExists(boardAddress(match.params), null) ? null : notFoundPage);

  return {
    /**
     * The page for a path: its metadata, notFoundPage (a 404) for a path the route table does not have or a pin,
     * profile or board that is not there, or null for a page without metadata of its own (index.html as it is).
     */
    page(request: PageRequest): SeoPage | null {
      const match = matchRoute(request.pathname);
      if (!match) return notFoundPage;
      const route = seoRouteOf(match);
      if (!route && match.route.page !== 'board') return null;
      pages.sync();
      if (request.origin !== pagesOrigin) {
        pages.clear();
        pagesOrigin = request.origin;
      }
      const key = `${request.bot ? 'bot' : 'person'} ${request.pathname}`;
      let page = pages.get(key);
      if (page === undefined) {
        page = route ? build(route, request) : boardPage(match);
        pages.set(key, page);
      }
      return page;
    },

    /** Whether a signed-in viewer may see a page that does not exist for signed-out visitors (their secret pin or board). */
    existsFor(pathname: string, viewerId: number): boolean {
      const match = matchRoute(pathname);
      if (match?.route.page === 'board') return boards.pageExists(boardAddress(match.params), viewerId);
      if (match?.route.page !== 'closeup') return false;
      try {
        feeds.pin(match.params.id, viewerId);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
