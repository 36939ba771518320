import { Link } from 'react-router-dom';
import type { StatsButton as StatsButtonKind } from '../../../shared/domain/cardControls';

interface StatsButtonProps {
  pinId: string;
  kind: Exclude<StatsButtonKind, null>;
}

/**
 * The way to a pin's stats page (section 2, /pin/{id}/analytics). It navigates, so it is a link styled as a button:
 * full ('See more stats') on the owner's creator grids, an icon labelled 'Pin stats' elsewhere.
 */
export function StatsButton({ pinId, kind }: StatsButtonProps) {
  const to = `/pin/${pinId}/analytics`;
  if (kind === 'full') {
    return (
      <Link to={to} className="stats-button stats-button--full">
        See more stats
      </Link>
    );
  }
  return (
    <Link to={to} className="stats-button stats-button--icon" aria-label="Pin stats" title="Pin stats">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3 21h18v-2H3zm2-4h3v-7H5zm5.5 0h3V4h-3zm5.5 0h3v-10h-3z" />
      </svg>
    </Link>
  );
}
