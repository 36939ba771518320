import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { ClickOut, Warning } from './clickOut';
import { openIn } from './popup';

// Both load only when a click out happens (the check, its answer, the warning): the home route carries neither.
export const loadClickOut = () => import(/* webpackChunkName: "click-out" */ './clickOut');
const HeadsUpModal = lazy(() => import(/* webpackChunkName: "click-out" */ './HeadsUpModal').then((m) => ({ default: m.HeadsUpModal })));

/**
 * A middle-click opens a link in a new tab with an auxclick and no click: handled as a click, so an offsite link's goes
 * through the check too. Other buttons' auxclicks (the right button's comes with its menu) are left alone.
 */
export const onMiddleClick =
  (handle: (event: MouseEvent<HTMLAnchorElement>) => void) =>
  (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button === 1) handle(event);
  };

/** What a click out needs from the link clicked; the tab, the time and the warning are the hook's. */
export type ClickOutRequest = Omit<ClickOut, 'popup' | 'startedAt' | 'onWarning'>;

/**
 * The part every outbound link shares (a pin's source link, a collection's chips): `start` takes an offsite click
 * through the check, and `modal` is the 'Heads up!' it may show.
 *
 * The tab is opened synchronously in the click, blank, and sent on once the check answers: a window opened after an
 * await has lost the click's user activation in some browsers, and popup blockers stop it. Its opener is cut at once,
 * as noopener would, and the /offsite/ page sends no referrer on to the outside site.
 */
export function useClickOut() {
  const dispatch = useAppDispatch();
  const [warning, setWarning] = useState<{ shown: Warning; opener: HTMLElement } | null>(null);

  const start = (event: MouseEvent<HTMLAnchorElement>, request: ClickOutRequest) => {
    event.preventDefault();
    const opener = event.currentTarget;
    const startedAt = performance.now();
    const popup = window.open('', '_blank');
    if (popup) popup.opener = null;
    const click = { ...request, popup, startedAt, onWarning: (shown: Warning) => setWarning({ shown, opener }) };
    void loadClickOut().then(
      ({ clickOut }) => clickOut(dispatch, click),
      // The click-out chunk did not load: the link is followed as it would be without the check.
      () => openIn(popup, request.target.url),
    );
  };

  const modal = warning && (
    <Suspense fallback={null}>
      <HeadsUpModal warning={warning.shown} opener={warning.opener} onClose={() => setWarning(null)} />
    </Suspense>
  );
  return { start, modal };
}
