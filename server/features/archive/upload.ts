import type { RequestHandler } from 'express';
import { badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { readMultipart, toFile } from '../../common/multipart';
import type { ArchiveImport, ArchiveUpload } from './importService';

/** The uploaded archive a call carried, for the handler; null when it carried no file, or an empty one. */
export const archiveUploadOf = (res: { locals: Record<string, unknown> }): ArchiveUpload | null =>
  (res.locals.archiveUpload as ArchiveUpload | undefined) ?? null;

/**
 * UserArchiveResource create's body: multipart/form-data with the zip in `archive`, written to the import's folder as
 * it arrives, at most maxBytes (413 naming archive). It runs after the session is loaded, so a signed-out call is
 * answered 401, and a second import of the person's 409, without reading a body.
 */
export function archiveImportBody(importer: ArchiveImport, maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const viewer = res.locals.viewer as SessionUser | undefined;
    if (!viewer) return next();
    if (!req.is('multipart/form-data'))
      return next(badRequest('Send the archive as multipart/form-data.', { archive: 'must be a multipart file upload' }));
    let upload: ArchiveUpload;
    try {
      upload = importer.begin(viewer);
    } catch (err) {
      return next(err);
    }
    // The import lasts no longer than the call (a refusal, or the client gone) unless its job takes it over; a
    // refusal here ends it first, so the answer finds the folder gone and the person free to import again.
    res.once('close', () => void upload.end());
    readMultipart(req, maxBytes, 'archive', toFile(upload.file))
      .then(
        async ({ file: bytes }) => {
          if (bytes) res.locals.archiveUpload = upload;
          else await upload.end();
        },
        async (err: unknown) => {
          await upload.end();
          throw err;
        },
      )
      .then(() => {
        req.body = { options: {} };
        next();
      }, next);
  };
}
