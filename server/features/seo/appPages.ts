import type { ViewportClass } from '../../../shared/constants';
import { viewerGet } from '../../../shared/contracts/auth';
import { httpRequest, type EndpointContract } from '../../../shared/contracts/endpoint';
import { boardGet } from '../../../shared/contracts/boards';
import { boardFeed, homefeed, relatedPins, search, userGet, userPinFacets, userPins } from '../../../shared/contracts/feeds';
import { pinGet } from '../../../shared/contracts/pins';
import { boardsGet } from '../../../shared/contracts/saves';
import { userSettingsGet } from '../../../shared/contracts/userSettings';
import { sectionOf } from '../../../shared/domain/boardSections';
import { FAVORITES_PARAM, showsFavoritesOnly } from '../../../shared/domain/boards';
import { choosesFacet, tabPinChoice, tabPinsOptions, type ProfileTab } from '../../../shared/domain/profilePinFilters';
import { profileBoardsArg, profileBoardsOptions } from '../../../shared/domain/profileBoards';
import { searchPageQuery, searchPageScope } from '../../../shared/domain/searchPage';
import type { RoutePage } from '../../../shared/domain/routeTable';
import { matchRoute, type RouteMatch } from '../../../shared/domain/routes';
import { createSnapshotCache } from '../../common/snapshot';
import { envelopeOf } from '../../http/envelope';
import type { Db } from '../../sqlite/open';
import type { AuthService } from '../auth/service';
import { signedInViewer } from '../auth/viewerAnswer';
import type { ConsentService } from '../consent/service';
import type { BoardsService } from '../boards/service';
import type { FeedsService } from '../feeds/service';
import type { UserSettingsService } from '../userSettings/service';
import type { ViewerRow } from '../users/store';
import type { AppRenderer, PageAnswer, RenderedPage } from './appRenderer';

// Signed-out pages kept until the next write: the paths the server renders are few (home; one per pin, board, profile),
// each for a phone and a desktop; a search's are not (one per query), and the oldest goes first.
const CACHED_PAGES = 500;

/** The url the app calls an endpoint at with these options (shared/contracts/endpoint.ts, as the browser builds it). */
const urlOf = (contract: Pick<EndpointContract, 'method' | 'path'>, options: Record<string, unknown>) => httpRequest(contract, options).url;

/**
 * The pages the app renders on the server, from the answers the API would give the viewer (the first page of a feed,
 * the viewer), computed here rather than over HTTP. Signed out, a page is the same for every visitor and is kept until
 * the database next changes; signed in, it is rendered for the viewer each time.
 */
