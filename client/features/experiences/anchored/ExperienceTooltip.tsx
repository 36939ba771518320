import { useEffect, useEffectEvent } from 'react';
import type { DisplayData } from '../../../../shared/contracts/experiences';
import { tooltipDismissedByScroll, tooltipSide } from '../../../../shared/domain/experiences/anchored';
import { Button } from '../../../ui/Button';
import { AnchoredBubble } from './AnchoredBubble';

interface ExperienceTooltipProps {
  anchor: HTMLElement;
  display: DisplayData;
  takeFocus: boolean;
  onComplete: () => void;
  onDismiss: () => void;
}

/** Ours: the confirm button's text when the operator wrote none. */
const CONFIRM = 'Got it';

/**
 * A coach mark's tooltip: confirm completes, cancel (when written) and Escape dismiss, and a scroll dismisses it once
 * it has been shown for its delay (default 3 s).
 */
export function ExperienceTooltip({ anchor, display: d, takeFocus, onComplete, onDismiss }: ExperienceTooltipProps) {
  const scrolled = useEffectEvent((shownAt: number) => {
    if (tooltipDismissedByScroll(Date.now() - shownAt, d)) onDismiss();
  });
  useEffect(() => {
    const shownAt = Date.now();
    const onScroll = () => scrolled(shownAt);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, []);

  const tooltip = d.tooltip ?? {};
  return (
    <AnchoredBubble anchor={anchor} side={tooltipSide(tooltip.idealDirection)} label="Tip" onEscape={onDismiss} takeFocus={takeFocus}>
      <p className="anchored-bubble__text">{tooltip.mainText}</p>
      <div className="anchored-bubble__actions">
        {tooltip.cancelButtonText ? (
          <Button variant="secondary" onClick={onDismiss}>
            {tooltip.cancelButtonText}
          </Button>
        ) : null}
        <Button variant="primary" onClick={onComplete}>
          {tooltip.confirmButtonText ?? CONFIRM}
        </Button>
      </div>
    </AnchoredBubble>
  );
}
