import { StrictMode, type ReactNode } from 'react';
import type { ViewportClass } from '../../shared/constants';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { RoutePage } from '../../shared/domain/routeTable';
import { matchRoute } from '../../shared/domain/routes';
import { App } from '../app/App';
import { api } from '../app/api';
import { EMBEDDED_SLICES, type EmbeddedPage, type EmbeddedState } from '../app/embeddedState';
import { makeStore, type AppStore } from '../app/store';
import { authApi } from '../features/auth/authApi';
import { feedsApi } from '../features/feeds/feedsApi';
import { boardFeedApi } from '../features/feeds/boardFeed/boardFeedApi';
import { profileFeedsApi } from '../features/feeds/profileFeeds/profileFeedsApi';
import { relatedPinsApi } from '../features/feeds/relatedPins/relatedPinsApi';
import { searchFeedsApi } from '../features/feeds/searchFeeds/searchFeedsApi';
import { pinsApi } from '../features/pins/pinsApi';
import { selectViewer } from '../features/auth/authSlice';
import { boardsApi } from '../features/boards/boardsApi';
import { userSettingsApi } from '../features/userSettings/userSettingsApi';
import { sectionOf } from '../../shared/domain/boardSections';
import { showsFavoritesOnly } from '../../shared/domain/boards';
import { choosesFacet, tabPinChoice, tabPinsOptions } from '../../shared/domain/profilePinFilters';
import { searchPageQuery } from '../../shared/domain/searchPage';

/** An API answer the server computed for the page: the call's url (path and query) and the envelope it answers. */
export interface PageAnswer {
  url: string;
  body: unknown;
}

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** The state and viewport it was rendered from, which the page embeds for the browser to hydrate from (client/app/embeddedState.ts). */
  state: EmbeddedPage;
}

const once = { subscribe: false } as const;

/** The origin the page's relative urls resolve against in the server render, where no document gives one. */
const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

/** What a page's calls are made from: the store, the route's parameters and the url's query. */
interface PageCalls {
  store: AppStore;
  params: Record<string, string>;
  query: URLSearchParams;
}

/** The signed-in viewer's settings, which size the board and profile grids (usePinDensity); null signed out. */
function viewerSettings(store: AppStore) {
  if (selectViewer(store.getState())?.isAuth !== true) return Promise.resolve(null);
  return store.dispatch(userSettingsApi.endpoints.userSettings.initiate(undefined, once)).unwrap();
}

/**
 * The calls each server-rendered page makes before it renders: what its first screen shows, made once the viewer is
 * known. The server answers each (server/features/seo/appPages.ts) with the same url, so the page's hooks find their
 * data in the cache.
 */
const PAGE_QUERIES: Partial<Record<RoutePage, (calls: PageCalls) => Promise<unknown>>> = {
  home: ({ store }) => store.dispatch(feedsApi.endpoints.homefeed.initiate(undefined, once)),
  closeup: ({ store, params: { id } }) =>
    Promise.all([
      store.dispatch(pinsApi.endpoints.pinGet.initiate(id, once)),
      store.dispatch(relatedPinsApi.endpoints.relatedPins.initiate(id, once)),
    ]),
  // The board (with its sections), then the first page of its pins or its section's (BoardPage).
  board: async ({ store, params: { username, slug, section: sectionSlug }, query }) => {
    const [board] = await Promise.all([
      store.dispatch(boardsApi.endpoints.boardGet.initiate({ username, slug }, once)).unwrap(),
      viewerSettings(store),
    ]);
    const section = sectionSlug === undefined ? undefined : sectionOf(board.sections, sectionSlug);
    if (sectionSlug !== undefined && !section) return;
    const args = { boardId: board.id, sectionId: section?.id, favoritesOnly: showsFavoritesOnly(board, query) };
    await store.dispatch(boardFeedApi.endpoints.boardFeed.initiate(args, once));
  },
  // The profile, then the Created tab's first page; on the viewer's own, with their pin filter and its choices (ProfilePage).
  profile: async ({ store, params: { username }, query }) => {
    const [user, settings] = await Promise.all([
      store.dispatch(profileFeedsApi.endpoints.userGet.initiate(username, once)).unwrap(),
      viewerSettings(store),
    ]);
    const viewer = selectViewer(store.getState());
    const own = viewer?.isAuth === true && viewer.id === user.id;
    const choice = tabPinChoice(own && settings ? settings.profile_view.selfProfilePinFilter : null, 'created', query);
    await Promise.all([
      store.dispatch(profileFeedsApi.endpoints.userPins.initiate(tabPinsOptions(user.username, 'created', choice), once)),
      own && choosesFacet(choice.filter) ? store.dispatch(profileFeedsApi.endpoints.userPinFacets.initiate('created', once)) : null,
    ]);
  },
  search: async ({ store, query }) => {
    const words = searchPageQuery(query);
    if (words) await store.dispatch(searchFeedsApi.endpoints.searchPins.initiate(words, once));
  },
};

