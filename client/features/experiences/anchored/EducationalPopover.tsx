import { useEffect, useEffectEvent } from 'react';
import { anchorName, popoverScrollDismissMs } from '../../../../shared/domain/experiences/anchored';
import { IconButton } from '../../../ui/IconButton';
import { CloseIcon } from '../../../ui/icons';
import { Button } from '../../../ui/Button';
import type { SurfaceProps } from '../surfaceProps';
import { AnchoredBubble } from './AnchoredBubble';
import { useAnchorElement } from './anchors';
import { useCompleteOnHover } from './useCompleteOnHover';

/**
 * The educational popover (type 29) by its anchor. Completing or dismissing it hides it (the placement drops it); with
 * scroll_to_dismiss it dismisses 1.5 s after the first scroll.
 */
export default function EducationalPopover({ experience: e, onComplete, onDismiss, onSeen }: SurfaceProps) {
  const d = e.display_data;
  const anchor = useAnchorElement(anchorName(e));
  useCompleteOnHover(anchor, d, onSeen);
  const scrollDismissMs = popoverScrollDismissMs(d);
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (scrollDismissMs === null || !anchor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFirstScroll = () => {
      window.removeEventListener('scroll', onFirstScroll, { capture: true });
      timer = setTimeout(dismiss, scrollDismissMs);
    };
    window.addEventListener('scroll', onFirstScroll, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', onFirstScroll, { capture: true });
      clearTimeout(timer);
    };
  }, [scrollDismissMs, anchor]);

  if (!anchor) return null;
  return (
    <AnchoredBubble anchor={anchor} side="bottom" label={d.title ?? 'Tip'} onEscape={onDismiss}>
      <IconButton label="Dismiss tip" icon={<CloseIcon />} onClick={onDismiss} className="anchored-bubble__close" />
      {d.title ? <p className="anchored-bubble__title">{d.title}</p> : null}
      <p className="anchored-bubble__text">{d.message}</p>
      {d.complete_button_text ? (
        <div className="anchored-bubble__actions">
          <Button variant="primary" onClick={onComplete}>
            {d.complete_button_text}
          </Button>
        </div>
      ) : null}
    </AnchoredBubble>
  );
}
