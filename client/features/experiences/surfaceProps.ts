import type { Experience } from '../../../shared/contracts/experiences';

/** What every experience surface gets from its placement (client/features/experiences/usePlacement.ts). */
export interface SurfaceProps {
  experience: Experience;
  onComplete: () => void;
  onDismiss: () => void;
  onButtonClick: () => void;
  /** Done, but kept on screen while it is there: completed so that it is not served again. */
  onSeen?: () => void;
  /** Said by a surface that shows later than it renders (a survey), once it shows: it is viewed then. */
  onShown?: () => void;
}
