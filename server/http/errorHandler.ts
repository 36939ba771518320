import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { DATABASE_LOCK } from '../../shared/constants';
import { unavailableKind, type UnavailableKind } from '../sqlite/unavailable';
import { sendError } from './envelope';
import { ApiError, databaseUnavailable, malformedBody } from './errors';

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * Every failure leaves as an envelope; only ApiErrors say what went wrong, and no stack ever leaves the server. A
 * database that cannot be written now (sqlite/unavailable.ts) is a 503 with Retry-After, not a fault of ours: the
 * server stays up and the next request finds it again. Each kind is logged once, not once per request.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  const logged = new Set<UnavailableKind>();
  return (thrown: unknown, req, res, _next) => {
    const kind = unavailableKind(thrown);
    if (kind) {
      if (!logged.has(kind)) {
        logged.add(kind);
        const { code, message } = thrown as Error & { code: string };
        logger.warn({ code, message, method: req.method, url: req.originalUrl }, 'the database is unavailable: answering 503 until it is back');
      }
      res.setHeader('Retry-After', String(DATABASE_LOCK.retryAfterSeconds));
      const { status, code, message } = databaseUnavailable();
      return sendError(res, status, { code, message });
    }
    const err = (thrown as BodyParserError)?.type === 'entity.parse.failed' ? malformedBody() : thrown;
    if (err instanceof ApiError) {
      if (err.headers) res.set(err.headers);
      return sendError(res, err.status, {
        code: err.code,
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
        ...(err.rules ? { rules: err.rules } : {}),
      });
    }
    const parserError = err as BodyParserError;
    if (parserError?.type === 'entity.too.large') {
      return sendError(res, 413, { code: 'payload_too_large', message: 'The request body is too large.' });
    }
    if (parserError?.status === 404) {
      return sendError(res, 404, { code: 'not_found', message: `Nothing at ${req.path}.` });
    }
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      return sendError(res, parserError.status, { code: 'bad_request', message: 'The request could not be read.' });
    }
    logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
    sendError(res, 500, { code: 'internal_error', message: 'Something went wrong on our end.' });
  };
}

export const apiNotFound: RequestHandler = (req, res) => {
  sendError(res, 404, { code: 'not_found', message: `No endpoint ${req.method} ${req.path}.` });
};
