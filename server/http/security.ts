import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** CSP with no inline script anywhere; media only from this origin, images also from https sites (see imgSrc). */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // https: images: the bookmarklet page and the pin builder preview the image a person is about to save from
        // another site, before the server has fetched it. Scripts stay same-origin, and helmet's no-referrer policy
        // keeps the page's address from those hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
