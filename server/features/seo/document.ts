import { PAGE_STATE_ID } from '../../../shared/constants';
import { escapeHtml } from '../../../shared/domain/html';
import type { ThemeChoice } from '../../../shared/domain/theme';
import type { RenderedPage } from './appRenderer';
import { jsonForScript, type SeoPage } from './render';

export interface PageTemplate {
  /**
   * index.html with the page's title, head tags and content in place: the app's render when there is one (and the
   * state it was rendered from), else the page's content for bots. Without a page, the generic title and description.
   * `links` (HTML) go last in <head>: the page's own chunk, requested from the HTML (routeChunks.ts). `theme`, a
   * signed-in viewer's choice, goes on <html> as data-theme ('system' too, which tells the theme script in <head> that
   * the account has chosen and this browser's own choice does not apply); a signed-out page carries none.
   */
  render(page: SeoPage | null, app: RenderedPage | null, links: string, theme: ThemeChoice | null): string;
}

// The built index.html is minified (attribute quotes dropped), the source is not: both spellings match.
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;
const HEAD_END = /<\/head>/i;
const HTML_OPEN = /<html\b/i;
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
  const htmlOpen = HTML_OPEN.exec(stripped);
  if (!headEnd || !root || !htmlOpen || root.index < headEnd.index || htmlOpen.index > headEnd.index) return { render: () => html };
  const htmlOpenEnd = htmlOpen.index + htmlOpen[0].length;
  const untilHtmlAttributes = stripped.slice(0, htmlOpenEnd);
  const restOfHead = stripped.slice(htmlOpenEnd, headEnd.index);
  const untilRoot = stripped.slice(headEnd.index, root.index);
  const rootOpen = root[0];
  const afterRoot = stripped.slice(root.index + rootOpen.length);
  return {
    render(page, app, links, theme) {
      const head = page ? `<title>${escapeHtml(page.title)}</title>${page.head}` : `${genericTitle}${genericDescription}`;
      const state = app ? `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(app.state)}</script>` : '';
      const content = app ? app.html : (page?.body ?? '');
      const themeAttribute = theme ? ` data-theme="${theme}"` : '';
      return `${untilHtmlAttributes}${themeAttribute}${restOfHead}${head}${links}${untilRoot}${state}${rootOpen}${content}${afterRoot}`;
    },
  };
}
