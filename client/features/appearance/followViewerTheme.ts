import type { AppStore } from '../../app/store';
import { selectViewer } from '../auth/authSlice';
import { applyTheme, storedTheme } from './theme';

/**
 * Keeps the page's theme with whoever is viewing: a signed-in viewer's choice comes with the viewer answer, so logging
 * in shows the account's theme and logging out this browser's own, without reloading. The first answer agrees with
 * what the server and the script in <head> already put on the page, so applying it changes nothing.
 */
export function followViewerTheme(store: AppStore): void {
  let last: unknown = undefined;
  store.subscribe(() => {
    const viewer = selectViewer(store.getState());
    if (viewer === last || viewer === null) return;
    last = viewer;
    applyTheme(viewer.isAuth ? (viewer.theme ?? 'system') : storedTheme());
  });
}
