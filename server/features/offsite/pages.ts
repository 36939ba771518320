import express, { type Router } from 'express';
import { PAGE_CSS, PAGE_CSS_PATH, renderOffsitePage } from './page';
import type { OffsiteService } from './service';

/** The /offsite/ redirect page for outbound clicks and its stylesheet, served before the client's pages. */
export function offsitePages(offsite: OffsiteService): Router {
  const router = express.Router();
  router.get(PAGE_CSS_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('css').send(PAGE_CSS);
  });
  router.get('/offsite/', (req, res) => {
    const outcome = offsite.redirect(req.query);
    // Each answer is for this token at this moment: a domain listed later must be refused on the next visit.
    res.setHeader('Cache-Control', 'no-store');
    // The site we send people to learns nothing of where they came from (helmet says so too; this answer must).
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (outcome.kind === 'redirect') {
      res.redirect(302, outcome.url);
      return;
    }
    const { status, html } = renderOffsitePage(outcome);
    res.status(status).type('html').send(html);
  });
  return router;
}
