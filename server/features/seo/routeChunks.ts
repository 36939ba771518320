import path from 'node:path';
import { CHUNK_MANIFEST_FILE } from '../../../shared/constants';
import { escapeHtml } from '../../../shared/domain/html';
import type { RoutePage } from '../../../shared/domain/routeTable';
import { matchRoute } from '../../../shared/domain/routes';
import { builtFile } from '../../common/builtFile';

/**
 * The chunk of each page the server renders (appPages.ts), by the name client/app/routes.tsx gives it
 * (webpackChunkName): the browser loads it before it hydrates the page.
 */
const RENDERED_PAGE_CHUNKS: Partial<Record<RoutePage, string>> = {
  home: 'home',
  closeup: 'closeup',
  board: 'board',
  profile: 'profile',
  profileCreated: 'profile',
  search: 'search',
};

/** The client build's manifest (webpack.config.js): each lazy chunk group's name and the urls of its files. */
type ChunkManifest = Partial<Record<string, string[]>>;

/**
 * A chunk's files as <head> links: its stylesheets as stylesheets, which the rendered markup needs from its first
 * paint (webpack's runtime finds them there and does not add them again), and its scripts as `preload as=script`:
 * webpack loads chunks as classic scripts, and a preload with the same url and mode is the one fetch the runtime's
 * script then uses. Low priority, as the runtime's own script would have had: the chunk starts earlier but never ahead
 * of the first screen's images. Links only: the CSP runs no inline script.
 */
function linksOf(files: readonly string[]): string {
  const styles = files.filter((file) => file.endsWith('.css')).map((file) => `<link rel="stylesheet" href="${escapeHtml(file)}">`);
  const scripts = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(file)}">`);
  return [...styles, ...scripts].join('');
}

/**
 * The links that request a rendered page's own chunk from its HTML, so that the browser fetches it alongside main.js
 * rather than once main.js has run and asked for it; '' for any other page, and while the build has written no
 * manifest. They depend on the route alone, so a signed-out page stays the same for every visitor. The manifest is
 * read again when a new build replaces it, as index.html is.
 */
export function routeChunkLinks(clientDir: string): (pathname: string) => string {
  const readLinks = builtFile(path.join(clientDir, CHUNK_MANIFEST_FILE), (text) => {
    const manifest = JSON.parse(text) as ChunkManifest;
    return new Map(Object.entries(RENDERED_PAGE_CHUNKS).map(([page, chunk]) => [page, linksOf(manifest[chunk] ?? [])]));
  });
  return (pathname) => {
    const page = matchRoute(pathname)?.route.page;
    return (page && readLinks()?.get(page)) || '';
  };
}
