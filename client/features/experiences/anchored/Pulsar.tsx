import { useRef } from 'react';
import { useAnchoredPosition } from './useAnchoredPosition';
import './anchored.css';

interface PulsarProps {
  anchor: HTMLElement;
  label: string;
  /** Touched: it stops pulsing while what it opened is shown. */
  paused: boolean;
  /** Whether what it opens is open (for a pulsar that opens a tip). */
  expanded?: boolean;
  onActivate: () => void;
}

/** The pulsing dot on an anchor's corner that a coach mark or flyout starts with: a button, so keyboards reach it. */
export function Pulsar({ anchor, label, paused, expanded, onActivate }: PulsarProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const style = useAnchoredPosition(anchor, 'corner', ref);
  return (
    <button
      ref={ref}
      type="button"
      className={paused ? 'pulsar pulsar--paused' : 'pulsar'}
      style={style}
      aria-label={label}
      aria-expanded={expanded}
      onClick={onActivate}
    >
      <span className="pulsar__ring" aria-hidden="true" />
    </button>
  );
}
