import type { ViewportClass } from '../../../shared/constants';
import { viewerGet } from '../../../shared/contracts/auth';
import { httpRequest, type EndpointContract } from '../../../shared/contracts/endpoint';
import { homefeed, relatedPins } from '../../../shared/contracts/feeds';
import { pinGet } from '../../../shared/contracts/pins';
import type { RoutePage } from '../../../shared/domain/routeTable';
import { matchRoute, type RouteMatch } from '../../../shared/domain/routes';
import { createSnapshotCache } from '../../common/snapshot';
import { envelopeOf } from '../../http/envelope';
import type { Db } from '../../sqlite/open';
import type { AuthService } from '../auth/service';
import { signedInViewer } from '../auth/viewerAnswer';
import type { ConsentService } from '../consent/service';
import type { FeedsService } from '../feeds/service';
import type { ViewerRow } from '../users/store';
import type { AppRenderer, PageAnswer, RenderedPage } from './appRenderer';

// Signed-out pages kept until the next write: the paths the server renders are few (home; one per pin, board, profile),
// each for a phone and a desktop.
const CACHED_PAGES = 500;

/** The url the app calls an endpoint at with these options (shared/contracts/endpoint.ts, as the browser builds it). */
const urlOf = (contract: Pick<EndpointContract, 'method' | 'path'>, options: Record<string, unknown>) => httpRequest(contract, options).url;

/**
 * The pages the app renders on the server, from the answers the API would give the viewer (the first page of a feed,
 * the viewer), computed here rather than over HTTP. Signed out, a page is the same for every visitor and is kept until
 * the database next changes; signed in, it is rendered for the viewer each time.
 */
export function createAppPages(db: Db, renderer: AppRenderer | null, feeds: FeedsService, auth: AuthService, consent: ConsentService) {
  const signedOutPages = createSnapshotCache<string, Promise<RenderedPage | null>>(db, CACHED_PAGES);

  /**
   * The pages the server renders, each with the answers its first screen needs: the app's render entry
   * (client/ssr/renderPage.tsx, PAGE_QUERIES) makes exactly these calls.
   */
  const PAGE_ANSWERS: Partial<Record<RoutePage, (match: RouteMatch, viewerId: number | null) => PageAnswer[]>> = {
    home: (_match, viewerId) => {
      const page = feeds.homefeed(homefeed.options.parse({}), viewerId);
      return [{ url: urlOf(homefeed, {}), body: envelopeOf(page.data, page.bookmark) }];
    },
    closeup: ({ params: { id } }, viewerId) => {
      const related = feeds.relatedPins(relatedPins.options.parse({ pin_id: id }), viewerId);
      return [
        { url: urlOf(pinGet, { id }), body: envelopeOf(feeds.pin(id, viewerId)) },
        { url: urlOf(relatedPins, { pin_id: id }), body: envelopeOf(related.data, related.bookmark) },
      ];
    },
  };

  return {
    /**
     * The app's render of the page at `url` (path and query) for the viewer (null: signed out) on a phone's or a
     * desktop's viewport, or null for a page it does not render.
     */
    render(url: string, viewer: ViewerRow | null, viewport: ViewportClass): Promise<RenderedPage | null> {
      const match = matchRoute(url);
      const pageAnswers = match && PAGE_ANSWERS[match.route.page];
      if (!renderer || !match || !pageAnswers) return Promise.resolve(null);
      const render = () => {
        const viewerAnswers = viewer ? [{ url: urlOf(viewerGet, {}), body: envelopeOf(signedInViewer(auth, consent, viewer)) }] : [];
        return renderer.renderPage(url, [...viewerAnswers, ...pageAnswers(match, viewer?.id ?? null)], viewer !== null, viewport);
      };
      if (viewer) return render();
      signedOutPages.sync();
      const key = `${viewport} ${url}`;
      let page = signedOutPages.get(key);
      if (!page) {
        // A failed render is not kept: the next request tries again.
        page = render().catch((error: unknown) => {
          signedOutPages.clear();
          throw error;
        });
        signedOutPages.set(key, page);
      }
      return page;
    },
  };
}

export type AppPages = ReturnType<typeof createAppPages>;
