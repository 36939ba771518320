import { useClientStyle } from '../../ui/useHydrated';
import './UnavailablePin.css';

interface UnavailablePinProps {
  /** The box's height in px: 314 for an idea pin shown inline; a grid card passes the height it reserved for the media. */
  height?: number;
}

/** Default height of the inline unavailable idea pin. */
export const UNAVAILABLE_PIN_HEIGHT = 314;

/**
 * Stands in for an idea (story) pin its creator removed. No image, no link and no controls: there is nothing left
 * to open, save or report. The alert icon carries the state for screen readers; the texts say it to everyone.
 */
export function UnavailablePin({ height = UNAVAILABLE_PIN_HEIGHT }: UnavailablePinProps) {
  return (
    <div className="unavailable-pin" style={useClientStyle({ height })}>
      <svg className="unavailable-pin__icon" role="img" aria-label="Pin not available" viewBox="0 0 24 24" width="24" height="24">
        <path d="M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24m-1.5 5h3v9h-3zm1.5 14.5a1.75 1.75 0 1 1 0-3.5 1.75 1.75 0 0 1 0 3.5" />
      </svg>
      <div className="unavailable-pin__title">Unavailable</div>
      <div className="unavailable-pin__subtitle">Removed by the creator</div>
    </div>
  );
}
