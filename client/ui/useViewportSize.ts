import { createContext, useContext, useSyncExternalStore } from 'react';
import { SERVER_VIEWPORTS, type ViewportClass } from '../../shared/constants';
import { isCompactViewport } from '../../shared/domain/cardLayout';

interface ViewportSize {
  width: number;
  height: number;
  /**
   * The width CSS media queries compare with: the window's, a vertical scrollbar included. What changes at a
   * breakpoint (the grid's columns) is read against it, so script and stylesheets switch at the same width.
   */
  mediaWidth: number;
}

function read(): ViewportSize {
  const root = document.documentElement;
  return { width: root.clientWidth, height: root.clientHeight, mediaWidth: window.innerWidth };
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
  if (current && next.width === current.width && next.height === current.height && next.mediaWidth === current.mediaWidth) return;
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
const mediaWidth = () => (current ?? read()).mediaWidth;

/**
 * The viewport a server-rendered page was rendered for (SERVER_VIEWPORTS: a phone's or a desktop's, by the device that
 * asked). The server renders with it and the browser hydrates with it (React reads the server snapshot while
 * hydrating), then re-renders with its own.
 */
export const ServerViewport = createContext<ViewportClass>('desktop');

/** The layout viewport (without scrollbars), which masonic sizes its window of rendered cells by. */
export function useViewportSize(): ViewportSize {
  const server = SERVER_VIEWPORTS[useContext(ServerViewport)];
  return {
    width: useSyncExternalStore(subscribe, width, () => server.width),
    height: useSyncExternalStore(subscribe, height, () => server.height),
    mediaWidth: useSyncExternalStore(subscribe, mediaWidth, () => server.width),
  };
}

/**
 * Whether the viewport is a phone's (isCompactViewport). A store's snapshot that differs from the server's re-renders
 * its readers synchronously once hydrated: every card reads this, and answering the question rather than the width
 * leaves them alone whenever the server's viewport class was right.
 */
export function useCompactViewport(): boolean {
  const server = SERVER_VIEWPORTS[useContext(ServerViewport)];
  return useSyncExternalStore(
    subscribe,
    () => isCompactViewport(width()),
    () => isCompactViewport(server.width),
  );
}
