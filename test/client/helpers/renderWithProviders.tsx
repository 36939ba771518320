import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../client/app/routes';
import { makeStore, type AppStore } from '../../../client/app/store';

interface Options {
  route?: string;
  store?: AppStore;
}

/** Where the router is now, for asserting on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders with a real store (real RTK Query, fetch mocked by the test) inside an in-memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/', store = makeStore() }: Options = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, ...result };
}

/** The whole app (layout, header, lazy routes) at a path. */
export function renderApp(route: string, options: Omit<Options, 'route'> = {}) {
  return renderWithProviders(<AppRoutes />, { ...options, route });
}
