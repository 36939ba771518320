import { useCallback, useSyncExternalStore } from 'react';

/** Ours: the anchors the pages offer, by the names display_data's anchor fields use. */
export const ANCHORS = { saveButton: 'save-button', closeupSave: 'closeup-save', searchBox: 'search-box' } as const;

/**
 * The anchors on the page: elements that experiences may hang on register here under a name, and an anchored surface
 * finds its element by the name display_data gives. The page decides what is an anchor, so operator text only ever
 * picks among them (never reaches the DOM through a selector). Small on purpose: the header's search box registers,
 * so this is in every page's first load.
 */
const elements = new Map<string, HTMLElement>();
const listeners = new Set<() => void>();
let names: ReadonlySet<string> = new Set();

function changed() {
  names = new Set(elements.keys());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A ref that makes its element the anchor of each of `names` while mounted. */
export function useAnchorRef(...names: string[]): (element: HTMLElement | null) => (() => void) | undefined {
  const key = names.join('\n');
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const own = key.split('\n');
      for (const name of own) elements.set(name, element);
      changed();
      return () => {
        // A newer element of the same name may have taken over before this one left.
        for (const name of own) if (elements.get(name) === element) elements.delete(name);
        changed();
      };
    },
    [key],
  );
}

// Elements register once mounted in the browser: the server's render, and the render that hydrates it, have none.
const NO_NAMES: ReadonlySet<string> = new Set();
const noNames = () => NO_NAMES;
const noElement = () => null;

/** The names of the anchors on the page now. */
export function useAnchorNames(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => names, noNames);
}

/** The element registered as `name`, or null while there is none. */
export function useAnchorElement(name: string | null): HTMLElement | null {
  return useSyncExternalStore(subscribe, () => (name === null ? null : (elements.get(name) ?? null)), noElement);
}
