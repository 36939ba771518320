import { useState } from 'react';
import { anchorName, flyoutSide, flyoutStartsAsPulsar } from '../../../../shared/domain/experiences/anchored';
import { IconButton } from '../../../ui/IconButton';
import { CloseIcon } from '../../../ui/icons';
import { ExperienceLink } from '../ExperienceLink';
import type { SurfaceProps } from '../surfaceProps';
import { AnchoredBubble } from './AnchoredBubble';
import { Pulsar } from './Pulsar';
import { useAnchorElement } from './anchors';
import { useCompleteOnHover } from './useCompleteOnHover';

/**
 * An anchored flyout (type 8, component_type 2) on its web anchor, on the side flyout_direction names: shown at once
 * (display type 1), or as a pulsar first (2) that opens it, or completes when it has nothing to say, as coach marks do.
 */
export default function AnchoredFlyout({ experience: e, onComplete, onDismiss, onButtonClick, onSeen }: SurfaceProps) {
  const d = e.display_data;
  const anchor = useAnchorElement(anchorName(e));
  useCompleteOnHover(anchor, d, onSeen);
  const asPulsar = flyoutStartsAsPulsar(d);
  const [open, setOpen] = useState(!asPulsar);
  if (!anchor) return null;

  const touch = () => {
    if (!d.message) return onComplete();
    setOpen(true);
  };
  const follow = () => {
    onButtonClick();
    onComplete();
  };
  return (
    <>
      {asPulsar ? <Pulsar anchor={anchor} label="Show tip" paused={open} expanded={open} onActivate={touch} /> : null}
      {open ? (
        <AnchoredBubble anchor={anchor} side={flyoutSide(d.flyout_direction)} label="Tip" onEscape={onDismiss} takeFocus={asPulsar}>
          <IconButton label="Dismiss tip" icon={<CloseIcon />} onClick={onDismiss} className="anchored-bubble__close" />
          <p className="anchored-bubble__text">{d.message}</p>
          {d.button_text && d.button_uri ? (
            <div className="anchored-bubble__actions">
              <ExperienceLink href={d.button_uri} variant="primary" onClick={follow}>
                {d.button_text}
              </ExperienceLink>
            </div>
          ) : null}
        </AnchoredBubble>
      ) : null}
    </>
  );
}
