import { documentTitle } from '../../shared/domain/pageTitle';

/** The document title for the page being shown; React 19 hoists <title> into <head>. */
export function PageTitle({ page }: { page?: string }) {
  return <title>{documentTitle(page)}</title>;
}
