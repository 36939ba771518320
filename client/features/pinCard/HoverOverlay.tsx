import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { TIMINGS } from '../../../shared/constants';
import { HoverHoldContext } from '../../ui/hoverHold';
import './HoverOverlay.css';

export type HoverState = 'inactive' | 'active' | 'transitioning';

interface HoverOverlayProps {
  /** The card (closeup link and all) the overlay sits over; hovering or focusing anything in it activates the overlay. */
  children: ReactNode;
  /** The save control (features/saves), shown while the overlay is active. */
  save: ReactNode;
  /** The share control, shown with Save; omitted for signed-out visitors and on the surfaces that hide it. */
  share?: ReactNode;
  /** The overflow menu's button (features/feedback), revealed after the hover delay; null where the card has no menu. */
  menu: ReactNode | null;
}

/** Save, share and overflow controls over a card, shown on hover and on keyboard focus inside the card. */
export function HoverOverlay({ children, save, share = null, menu }: HoverOverlayProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [held, setHeld] = useState(false);
  const [state, setState] = useState<HoverState>('inactive');
  const [overflowShown, setOverflowShown] = useState(false);
  const engaged = hovered || focused || held;

  // Adjusted while rendering, not in an effect, so the controls show in the same commit as the hover or focus: active
  // while engaged, then fading (still mounted, so leaving the card does not make them blink out) until the timer below.
  const nextState: HoverState = engaged ? 'active' : state === 'active' ? 'transitioning' : state;
  if (nextState !== state) setState(nextState);
  // A keyboard user tabs straight on from Save, so the overflow button must already be there for them.
  if ((focused || held) && !overflowShown) setOverflowShown(true);

  useEffect(() => {
    if (engaged) return;
    const timer = setTimeout(() => {
      setState('inactive');
      setOverflowShown(false);
    }, TIMINGS.hoverFade);
    return () => clearTimeout(timer);
  }, [engaged]);

  useEffect(() => {
    if (focused || held || !hovered) return;
    // The delay keeps the menu button from flashing up as the pointer sweeps across the grid.
    const timer = setTimeout(() => setOverflowShown(true), TIMINGS.overflowMenuDelay);
    return () => clearTimeout(timer);
  }, [hovered, focused, held]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      className="hover-overlay"
      data-hover-state={state}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {children}
      {state !== 'inactive' && (
        <div className={`hover-overlay__controls hover-overlay__controls--${state}`}>
          <HoverHoldContext.Provider value={setHeld}>
            {save}
            {share}
            {overflowShown && menu}
          </HoverHoldContext.Provider>
        </div>
      )}
    </div>
  );
}