export function createAppPages(
  db: Db,
  renderer: AppRenderer | null,
  feeds: FeedsService,
  boards: BoardsService,
  settings: UserSettingsService,
  auth: AuthService,
  consent: ConsentService,
) {
  const signedOutPages = createSnapshotCache<string, Promise<RenderedPage | null>>(db, CACHED_PAGES);

  /** The signed-in viewer's settings, which size the board and profile grids; none signed out. */
  const viewerSettings = (viewerId: number | null) =>
    viewerId === null ? [] : [{ url: urlOf(userSettingsGet, {}), body: envelopeOf(settings.settings(viewerId)) }];

  /**
   * A profile tab: the profile, the tab's first page of pins (on the viewer's own, with their pin filter and its
   * choices) and, on the Saved tab, the first page of boards (on the viewer's own, in their order and filter).
   */
  function profileTab({ params: { username } }: RouteMatch, viewerId: number | null, query: URLSearchParams, tab: ProfileTab): PageAnswer[] {
    const user = feeds.profile(userGet.options.parse({ username }), viewerId);
    const own = viewerId !== null && user.id === String(viewerId);
    const view = own ? settings.settings(viewerId).profile_view : null;
    const choice = tabPinChoice(view ? view.selfProfilePinFilter : null, tab, query);
    const options = tabPinsOptions(user.username, tab, choice);
    const pins = feeds.userPins(userPins.options.parse(options), viewerId);
    const answers = [
      { url: urlOf(userGet, { username }), body: envelopeOf(user) },
      ...viewerSettings(viewerId),
      { url: urlOf(userPins, options), body: envelopeOf(pins.data, pins.bookmark) },
    ];
    if (own && choosesFacet(choice.filter)) {
      const facets = feeds.userPinFacets(userPinFacets.options.parse({ filter: tab }), viewerId).data;
      answers.push({ url: urlOf(userPinFacets, { filter: tab }), body: envelopeOf(facets) });
    }
    if (tab === 'saved') {
      const boardsOptions = profileBoardsOptions(profileBoardsArg(user.username, view));
      const list = boards.list(boardsGet.options.parse(boardsOptions), viewerId === null ? null : { id: viewerId });
      answers.push({ url: urlOf(boardsGet, boardsOptions), body: envelopeOf(list.data, list.bookmark) });
    }
    return answers;
  }

  /**
   * The pages the server renders, each with the answers its first screen needs (null: a page it does not render,
   * which the app then renders in the browser): the app's render entry (client/ssr/renderPage.tsx, PAGE_QUERIES)
   * makes exactly these calls.
   */
  const PAGE_ANSWERS: Partial<Record<RoutePage, (match: RouteMatch, viewerId: number | null, query: URLSearchParams) => PageAnswer[] | null>> = {
    home: (_match, viewerId) => {
      const page = feeds.homefeed(homefeed.options.parse({}), viewerId);
      return [{ url: urlOf(homefeed, {}), body: envelopeOf(page.data, page.bookmark) }];
    },
    closeup: ({ params: { id } }, viewerId) => {
      const related = feeds.relatedPins(relatedPins.options.parse({ pin_id: id }), viewerId);
      return [
        { url: urlOf(pinGet, { id }), body: envelopeOf(feeds.pin(id, viewerId)) },
        { url: urlOf(relatedPins, { pin_id: id }), body: envelopeOf(related.data, related.bookmark) },
      ];
    },
    board: ({ params: { username, slug, section: sectionSlug } }, viewerId, query) => {
      const board = feeds.board(boardGet.options.parse({ username, slug }), viewerId);
      const answers = [{ url: urlOf(boardGet, { username, slug }), body: envelopeOf(board) }, ...viewerSettings(viewerId)];
      const section = sectionSlug === undefined ? undefined : sectionOf(board.sections, sectionSlug);
      // A section the board does not have is 'Section not found', with no pins to ask for.
      if (sectionSlug !== undefined && !section) return answers;
      const options = { board_id: board.id, section_id: section?.id, filter: showsFavoritesOnly(board, query) ? FAVORITES_PARAM.value : undefined };
      const pins = feeds.boardFeed(boardFeed.options.parse(options), viewerId);
      return [...answers, { url: urlOf(boardFeed, options), body: envelopeOf(pins.data, pins.bookmark) }];
    },
    profile: (match, viewerId, query) => profileTab(match, viewerId, query, 'saved'),
    profileCreated: (match, viewerId, query) => profileTab(match, viewerId, query, 'created'),
    search: ({ params }, viewerId, query) => {
      const words = searchPageQuery(query);
      if (!words) return [];
      const options = { query: words, scope: searchPageScope(params.scope) };
      // Words the API refuses (too long) are the app's to show as it does: the server renders and keeps nothing for them.
      const parsed = search.options.safeParse(options);
      if (!parsed.success) return null;
      const found = feeds.search(parsed.data, viewerId);
      return [{ url: urlOf(search, options), body: envelopeOf(found.data, found.bookmark) }];
    },
  };

  return {
    /**
     * The app's render of the page at `url` (path and query) for the viewer (null: signed out) on a phone's or a
     * desktop's viewport, or null for a page it does not render.
     */
    render(url: string, viewer: ViewerRow | null, viewport: ViewportClass): Promise<RenderedPage | null> {
      const match = matchRoute(url);
      const pageAnswers = match && PAGE_ANSWERS[match.route.page];
      if (!renderer || !match || !pageAnswers) return Promise.resolve(null);
      // Async, so that a service's refusal is a failed render like the renderer's own.
      const render = async () => {
        const answers = pageAnswers(match, viewer?.id ?? null, new URL(url, 'http://app-pages.invalid').searchParams);
        if (!answers) return null;
        const viewerAnswers = viewer ? [{ url: urlOf(viewerGet, {}), body: envelopeOf(signedInViewer(auth, consent, settings, viewer)) }] : [];
        return renderer.renderPage(url, [...viewerAnswers, ...answers], viewer !== null, viewport);
      };
      if (viewer) return render();
      signedOutPages.sync();
      const key = `${viewport} ${url}`;
      let page = signedOutPages.get(key);
      if (!page) {
        // Only a render is kept: a failed one, or a page not rendered, is let go of alone (the next request tries
        // again), so that no url, whatever its query, can empty the cache of the others.
        page = render().then(
          (rendered) => {
            if (!rendered) signedOutPages.delete(key);
            return rendered;
          },
          (error: unknown) => {
            signedOutPages.delete(key);
            throw error;
          },
        );
        signedOutPages.set(key, page);
      }
      return page;
    },
  };
}

export type AppPages = ReturnType<typeof createAppPages>;
