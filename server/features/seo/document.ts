import { PAGE_STATE_ID } from '../../../shared/constants';
import { escapeHtml } from '../../../shared/domain/html';
import type { RenderedPage } from './appRenderer';
import { jsonForScript, type SeoPage } from './render';

export interface PageTemplate {
  /**
   * index.html with the page's title, head tags and content in place: the app's render when there is one (and the
   * state it was rendered from), else the page's content for bots. Without a page, the generic title and description.
   * `links` (HTML) go last in <head>: the page's own chunk, requested from the HTML (routeChunks.ts).
   */
  render(page: SeoPage | null, app: RenderedPage | null, links: string): string;
}

// The built index.html is minified (attribute quotes dropped), the source is not: both spellings match.
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;
const HEAD_END = /<\/head>/i;
const ROOT_OPEN = /<div\s+id=["']?root["']?\s*>/i;

/**
 * Splits index.html once into the pieces around the places a page fills: its own title and description replace the
 * generic ones, its tags go last in <head>, its content goes inside #root. The app's render there is hydrated by the
 * browser, from the state in a `<script type="application/json">` block just before #root (data: the CSP runs no
 * inline script, and needs none); bot content is replaced when the app starts. A template without those places is
 * served as it is.
 */
export function compileTemplate(html: string): PageTemplate {
  const genericTitle = TITLE.exec(html)?.[0] ?? '';
  const genericDescription = DESCRIPTION.exec(html)?.[0] ?? '';
  const stripped = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const headEnd = HEAD_END.exec(stripped);
  const root = ROOT_OPEN.exec(stripped);
  if (!headEnd || !root || root.index < headEnd.index) return { render: () => html };
  const beforeHeadEnd = stripped.slice(0, headEnd.index);
  const untilRoot = stripped.slice(headEnd.index, root.index);
  const rootOpen = root[0];
  const afterRoot = stripped.slice(root.index + rootOpen.length);
  return {
    render(page, app, links) {
      const head = page ? `<title>${escapeHtml(page.title)}</title>${page.head}` : `${genericTitle}${genericDescription}`;
      const state = app ? `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(app.state)}</script>` : '';
      const content = app ? app.html : (page?.body ?? '');
      return `${beforeHeadEnd}${head}${links}${untilRoot}${state}${rootOpen}${content}${afterRoot}`;
    },
  };
}
