import type { ViewportClass } from '../../../shared/constants';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';

/** An API answer the server computed for a page it renders: the call's url (path and query) and its envelope. */
export interface PageAnswer {
  url: string;
  body: unknown;
}

/** A page the app rendered: its markup for inside #root and the state the browser hydrates from. */
export interface RenderedPage {
  html: string;
  state: unknown;
}

/**
 * The app's server render (client/ssr/renderPage.tsx, bundled for Node as dist/ssr/renderPage.js): the page at a url,
 * from the answers given, for a phone's or a desktop's viewport, or null for a page it does not render.
 */
export interface AppRenderer {
  renderPage(url: string, answers: readonly PageAnswer[], signedIn: boolean, viewport: ViewportClass): Promise<RenderedPage | null>;
}

/**
 * The built server render, loaded at run time: the server's sources never import the client's. Null when it is not
 * built (the server then sends index.html as it is, and the app renders in the browser).
 */
export function loadAppRenderer(file: string): AppRenderer | null {
  if (!existsSync(file)) return null;
  return createRequire(__filename)(file) as AppRenderer;
}
