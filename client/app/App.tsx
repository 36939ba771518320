import type { ComponentType, ReactNode } from 'react';
import type { ViewportClass } from '../../shared/constants';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ServerViewport } from '../ui/useViewportSize';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';
import type { AppStore } from './store';
import './global.css';

interface AppProps {
  store: AppStore;
  /** The browser's router by default; the server render passes a router fixed at the page's url. */
  router?: ComponentType<{ children: ReactNode }>;
  /** The viewport a server-rendered page is rendered (and hydrated) for. */
  viewport?: ViewportClass;
}

export function App({ store, router: Router = BrowserRouter, viewport = 'desktop' }: AppProps) {
  return (
    <Provider store={store}>
      <ServerViewport value={viewport}>
        <Router>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </Router>
      </ServerViewport>
    </Provider>
  );
}
