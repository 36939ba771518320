import { displayTitle } from '../../../shared/domain/pinText';
import { selectPinById } from '../../entities/pinsSlice';
import { useAppSelector } from '../../app/hooks';

interface PinSelectToggleProps {
  id: string;
  selected: boolean;
  disabled: boolean;
  onToggle: (id: string) => void;
}

/** Covers a card in selection mode: one toggle button per pin, named after it, pressed while selected. */
export function PinSelectToggle({ id, selected, disabled, onToggle }: PinSelectToggleProps) {
  const name = useAppSelector((state) => {
    const pin = selectPinById(state, id);
    return pin ? displayTitle(pin) || 'Untitled Pin' : 'Pin';
  });
  return (
    <button
      type="button"
      className="pin-select"
      aria-pressed={selected}
      aria-label={`Select ${name}`}
      disabled={disabled}
      onClick={() => onToggle(id)}
    >
      <span className="pin-select__mark" aria-hidden="true">
        {selected ? '✓' : ''}
      </span>
    </button>
  );
}
