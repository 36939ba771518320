import { useContext, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CLICKTHROUGH } from '../../../shared/constants';
import {
  clickthroughTarget,
  isEmptyHref,
  isExternalUrl,
  leftToBrowser,
  rightClickEvent,
  type ClickthroughPin,
} from '../../../shared/domain/clickthrough';
import { useAppDispatch } from '../../app/hooks';
import { recordEvent } from '../analytics/recordEvent';
import { ShownSlotContext } from './shownSlot';
import { loadClickOut, onMiddleClick, useClickOut } from './useClickOut';

/** The in-app path of a link on our own origin; null for anything else (mailto:, javascript:, 'http://'): not followed. */
function ownPath(link: string): string | null {
  try {
    const url = new URL(link, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export interface OutboundPin extends ClickthroughPin {
  id: string;
  isThirdPartyAd: boolean;
}

/**
 * What a pin's outbound link does with clicks: resolves where the click goes at click time (the carousel slot on show
 * may override the pin's link), stops empty links (no href, or one starting with #), leaves modified and middle clicks
 * on our own links to the browser, and sends offsite clicks, middle-clicks included, through the spam check
 * (useClickOut), showing 'Heads up!' for a spam verdict (blocked, suspicious or porn).
 */
export function useOutboundClick(pin: OutboundPin) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const shownSlot = useContext(ShownSlotContext);
  const clickOut = useClickOut();
  const rightClickPending = useRef(false);

  const resolve = () => {
    const slot = shownSlot?.get() ?? null;
    return { slot, target: clickthroughTarget(pin, slot?.link ?? null) };
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const { slot, target } = resolve();
    if (!target || isEmptyHref(target.url)) {
      event.preventDefault();
      dispatch(recordEvent({ event_type: CLICKTHROUGH.events.emptyHref, object_id_str: pin.id }));
      return;
    }
    const external = isExternalUrl(target.url, window.location.host);
    if (leftToBrowser(event, external)) return;
    if (!external) {
      event.preventDefault();
      const own = ownPath(target.url);
      if (own !== null) void navigate(own);
      return;
    }
    clickOut.start(event, { pinId: pin.id, target, thirdPartyAd: pin.isThirdPartyAd && slot === null, slotIndex: slot?.index ?? null });
  };

  const onContextMenu = () => {
    const { target } = resolve();
    if (!target) return;
    const { eventType, when } = rightClickEvent(target.url);
    const event = { event_type: eventType, object_id_str: pin.id, aux_data: { clickthrough_type: 'rightClick' } };
    if (when === 'now') {
      dispatch(recordEvent(event));
      return;
    }
    // The menu's 'Open in new tab' gives no event of its own: the page being hidden (or shown again) is the sign.
    if (rightClickPending.current) return;
    rightClickPending.current = true;
    document.addEventListener(
      'visibilitychange',
      () => {
        rightClickPending.current = false;
        dispatch(recordEvent(event));
      },
      { once: true },
    );
  };

  const handlers = {
    onClick,
    onAuxClick: onMiddleClick(onClick),
    onContextMenu,
    // A pointer on the link or the focus on it is a likely click: the chunk arrives before it, so the time to offsite
    // measures the check, not the download.
    onPointerEnter: () => void loadClickOut(),
    onFocus: () => void loadClickOut(),
  };
  return { handlers, modal: clickOut.modal };
}
