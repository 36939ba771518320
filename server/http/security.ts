import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** CSP with no inline script anywhere; media only from this origin, images also from https sites (see imgSrc). */
function helmetMiddleware(): RequestHandler {
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

/**
 * helmet's headers, written once: none of our directives depends on the request (no nonces), so helmet runs once
 * here, on a response that records what it sets, and every answer gets the same headers without helmet building the
 * policy again. (X-Powered-By, which helmet removes, the app never sets: app.ts disables it.)
 */
export function securityHeaders(): RequestHandler {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader: () => undefined };
  helmetMiddleware()({} as Request, recorder as unknown as Response, () => undefined);
  if (headers.length === 0) throw new Error('helmet set no headers: its middleware no longer runs synchronously');
  return function writeSecurityHeaders(_req, res, next) {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
