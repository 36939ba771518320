import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True unless a server render, or the browser's hydration of one, is under way (see HydrationFlag). */
const Hydrated = createContext(true);

/**
 * Says when a server-rendered page is hydrated: false while the server renders it and while the browser hydrates that
 * HTML, then true from a transition after. A transition, not the render right after hydration: every card reads it
 * (the styles below), and a synchronous re-render of every card was the page's longest task at its start; a
 * transition yields to the browser between cards. Not rendered from a server's HTML: true from the first render.
 */
export function HydrationFlag({ fromServer, children }: { fromServer: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!fromServer);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * False while the server renders a page and while the browser hydrates that HTML, true once hydrated: what only the
 * browser can know (the viewport, a measured layout) waits for it, so the hydrating render matches the server's HTML.
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
