import { SERVICE_WORKER_FILE } from '../../shared/constants/webApp';

/**
 * Registers the service worker (webpack.config.js): the shell and built files for a fast second visit, the offline page.
 * Only production builds have one. Registered once the page has loaded, so it never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
    window.addEventListener('load', () => void navigator.serviceWorker.register(`/${SERVICE_WORKER_FILE}`));
  }
}
