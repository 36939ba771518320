import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const width = () => document.documentElement.clientWidth;
const height = () => document.documentElement.clientHeight;

/** The layout viewport (without scrollbars), which masonic sizes its window of rendered cells by. */
export function useViewportSize(): { width: number; height: number } {
  return { width: useSyncExternalStore(subscribe, width), height: useSyncExternalStore(subscribe, height) };
}
