import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { THEME_BOOT_SCRIPT } from '../../shared/domain/themeBootScript';

/** A CSP source that allows exactly one inline script, by the sha256 of its text. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * CSP with no inline script but one: the theme script in <head> (shared/domain/themeBootScript.ts), allowed by its hash, which
 * puts a chosen theme on the page before first paint. Media only from this origin, images also from https sites (see
 * imgSrc).
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptHash(THEME_BOOT_SCRIPT)],
        styleSrc: ["'self'"],
        // https: images: the bookmarklet page and the pin builder preview the image a person is about to save from
        // another site, before the server has fetched it. Scripts stay same-origin, and helmet's no-referrer policy
        // keeps the page's address from those hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // The service worker and the web app manifest (sw.js, manifest.webmanifest) are the site's own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
