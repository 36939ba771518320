import { PAGE_STATE_ID, type ViewportClass } from '../../shared/constants';
import { pageHydrated } from './pageHydrated';
import { makeStore, type AppStore, type RootState } from './store';

/**
 * The state a server-rendered page embeds (client/ssr/renderPage.tsx): RTK Query's cache and what it filled (the
 * entities, the viewer and their consent). The rest starts empty on both sides.
 */
export const EMBEDDED_SLICES = ['api', 'pins', 'users', 'boards', 'interests', 'auth', 'consent'] as const satisfies readonly (keyof RootState)[];
export type EmbeddedState = Pick<RootState, (typeof EMBEDDED_SLICES)[number]>;

/** What a server-rendered page embeds: the state, and the viewport it was rendered for (the browser hydrates with both). */
export interface EmbeddedPage {
  state: EmbeddedState;
  viewport: ViewportClass;
}

/** What the page embeds, or null when the server did not render it (the app renders it from scratch). */
export function readEmbeddedPage(doc: Document): EmbeddedPage | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as EmbeddedPage) : null;
}

/** The store a server-rendered page hydrates with: the server's state, RTK Query's through its rehydration. */
export function hydratedStore({ api, ...rest }: EmbeddedState): AppStore {
  const store = makeStore(rest);
  store.dispatch(pageHydrated({ api }));
  return store;
}
