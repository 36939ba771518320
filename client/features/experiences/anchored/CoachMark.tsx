import { useState } from 'react';
import { anchorName, coachMarkStart, hasTooltip, pulsarTouched, tooltipDelayMs } from '../../../../shared/domain/experiences/anchored';
import type { SurfaceProps } from '../surfaceProps';
import { ExperienceTooltip } from './ExperienceTooltip';
import { Pulsar } from './Pulsar';
import { useCompleteOnHover } from './useCompleteOnHover';
import { useDelayedAnchor } from './useDelayedAnchor';

/**
 * A coach mark, or tooltip with pulsar (type 8): the pulsar first; touching it pauses it and shows the tooltip if there
 * is one, else completes.
 */
export default function CoachMark({ experience: e, onComplete, onDismiss, onSeen }: SurfaceProps) {
  const d = e.display_data;
  const anchor = useDelayedAnchor(anchorName(e), tooltipDelayMs(d));
  useCompleteOnHover(anchor, d, onSeen);
  const [stage, setStage] = useState(() => coachMarkStart(d));
  const [touched, setTouched] = useState(false);
  if (!anchor) return null;

  const touch = () => {
    if (pulsarTouched(d) === 'complete') return onComplete();
    setTouched(true);
    setStage('tooltip');
  };
  const withPulsar = touched || stage === 'pulsar';
  return (
    <>
      {withPulsar ? (
        <Pulsar
          anchor={anchor}
          label={hasTooltip(d) ? 'Show tip' : 'Mark tip as seen'}
          paused={stage === 'tooltip'}
          expanded={hasTooltip(d) ? stage === 'tooltip' : undefined}
          onActivate={touch}
        />
      ) : null}
      {stage === 'tooltip' ? (
        <ExperienceTooltip anchor={anchor} display={d} takeFocus={touched} onComplete={onComplete} onDismiss={onDismiss} />
      ) : null}
    </>
  );
}
