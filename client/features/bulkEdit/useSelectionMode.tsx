import { useCallback, useState } from 'react';
import { PinSelectToggle } from './PinSelectToggle';
import { NOTHING_SELECTED, isSelected, mayToggle, toggled, type Selection } from './selection';

/** Selection mode's state for one board or section view, and the toggle the grid draws over each card. */
export function useSelectionMode() {
  const [selecting, setSelecting] = useState(false);
  const [selection, setSelection] = useState<Selection>(NOTHING_SELECTED);
  const toggle = useCallback((id: string) => setSelection((s) => toggled(s, id)), []);
  const overlay = useCallback(
    (id: string) => <PinSelectToggle id={id} selected={isSelected(selection, id)} disabled={!mayToggle(selection, id)} onToggle={toggle} />,
    [selection, toggle],
  );
  return {
    selecting,
    selection,
    setSelection,
    start: () => setSelecting(true),
    done: () => {
      setSelecting(false);
      setSelection(NOTHING_SELECTED);
    },
    overlay: selecting ? overlay : undefined,
  };
}
