import type { RequestHandler } from 'express';
import { badRequest } from '../../http/errors';
import { inMemory, readMultipart } from '../pinCreation/upload';

/** The uploaded archive a call carried, for the handler. */
export const archiveUploadOf = (res: { locals: Record<string, unknown> }): Buffer | null => (res.locals.archiveUpload as Buffer | undefined) ?? null;

/**
 * UserArchiveResource create's body: multipart/form-data with the zip in `archive`, at most maxBytes (413 naming
 * archive). It runs after the session is loaded, so a signed-out call is answered 401 without reading a body.
 */
export function archiveImportBody(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (!res.locals.viewer) return next();
    if (!req.is('multipart/form-data'))
      return next(badRequest('Send the archive as multipart/form-data.', { archive: 'must be a multipart file upload' }));
    readMultipart(req, maxBytes, 'archive', inMemory).then(({ file }) => {
      req.body = { options: {} };
      res.locals.archiveUpload = file;
      next();
    }, next);
  };
}
