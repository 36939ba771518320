import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { hydratedStore, readEmbeddedPage } from './app/embeddedState';
import { preloadPage } from './app/routes';
import { registerServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server rendered carries the state it was rendered from: the browser hydrates that HTML from the same
// state, once the page's chunk is here, so its first render matches and it asks the server for nothing the page
// already shows.
const embedded = readEmbeddedPage(document);
if (embedded) {
  const store = hydratedStore(embedded.state);
  const serverState = store.getState();
  // From the next microtask: webpack counts this entry chunk as loaded only once its code has run, and the page's
  // chunk, which depends on it, would otherwise ask for it again.
  void Promise.resolve()
    .then(() => preloadPage(window.location.pathname))
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App store={store} viewport={embedded.viewport} serverState={serverState} fromServer />
          </StrictMode>,
        );
      }),
    );
} else {
  createRoot(root).render(
    <StrictMode>
      <App store={makeStore()} />
    </StrictMode>,
  );
}

registerServiceWorker();
