import type { Logger } from 'pino';
import { matchRoute } from '../../../shared/domain/routes';
import type { ThemeChoice } from '../../../shared/domain/theme';
import { isBotUserAgent, viewportClassOf } from '../../../shared/domain/userAgent';
import type { Clock } from '../../config';
import type { PublicOrigin } from '../../http/publicOrigin';
import type { PageSender } from '../../http/static';
import { privateAnswer, sessionUser, type SessionStore } from '../../http/session';
import type { AppPages } from './appPages';
import { compileTemplate, type PageTemplate } from './document';
import type { SeoService } from './service';

/**
 * Sends index.html with the page's metadata for everyone, its first screen as the app renders it where the server
 * renders the page (appPages), and its content for bots elsewhere. The status tells the truth: a path the route table
 * does not have, or a pin, profile or board no signed-out visitor may see, is a 404, unless the signed-in viewer
 * asking may see it (their own secret pin or board). That, the pages only for signed-out visitors (log in, sign up: a
 * signed-in one goes home) and the rendered pages (a signed-in viewer's carry their state, so no cache may keep
 * them) are the cases that look at the session. A signed-in viewer's page also carries their theme on <html>, so it is
 * never a shared cache's either.
 */
export function seoPages(
  seo: SeoService,
  appPages: AppPages,
  sessions: SessionStore,
  clock: Clock,
  origin: PublicOrigin,
  logger: Logger,
  chunkLinks: (pathname: string) => string,
  themeOf: (viewerId: number) => ThemeChoice,
): PageSender {
  let compiled: { source: string; template: PageTemplate } | null = null;

  return async (req, res, html) => {
    if (compiled?.source !== html) compiled = { source: html, template: compileTemplate(html) };
    const { template } = compiled;
    // The user agent (and Chromium's mobile hint) picks bot content and the viewport a page is rendered for.
    res.vary('User-Agent').vary('Sec-CH-UA-Mobile').vary('Cookie');
    const viewer = sessionUser(req, sessions, clock);
    if (matchRoute(req.path)?.route.signedOutOnly && viewer) {
      res.redirect(302, '/');
      return;
    }
    let page = seo.page({ pathname: req.path, origin: origin.of(req), bot: isBotUserAgent(req.get('user-agent')) });
    if (page?.status === 404 && viewer && seo.existsFor(req.path, viewer.id)) page = null;
    const status = page?.status ?? 200;
    // A page that fails to render is still served, as the shell the app fills in the browser.
    const app =
      status === 200
        ? await appPages
            .render(req.originalUrl, viewer, viewportClassOf(req.get('user-agent'), req.get('sec-ch-ua-mobile')))
            .catch((err: unknown) => {
              logger.error({ err, url: req.originalUrl }, 'server render failed');
              return null;
            })
        : null;
    if (viewer) privateAnswer(res);
    const theme = viewer && themeOf(viewer.id);
    res
      .status(status)
      .type('html')
      .send(page || app || theme ? template.render(page, app, chunkLinks(req.path), theme) : html);
  };
}
