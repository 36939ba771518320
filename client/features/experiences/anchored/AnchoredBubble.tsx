import { useEffect, useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Side } from '../../../../shared/domain/experiences/anchored';
import { useAnchoredPosition } from './useAnchoredPosition';
import './anchored.css';

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Focus the anchor, or the first control inside it (anchors are often a wrapper round a button). */
function focusAnchor(anchor: HTMLElement) {
  (anchor.matches(FOCUSABLE) ? anchor : anchor.querySelector<HTMLElement>(FOCUSABLE))?.focus();
}

interface AnchoredBubbleProps {
  anchor: HTMLElement;
  side: Side;
  /** Its accessible name: it is a non-modal dialog beside the anchor. */
  label: string;
  /** Escape closes it from anywhere, without moving focus first (content that appears on its own must be dismissable). */
  onEscape: () => void;
  /** Opened by the person (the pulsar): focus moves into it. One that appears on its own does not take focus. */
  takeFocus?: boolean;
  children: ReactNode;
}

/** The box tooltips, popovers and flyouts show beside their anchor. */
export function AnchoredBubble({ anchor, side, label, onEscape, takeFocus = false, children }: AnchoredBubbleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const style = useAnchoredPosition(anchor, side, ref);
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Only once placed: until measured it is hidden, and a hidden control cannot take focus.
  const placed = style.visibility !== 'hidden';
  useEffect(() => {
    if (takeFocus && placed) ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [takeFocus, placed]);

  // A layout cleanup runs while the bubble is still in the page: if focus is in it, it goes back to the anchor
  // rather than to the document's start.
  useLayoutEffect(() => {
    const node = ref.current;
    return () => {
      if (node?.contains(document.activeElement)) focusAnchor(anchor);
    };
  }, [anchor]);

  return (
    <div ref={ref} role="dialog" aria-label={label} className={`anchored-bubble anchored-bubble--${side}`} style={style}>
      {children}
    </div>
  );
}
