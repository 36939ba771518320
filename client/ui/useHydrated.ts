import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that HTML, true from the render after: what
 * only the browser can know (the viewport, a measured layout) waits for it, so the hydrating render matches the
 * server's HTML. A page the browser renders on its own is hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/**
 * An element's style attribute, left out of the server's HTML: the CSP refuses style attributes in HTML (the browser
 * would log the violation, and React never sets again a style it believes is there), while styles React sets once
 * hydrated are allowed.
 */
export function useClientStyle<S>(style: S): S | undefined {
  return useHydrated() ? style : undefined;
}
