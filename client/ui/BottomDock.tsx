import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './BottomDock.css';

interface Dock {
  element: HTMLElement;
  /** Follows a docked item's size; returns what its leaving must call. */
  follow(item: HTMLElement): () => void;
}

const DockContext = createContext<Dock | null>(null);

/** The property the page's bottom padding adds, so the end of the page can be scrolled out from under the dock. */
const DOCK_HEIGHT = '--bottom-dock-height';

/**
 * Lays the items over the bottom of the screen, the latest to appear on top. The dock spans the whole screen (its
 * empty space lets clicks through) and stacks its items at its bottom, so neither it nor an item already shown ever
 * moves when another appears: appearing on top, the newcomer pushes nothing. The page's room below its end follows
 * the stack's height.
 */
function createDock(element: HTMLElement): Dock & { stop(): void } {
  const items = new Set<HTMLElement>();
  let appeared = 0;
  const root = document.documentElement;
  // A mutation is reported before the browser next lays the page out: the newcomer is on top from its first frame.
  const mutations = new MutationObserver((records) => {
    for (const { target } of records) {
      const item = target as HTMLElement;
      const shown = item.childElementCount > 0;
      // Set through the CSSOM, which the CSP allows (a style attribute in HTML it refuses).
      if (shown && item.dataset.shown === undefined) item.style.order = String(-++appeared);
      if (shown) item.dataset.shown = '';
      else delete item.dataset.shown;
    }
  });
  const sizes = new ResizeObserver(() => {
    const tops = [...items].filter((item) => item.offsetHeight > 0).map((item) => item.getBoundingClientRect().top);
    root.style.setProperty(DOCK_HEIGHT, tops.length > 0 ? `${Math.ceil(window.innerHeight - Math.min(...tops))}px` : '0px');
  });
  return {
    element,
    follow(item) {
      items.add(item);
      mutations.observe(item, { childList: true });
      sizes.observe(item);
      return () => {
        items.delete(item);
        sizes.unobserve(item);
      };
    },
    stop() {
      mutations.disconnect();
      sizes.disconnect();
      root.style.removeProperty(DOCK_HEIGHT);
    },
  };
}

function useDock(element: HTMLElement | null): Dock | null {
  const dock = useMemo(() => (element ? createDock(element) : null), [element]);
  useEffect(() => () => dock?.stop(), [dock]);
  return dock;
}

/** One thing in the dock, followed while it is mounted. */
function DockItem({ children }: { children: ReactNode }) {
  const dock = useContext(DockContext);
  const follow = useCallback((item: HTMLElement | null) => (item ? dock?.follow(item) : undefined), [dock]);
  return (
    <div ref={follow} className="bottom-dock__item">
      {children}
    </div>
  );
}

/**
 * The page (`children`) with the bottom dock: messages that arrive after the page is on screen (`docked`: the consent
 * banner; home's banners through InBottomDock) are laid over the bottom of the screen, above the page and below
 * dialogs: taking room above the page would push everything down, and a page the server rendered is on screen before
 * any of them is known. The page keeps room below its end as tall as the stack (global.css, .main), added at the end,
 * so nothing on screen moves when it changes.
 */
export function BottomDock({ docked, children }: { docked: ReactNode; children: ReactNode }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const dock = useDock(element);
  // The dock is made in a transition: an update from a ref is otherwise synchronous, and on a hydrated page it pulled
  // every effect of the page into the task that finished hydrating (nothing is docked before the page is on screen).
  const attach = useCallback((dockElement: HTMLElement | null) => startTransition(() => setElement(dockElement)), []);
  return (
    <DockContext value={dock}>
      <div ref={attach} className="bottom-dock">
        <DockItem>{docked}</DockItem>
      </div>
      {children}
    </DockContext>
  );
}

/** Puts its children in the bottom dock (nothing until the dock is mounted). */
export function InBottomDock({ children }: { children: ReactNode }) {
  const dock = useContext(DockContext);
  return dock ? createPortal(<DockItem>{children}</DockItem>, dock.element) : null;
}
