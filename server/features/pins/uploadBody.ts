import express, { type RequestHandler } from 'express';
import type { PinCreationConfig } from '../../config';
import { FIELD_MAX_BYTES, inMemory, readMultipart, tooLarge } from '../../common/multipart';

/** base64 is 4 bytes for 3, plus the other options. */
const jsonLimit = (maxImageBytes: number) => Math.ceil((maxImageBytes * 4) / 3) + FIELD_MAX_BYTES;

/** The uploaded file a multipart call carried, for the handler; null for JSON calls. */
export const uploadOf = (res: { locals: Record<string, unknown> }): Buffer | null => (res.locals.pinUpload as Buffer | undefined) ?? null;

/**
 * PinResource create's body: JSON with a limit that fits image_base64, or multipart/form-data through busboy with a
 * file size limit. It runs after the session is loaded, so a signed-out call is answered 401 without reading a body.
 */
export function pinCreateBody(config: PinCreationConfig): RequestHandler {
  const json = express.json({ limit: jsonLimit(config.maxImageBytes) });
  return (req, res, next) => {
    if (!res.locals.viewer) return next();
    if (req.is('multipart/form-data')) {
      readMultipart(req, config.maxImageBytes, 'image', inMemory).then(({ fields, file }) => {
        req.body = { options: fields };
        res.locals.pinUpload = file;
        next();
      }, next);
      return;
    }
    json(req, res, (err?: unknown) => {
      if ((err as { type?: string } | undefined)?.type === 'entity.too.large') return next(tooLarge('image_base64', config.maxImageBytes));
      next(err);
    });
  };
}
