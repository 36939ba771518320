import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';

/** Routes the navigator's pushes through `onAttempt` (which answers whether it held the push), until the restore runs. */
function holdPushes(navigator: Navigator, onAttempt: (resume: () => void) => boolean): () => void {
  const push = navigator.push;
  navigator.push = (...args) => {
    if (!onAttempt(() => push(...args))) push(...args);
  };
  return () => {
    navigator.push = push;
  };
}

/**
 * Calls `onAttempt` instead of navigating while `active`: it gets the navigation to resume later and answers whether it
 * took it (false lets the navigation go ahead now). react-router's useBlocker needs a data router and the app uses
 * BrowserRouter, so this wraps the router's navigator (its history object), through which every Link and navigate()
 * passes. Back and forward (popstate) cannot be held this way and go ahead.
 */
export function useNavigationBlock(active: boolean, onAttempt: (resume: () => void) => boolean): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const attempt = useRef(onAttempt);
  useEffect(() => {
    attempt.current = onAttempt;
  });
  useEffect(() => (active ? holdPushes(navigator, (resume) => attempt.current(resume)) : undefined), [active, navigator]);
}
