import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config';

// A host name or IPv4/IPv6 literal with an optional port: anything else in Host is not put into links.
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin pages put in canonical links, og:url and JSON-LD: one per process, whatever Host a request names. */
export interface PublicOrigin {
  of(req: Request): string;
}

/**
 * PUBLIC_URL when set. Without it, a development server takes the first request's origin and keeps it (the person
 * running it opened their own URL first), and a production server uses http://localhost:PORT and warns once: a
 * later request's Host is never used, since anyone can send one, and pages are cached and shared across requests.
 */
export function createPublicOrigin(config: Pick<Config, 'publicUrl' | 'production' | 'port'>, logger: Logger): PublicOrigin {
  let origin = config.publicUrl;
  return {
    of(req) {
      if (origin !== null) return origin;
      if (config.production) {
        origin = `http://localhost:${config.port}`;
        logger.warn(
          `PUBLIC_URL is not set: canonical links and og:url will say ${origin}. Set PUBLIC_URL to the address people use (e.g. https://pins.example.org).`,
        );
        return origin;
      }
      const host = req.get('host') ?? '';
      // An unusable first Host waits for the next request rather than fixing a wrong origin for good.
      if (!HOST.test(host)) return `http://localhost:${config.port}`;
      origin = `${req.protocol}://${host}`;
      return origin;
    },
  };
}
