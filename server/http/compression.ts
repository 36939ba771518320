import compression from 'compression';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { COMPRESS_THRESHOLD_BYTES } from '../../shared/constants';

/**
 * Bytes already compressed by their format: images, video and zip archives (the archive download) gain nothing from
 * a second pass and would cost the server's time, so they are sent as they are.
 */
const ALREADY_COMPRESSED = /^(image|video)\/|^application\/zip\b/i;

/**
 * An answer that carries its own Content-Encoding passes first thing, before its type is looked up: those answers (the
 * prepared feed pages, the built assets' siblings) say Vary: Accept-Encoding themselves, and the feed's pages are the
 * most frequent answer there is.
 */
function alreadyEncoded(res: ServerResponse): boolean {
  const encoding = res.getHeader('Content-Encoding');
  return encoding !== undefined && encoding !== 'identity';
}

/**
 * Every text answer made per request (HTML pages, JSON) is compressed, brotli or gzip as the client accepts, above
 * COMPRESS_THRESHOLD_BYTES, as it is written: a streamed answer is compressed chunk by chunk, never held back whole.
 * An answer that already carries a Content-Encoding (the built assets' precompressed siblings, the feed's prepared
 * envelope) passes through untouched.
 */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESS_THRESHOLD_BYTES,
    filter: (req, res) =>
      !alreadyEncoded(res) && !ALREADY_COMPRESSED.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res),
  });
}
