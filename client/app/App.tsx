import type { ComponentType, ReactNode } from 'react';
import type { ViewportClass } from '../../shared/constants';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { HydrationFlag } from '../ui/useHydrated';
import { ServerViewport } from '../ui/useViewportSize';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';
import type { AppStore, RootState } from './store';
import './global.css';

interface AppProps {
  store: AppStore;
  /** The browser's router by default; the server render passes a router fixed at the page's url. */
  router?: ComponentType<{ children: ReactNode }>;
  /** The viewport a server-rendered page is rendered (and hydrated) for. */
  viewport?: ViewportClass;
  /**
   * Hydrating a server's render: the state it was rendered from, which every selector reads until the page is
   * hydrated. The store may change meanwhile (the header's viewer call can answer before the page's part has
   * hydrated), and a part hydrated from the changed state would not match the server's HTML.
   */
  serverState?: RootState;
  /** The server renders the page, or the browser hydrates the server's render. */
  fromServer?: boolean;
}

export function App({ store, router: Router = BrowserRouter, viewport = 'desktop', serverState, fromServer = false }: AppProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ServerViewport value={viewport}>
        <HydrationFlag fromServer={fromServer}>
          <Router>
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>
          </Router>
        </HydrationFlag>
      </ServerViewport>
    </Provider>
  );
}
