import { Link } from 'react-router-dom';
import type { Pin } from '../../../shared/contracts/pin';
import { LIMITS } from '../../../shared/constants';

type Chip = Pin['aggregatedPinData']['pinTagsChips'][number];

/**
 * Hovering a card reveals its pin chips, the first three topics it is tagged with, each a search link. PinCard.css
 * keeps them invisible (and so out of the tab order) until the card is hovered or holds focus.
 */
export function PinChips({ chips }: { chips: readonly Chip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className="pin-chips" aria-label="Related topics">
      {chips.slice(0, LIMITS.pinChips).map((chip) => (
        <li key={chip.id}>
          <Link className="pin-chips__chip" to={`/search/pins/?q=${encodeURIComponent(chip.name)}`}>
            {chip.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
