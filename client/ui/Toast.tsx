import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from '../../shared/constants';
import './Toast.css';

type Phase = 'waiting' | 'shown' | 'hiding';

interface ToastProps {
  children: ReactNode;
  /** How long it stays once shown (2000 ms by default). */
  duration?: number;
  /** How long before it appears (about 100 ms by default). */
  delay?: number;
  /** Runs once the hide fade has finished. */
  onHide: () => void;
}

/**
 * One toast's life: it appears after `delay`, stays `duration` (paused while the pointer or focus is on it, and counted
 * afresh when they leave, so nobody loses a toast they are reading or about to act on), then fades out over 200 ms and
 * calls `onHide`.
 */
export function Toast({ children, duration = TIMINGS.toastDefault, delay = TIMINGS.toastShow, onHide }: ToastProps) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  // The host passes a fresh callback each render; a new one must not restart the timers.
  const hide = useRef(onHide);
  useEffect(() => {
    hide.current = onHide;
  });

  useEffect(() => {
    if (phase === 'waiting') {
      const timer = setTimeout(() => setPhase('shown'), delay);
      return () => clearTimeout(timer);
    }
    if (phase === 'hiding') {
      const timer = setTimeout(() => hide.current(), TIMINGS.toastHideFade);
      return () => clearTimeout(timer);
    }
    if (held) return;
    const timer = setTimeout(() => setPhase('hiding'), duration);
    return () => clearTimeout(timer);
  }, [phase, held, delay, duration]);

  if (phase === 'waiting') return null;
  return (
    <div
      className={`toast toast--${phase}`}
      data-toast-phase={phase}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {children}
    </div>
  );
}
