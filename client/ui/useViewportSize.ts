import { useSyncExternalStore } from 'react';

interface ViewportSize {
  width: number;
  height: number;
}

function read(): ViewportSize {
  const root = document.documentElement;
  return { width: root.clientWidth, height: root.clientHeight };
}

/**
 * Reading clientWidth forces a style and layout pass whenever the DOM changed since the last frame, and React asks for
 * a snapshot on every render of the grid (every scroll step, every new card). So while anyone listens, the size is
 * read once per change and kept; readers get the kept numbers. A window resize changes it, and so does the vertical
 * scrollbar appearing as the feed grows, which fires no resize event but resizes the root element.
 */
let current: ViewportSize | null = null;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function refresh(): void {
  const next = read();
  if (current && next.width === current.width && next.height === current.height) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function watch(): () => void {
  window.addEventListener('resize', refresh);
  const observer = new ResizeObserver(refresh);
  observer.observe(document.documentElement);
  return () => {
    window.removeEventListener('resize', refresh);
    observer.disconnect();
  };
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!stopWatching) {
    current = read();
    stopWatching = watch();
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
      current = null;
    }
  };
}

const width = () => (current ?? read()).width;
const height = () => (current ?? read()).height;

/**
 * The server knows no viewport: it renders for a desktop one, and the browser hydrates with the same numbers (React reads
 * the server snapshot while hydrating) before re-rendering with its own.
 */
const SERVER_VIEWPORT: ViewportSize = { width: 1280, height: 800 };
const serverWidth = () => SERVER_VIEWPORT.width;
const serverHeight = () => SERVER_VIEWPORT.height;

/** The layout viewport (without scrollbars), which masonic sizes its window of rendered cells by. */
export function useViewportSize(): ViewportSize {
  return { width: useSyncExternalStore(subscribe, width, serverWidth), height: useSyncExternalStore(subscribe, height, serverHeight) };
}
