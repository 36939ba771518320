import { StrictMode, type ReactNode } from 'react';
import type { ViewportClass } from '../../shared/constants';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { RoutePage } from '../../shared/domain/routeTable';
import { matchRoute } from '../../shared/domain/routes';
import { App } from '../app/App';
import { api } from '../app/api';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { EMBEDDED_SLICES, type EmbeddedPage, type EmbeddedState } from '../app/embeddedState';
import { makeStore, type AppStore } from '../app/store';
import { authApi } from '../features/auth/authApi';
import { feedsApi } from '../features/feeds/feedsApi';
import { pinsApi } from '../features/pins/pinsApi';

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

/**
 * The calls each server-rendered page makes before it renders: what its first screen shows. The server answers each
 * (server/features/seo/appPages.ts) with the same url, so the page's hooks find their data in the cache.
 */
const PAGE_QUERIES: Partial<Record<RoutePage, (store: AppStore, params: Record<string, string>) => Promise<unknown>[]>> = {
  home: (store) => [store.dispatch(feedsApi.endpoints.homefeed.initiate(undefined, { subscribe: false }))],
  closeup: (store, { id }) => [
    store.dispatch(pinsApi.endpoints.pinGet.initiate(id, { subscribe: false })),
    store.dispatch(feedsApi.endpoints.relatedPins.initiate(id, { subscribe: false })),
  ],
};

/** The pages the server renders. */
export const SERVER_RENDERED_PAGES = Object.keys(PAGE_QUERIES) as RoutePage[];

/**
 * Answers the store's calls from the server's answers; a call without one is a mistake in PAGE_QUERIES. Node's fetch
 * needs absolute urls: the app's relative ones resolve against a placeholder origin, which the answers ignore.
 */
function answering(answers: readonly PageAnswer[]) {
  const fetchFn: typeof fetch = async (input) => {
    const { pathname, search } = new URL(input instanceof Request ? input.url : String(input));
    const answer = answers.find((a) => a.url === pathname + search);
    if (!answer) throw new Error(`the server render has no answer for ${pathname}${search}`);
    return new Response(JSON.stringify(answer.body), { headers: { 'content-type': 'application/json' } });
  };
  return fetchBaseQuery({ baseUrl: 'http://server-render.invalid', fetchFn });
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
  const store = makeStore(undefined, { fetchJson: answering(answers) });
  const viewer = signedIn ? [store.dispatch(authApi.endpoints.viewerGet.initiate(undefined, { subscribe: false }))] : [];
  await Promise.all([...viewer, ...queries(store, match.params)]);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App store={store} router={routerAt(url)} viewport={viewport} />
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
