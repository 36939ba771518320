import { matchRoute } from '../../../shared/domain/routes';
import { isBotUserAgent } from '../../../shared/domain/userAgent';
import type { Clock } from '../../config';
import type { PublicOrigin } from '../../http/publicOrigin';
import type { PageSender } from '../../http/static';
import { sessionUser, type SessionStore } from '../../http/session';
import { compileTemplate, type PageTemplate } from './document';
import type { SeoService } from './service';

/**
 * Sends index.html with the page's metadata for everyone and its content for bots. The status tells the truth: a path
 * the route table does not have, or a pin, profile or board no signed-out visitor may see, is a 404, unless the
 * signed-in viewer asking may see it (their own secret pin or board). That, and the pages only for signed-out
 * visitors (log in, sign up: a signed-in one goes home), are the cases that look at the session.
 */
export function seoPages(seo: SeoService, sessions: SessionStore, clock: Clock, origin: PublicOrigin): PageSender {
  let compiled: { source: string; template: PageTemplate } | null = null;

  return (req, res, html) => {
    if (compiled?.source !== html) compiled = { source: html, template: compileTemplate(html) };
    res.vary('User-Agent').vary('Cookie');
    if (matchRoute(req.path)?.route.signedOutOnly && sessionUser(req, sessions, clock)) {
      res.redirect(302, '/');
      return;
    }
    let page = seo.page({ pathname: req.path, origin: origin.of(req), bot: isBotUserAgent(req.get('user-agent')) });
    if (page?.status === 404) {
      const viewer = sessionUser(req, sessions, clock);
      if (viewer && seo.existsFor(req.path, viewer.id)) page = null;
    }
    res
      .status(page?.status ?? 200)
      .type('html')
      .send(page ? compiled.template.render(page) : html);
  };
}
