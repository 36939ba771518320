import compression from 'compression';
import type { RequestHandler } from 'express';
import { COMPRESS_THRESHOLD_BYTES } from '../../shared/constants';

/**
 * Bytes already compressed by their format: images, video and zip archives (the archive download) gain nothing from
 * a second pass and would cost the server's time, so they are sent as they are.
 */
const ALREADY_COMPRESSED = /^(image|video)\/|^application\/zip\b/i;

/**
 * Every text answer made per request (HTML pages, JSON) is compressed, brotli or gzip as the client accepts, above
 * COMPRESS_THRESHOLD_BYTES, as it is written: a streamed answer is compressed chunk by chunk, never held back whole.
 * An answer that already carries a Content-Encoding (the built assets' precompressed siblings, the feed's prepared
 * envelope) passes through untouched.
 */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESS_THRESHOLD_BYTES,
    filter: (req, res) => !ALREADY_COMPRESSED.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res),
  });
}
