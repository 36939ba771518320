import express, { type RequestHandler } from 'express';
import { BODY_LIMIT_BYTES } from '../../../shared/constants';
import { inMemory, readMultipart } from '../../common/multipart';
import { PHOTO_FIELD } from './service';

/** The photo a profile update carried, for the handler; null for JSON calls. */
export const photoOf = (res: { locals: Record<string, unknown> }): Buffer | null => (res.locals.profilePhoto as Buffer | undefined) ?? null;

/**
 * UserProfileResource update's body: JSON for the fields alone, or multipart/form-data with the photo in `image` (at
 * most maxBytes, 413 naming it) and the fields beside it. It runs after the session is loaded, so a signed-out call is
 * answered 401 without reading a body.
 */
export function profileUpdateBody(maxBytes: number): RequestHandler {
  const json = express.json({ limit: BODY_LIMIT_BYTES });
  return (req, res, next) => {
    if (!res.locals.viewer) return next();
    if (!req.is('multipart/form-data')) return json(req, res, next);
    readMultipart(req, maxBytes, PHOTO_FIELD, inMemory).then(({ fields, file }) => {
      req.body = { options: fields };
      res.locals.profilePhoto = file;
      next();
    }, next);
  };
}
