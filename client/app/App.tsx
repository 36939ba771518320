import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';
import type { AppStore } from './store';
import './global.css';

/** The browser's router by default; the server render passes a router fixed at the page's url. */
export function App({ store, router: Router = BrowserRouter }: { store: AppStore; router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <Provider store={store}>
      <Router>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </Router>
    </Provider>
  );
}
