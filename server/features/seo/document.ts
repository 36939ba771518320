import { escapeHtml } from '../../../shared/domain/html';
import type { SeoPage } from './render';

export interface PageTemplate {
  /** index.html with the page's title, head tags and bot content in place. */
  render(page: SeoPage): string;
}

// The built index.html is minified (attribute quotes dropped), the source is not: both spellings match.
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;
const HEAD_END = /<\/head>/i;
const ROOT_OPEN = /<div\s+id=["']?root["']?\s*>/i;

/**
 * Splits index.html once into the pieces around the places a page fills: its own title and description replace the
 * generic ones, its tags go last in <head>, its content goes inside #root (React replaces it when the app starts,
 * so only clients that run no JavaScript keep it). A template without those places is served as it is.
 */
export function compileTemplate(html: string): PageTemplate {
  const stripped = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const headEnd = HEAD_END.exec(stripped);
  const root = ROOT_OPEN.exec(stripped);
  if (!headEnd || !root || root.index < headEnd.index) return { render: () => html };
  const rootEnd = root.index + root[0].length;
  const beforeHeadEnd = stripped.slice(0, headEnd.index);
  const untilRoot = stripped.slice(headEnd.index, rootEnd);
  const afterRoot = stripped.slice(rootEnd);
  return {
    render: (page) => `${beforeHeadEnd}<title>${escapeHtml(page.title)}</title>${page.head}${untilRoot}${page.body}${afterRoot}`,
  };
}