/** The pages the server renders. */
export const SERVER_RENDERED_PAGES = Object.keys(PAGE_QUERIES) as RoutePage[];

/**
 * Answers the store's calls from the server's answers; a call without one is a mistake in PAGE_QUERIES. Node's fetch
 * needs absolute urls: the app's relative ones resolve against a placeholder origin (SERVER_RENDER_ORIGIN), which the
 * answers ignore.
 */
function answering(answers: readonly PageAnswer[]): typeof fetch {
  return async (input) => {
    const { pathname, search } = new URL(input instanceof Request ? input.url : String(input));
    const answer = answers.find((a) => a.url === pathname + search);
    if (!answer) throw new Error(`the server render has no answer for ${pathname}${search}`);
    return new Response(JSON.stringify(answer.body), { headers: { 'content-type': 'application/json' } });
  };
}

const routerAt = (url: string) =>
  function PageRouter({ children }: { children: ReactNode }) {
    return <StaticRouter location={url}>{children}</StaticRouter>;
  };

/**
 * Renders a page of the app as the browser's first render will: from the same store state (its calls answered by the
 * server, the viewer's when signed in), for the viewport of the device that asked, with every lazy part loaded, since completing a part after the first bytes
 * would take an inline script the CSP refuses. Null for a page the server does not render.
 */
export async function renderPage(
  url: string,
  answers: readonly PageAnswer[],
  signedIn: boolean,
  viewport: ViewportClass,
): Promise<RenderedPage | null> {
  const match = matchRoute(url);
  const queries = match && PAGE_QUERIES[match.route.page];
  if (!queries) return null;
  const store = makeStore(undefined, { fetch: answering(answers), baseUrl: SERVER_RENDER_ORIGIN });
  if (signedIn) await store.dispatch(authApi.endpoints.viewerGet.initiate(undefined, once));
  await queries({ store, params: match.params, query: new URL(url, SERVER_RENDER_ORIGIN).searchParams });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App store={store} router={routerAt(url)} viewport={viewport} fromServer />
    </StrictMode>,
    // React sends a large part (over 12,800 bytes by default) after the rest, to be put in place by an inline script;
    // the CSP runs none, so every part stays in place, however large.
    { progressiveChunkSize: Infinity, onError: (error) => void errors.push(error) },
  );
  // A part that failed would be left for the browser to render, with an inline script the CSP refuses: the page is not
  // rendered at all instead, and the server sends the shell (and logs the error).
  if (errors.length > 0) throw errors[0];
  const html = await new Response(prelude).text();
  const all = store.getState();
  const state = Object.fromEntries(EMBEDDED_SLICES.map((slice) => [slice, all[slice]])) as EmbeddedState;
  // Lets go of the cache and its timers: this store served one page.
  store.dispatch(api.util.resetApiState());
  return { html, state: { state, viewport } };
}
