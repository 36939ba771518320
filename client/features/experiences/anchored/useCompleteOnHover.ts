import { useEffect, useEffectEvent } from 'react';
import type { DisplayData } from '../../../../shared/contracts/experiences';

/**
 * `complete_on_hover` (the spec names the field and says nothing more): ours, the tip counts as done once the person
 * has pointed at what it points at, or moved the focus there, so a keyboard gets there too. It is completed once and
 * stays on screen while it is there; it is not served again.
 */
export function useCompleteOnHover(anchor: HTMLElement | null, d: DisplayData, onSeen: (() => void) | undefined): void {
  const seen = useEffectEvent(() => onSeen?.());
  const wanted = d.complete_on_hover === true;
  useEffect(() => {
    if (!anchor || !wanted) return;
    const done = () => seen();
    anchor.addEventListener('pointerenter', done);
    anchor.addEventListener('focusin', done);
    return () => {
      anchor.removeEventListener('pointerenter', done);
      anchor.removeEventListener('focusin', done);
    };
  }, [anchor, wanted]);
}
