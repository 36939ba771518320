import { Link } from 'react-router-dom';
import type { StatsButton as StatsButtonKind } from '../../../shared/domain/cardControls';
import { statsButtonLabel } from '../../../shared/domain/textLabels';

const FULL_LABEL = 'See more stats';

interface StatsButtonProps {
  pinId: string;
  kind: Exclude<StatsButtonKind, null>;
  /** The full button's words; a longer wording (a translation) is cut to the spec's 12 characters plus '...'. */
  label?: string;
}

/**
 * The way to a pin's stats page (/pin/{id}/analytics). It navigates, so it is a link styled as a button: full
 * ('See more stats') on the owner's creator grids, an icon labelled 'Pin stats' elsewhere. A cut label keeps the whole
 * wording as its accessible name.
 */
export function StatsButton({ pinId, kind, label = FULL_LABEL }: StatsButtonProps) {
  const to = `/pin/${pinId}/analytics`;
  if (kind === 'full') {
    const shown = statsButtonLabel(label);
    return (
      <Link to={to} className="stats-button stats-button--full" aria-label={shown === label ? undefined : label}>
        {shown}
      </Link>
    );
  }
  return (
    <Link to={to} className="card-icon-button stats-button stats-button--icon" aria-label="Pin stats" title="Pin stats">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3 21h18v-2H3zm2-4h3v-7H5zm5.5 0h3V4h-3zm5.5 0h3v-10h-3z" />
      </svg>
    </Link>
  );
}
