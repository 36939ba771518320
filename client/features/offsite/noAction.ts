import { CLICKTHROUGH } from '../../../shared/constants';

/**
 * After a click out: calls `onNoAction` when, for 4000 ms, the person does nothing more with our page (they stayed on
 * the site they went to). Aborted as soon as they come back (our page shown or focused again) or act on it (a click,
 * a tap or a key press anywhere in it: a second click out also ends the wait of the first).
 */
export function watchNoAction(onNoAction: () => void): void {
  const abort = () => {
    clearTimeout(timer);
    window.removeEventListener('focus', abort);
    document.removeEventListener('visibilitychange', onVisibility);
    document.removeEventListener('pointerdown', abort, true);
    document.removeEventListener('keydown', abort, true);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') abort();
  };
  const timer = setTimeout(() => {
    abort();
    onNoAction();
  }, CLICKTHROUGH.noActionMs);
  window.addEventListener('focus', abort);
  document.addEventListener('visibilitychange', onVisibility);
  document.addEventListener('pointerdown', abort, true);
  document.addEventListener('keydown', abort, true);
}
