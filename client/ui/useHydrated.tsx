import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const unchanging = () => () => undefined;

/** Outside a HydrationGate (a component rendered on its own), the browser's render is hydrated from the start. */
const Hydrated = createContext(true);

/**
 * Around the app: says when a page the server rendered is hydrated. Many parts change once it is (every card sets
 * its style), and a change read from an external store is rendered synchronously, in one long task; so the gate turns
 * it true as a transition, which React renders in short slices while the page, already drawn, stays responsive.
 * useSyncExternalStore only tells the server's render and the hydrating one (false) from a render of the browser's
 * own (true, from the start).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const browserRender = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(browserRender);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * False while the server renders a page, while the browser hydrates that HTML and until the transition after it,
 * then true: what only the browser can know (the viewport, a measured layout) waits for it, so the hydrating render
 * matches the server's HTML. A page the browser renders on its own is hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/**
 * An element's style attribute, left out of the server's HTML: the CSP refuses style attributes in HTML (the browser
 * would log the violation, and React never sets again a style it believes is there), while styles React sets once
 * hydrated are allowed.
 */
export function useClientStyle<S>(style: S): S | undefined {
  return useHydrated() ? style : undefined;
}
