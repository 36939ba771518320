import { lazy, type ComponentType } from 'react';

/** A routed page's component, loaded with its chunk on first render or ahead of it (`preload`). */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy over a page's chunk, which can also be loaded before rendering: once `preload` has resolved, the page
 * renders at once, without suspending. The browser does so before hydrating a page the server rendered: a page that
 * suspended while hydrating would be rendered again from scratch (its server HTML dropped) on the first store update
 * that reached it before its chunk did.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  const Lazy = lazy(load);
  function Page(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Page.preload = () =>
    load().then((module) => {
      Loaded = module.default;
    });
  return Page;
}
